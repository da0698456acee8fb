import type { OperationSummary, Outline } from '../model/types.js';
import type { MarkdownPage } from './description-markdown.js';

/** One API of a site with several, as the site's `llms.txt` lists it (hrefs relative to that llms.txt). */
export interface LlmsIndexApi {
  /** The name the site gives it (the switcher's name). */
  name: string;
  outline: Outline;
  /** One Markdown page per operation and webhook. */
  pages: MarkdownPage[];
  /** The whole API in one Markdown file. */
  wholeApiHref: string;
  /** The API's own llms.txt (its operations by tag). */
  llmsHref: string;
}

/**
 * `llms.txt` of a site with several APIs, in the llmstxt.org form: one `#` heading naming them,
 * a summary blockquote, then one `##` section per API listing its whole-API Markdown file and a
 * link to each operation's page (`- [Summary](href): METHOD /path`, in the order of its tags, each
 * operation once), and an Optional section linking each API's own llms.txt, which groups them by tag.
 */
export function llmsIndex(apis: LlmsIndexApi[]): string {
  const names = apis.map((a) => oneLine(a.name));
  const out = [`# ${names.join(', ')}`, '', `> Reference for ${apis.length} APIs: each one in a Markdown file, and one Markdown page per operation.`, ''];
  for (const api of apis) {
    const byId = new Map(api.pages.map((p) => [p.op.id, p]));
    const listed = new Set<string>();
    const ordered: MarkdownPage[] = [];
    const add = (op: OperationSummary | string): void => {
      const page = byId.get(typeof op === 'string' ? op : op.id);
      if (!page || listed.has(page.op.id)) return;
      listed.add(page.op.id);
      ordered.push(page);
    };
    for (const tag of api.outline.tags) tag.operations.forEach(add);
    api.outline.webhooks.forEach(add);
    const { info } = api.outline;
    const about = info.summary ? oneLine(info.summary) : 'every operation in one Markdown file';
    out.push(`## ${oneLine(api.name)}`, '', `- [${linkText(api.name)}: the whole API](${api.wholeApiHref}): ${about}`);
    for (const p of ordered) out.push(`- [${linkText(p.op.summary || `${p.op.method.toUpperCase()} ${p.op.path}`)}](${p.href}): ${p.op.method.toUpperCase()} ${oneLine(p.op.path)}`);
    out.push('');
  }
  out.push('## Optional', '');
  for (const api of apis) out.push(`- [${linkText(api.name)}: llms.txt](${api.llmsHref}): its operations by tag`);
  out.push('');
  return out.join('\n');
}

// The same two helpers as description-markdown.ts (kept private there).
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Link text cannot hold unescaped brackets (they would end the link early). */
function linkText(text: string): string {
  return oneLine(text).replace(/[[\]\\]/g, '\\$&');
}
