// The Markdown half of `spec-doc build`: llms.txt (llmstxt.org), one page per operation and the
// whole API in one file, all written by the core's Markdown builders (the same text as the
// element's Copy as Markdown and getMarkdown): the description's own Markdown, never HTML.
import { llmsTxt, markdownFileName } from '../core/markdown/description-markdown.ts';
import { llmsIndex } from '../core/markdown/llms-index.ts';
import { modelMarkdown } from '../core/markdown/model-markdown.ts';
import { DescriptionModel } from '../core/model/description-model.ts';
import { uniqueNames } from './inputs.mjs';

/**
 * The Markdown files of one API as `{ files: Map<relative path, text>, pages, outline }`: `llms.txt`,
 * `<slug>.md` (the whole API) and `md/<operation>.md` per operation and webhook. Page names come
 * from markdownFileName (letters, digits, `.`, `_` and `-` only, so no operation id or path can
 * reach outside `md/`), made unique without regard to case (case-insensitive file systems).
 */
export function apiMarkdown(loaded, slug) {
  const model = new DescriptionModel(loaded);
  const ops = [...model.outline.operations, ...model.outline.webhooks];
  const names = uniqueNames(
    ops.map((op) => markdownFileName(op)),
    (name, n) => name.replace(/\.md$/, `-${n}.md`),
    (name) => name.toLowerCase(),
  );
  const files = new Map();
  const pages = ops.map((op, i) => {
    const href = `md/${names[i]}`;
    files.set(href, modelMarkdown(model, op.id) ?? '');
    return { op, href };
  });
  const whole = `${slug}.md`;
  files.set(whole, modelMarkdown(model, undefined) ?? '');
  files.set('llms.txt', llmsTxt(model.outline, pages, whole));
  return { files, pages, outline: model.outline, whole };
}

/**
 * The site's Markdown files (paths relative to the site): for one API its files at the top; for
 * several, each API's files under `apis/<slug>/` and a top-level llms.txt with a section per API
 * (llmsIndex) linking straight to every operation's page.
 */
export function siteMarkdown(apis) {
  if (apis.length === 1) return apiMarkdown(apis[0].result.loaded, apis[0].slug).files;
  const files = new Map();
  const index = [];
  for (const api of apis) {
    const dir = `apis/${api.slug}/`;
    const one = apiMarkdown(api.result.loaded, api.slug);
    for (const [path, text] of one.files) files.set(dir + path, text);
    index.push({
      name: api.name,
      outline: one.outline,
      pages: one.pages.map((p) => ({ op: p.op, href: dir + p.href })),
      wholeApiHref: dir + one.whole,
      llmsHref: `${dir}llms.txt`,
    });
  }
  files.set('llms.txt', llmsIndex(index));
  return files;
}
