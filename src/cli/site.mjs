// The page the CLI serves and writes: <spec-doc> with the reference pre-rendered as plain HTML in
// its light DOM (readable and indexable before script runs; unslotted once the element upgrades,
// and hidden by the site stylesheet), plus the element's files copied from the package's dist/.
import { cpSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getAtPointer } from '../core/resolve/pointer.ts';
import { clipText, escapeHtml, firstParagraphText, markdownHtml, siteUrl } from './prerender-markdown.mjs';
import { siteLanguage, siteWords } from './site-words.ts';

export { escapeHtml };

/** The package's dist/ folder (this file is bundled to dist/cli/). */
export const DIST = fileURLToPath(new URL('../', import.meta.url));

/** The words of an English site (no `--lang`). */
const ENGLISH = siteWords(siteLanguage(undefined).translator);

/**
 * The reference as HTML: title, version, description, servers, then each tag with its
 * operations, each headed by its method and path (unique, whether or not it has a summary).
 * Descriptions are rendered Markdown (markdownHtml: no HTML of their own, only safe URLs).
 * spec-doc's own words (the headings it names, "Version") are `words`' (siteWords), in the site's language.
 */
export function prerender(doc, outline, words = ENGLISH) {
  const { info } = outline;
  const byId = new Map(outline.operations.map((o) => [o.id, o]));
  const parts = [`<header><h1>${escapeHtml(info.title || words.untitledApi)}</h1>`];
  if (info.version) parts.push(`<p>${escapeHtml(words.version(info.version))}</p>`);
  if (info.summary) parts.push(`<p>${escapeHtml(info.summary)}</p>`);
  parts.push(markdownHtml(info.description, 1), '</header>');
  if (outline.servers.length) {
    parts.push(`<section><h2>${escapeHtml(words.servers)}</h2><ul>`);
    for (const s of outline.servers) parts.push(`<li><code>${escapeHtml(s.url)}</code>${s.description ? ` — ${escapeHtml(s.description)}` : ''}</li>`);
    parts.push('</ul></section>');
  }
  for (const tag of outline.tags) {
    parts.push(`<section><h2>${escapeHtml(words.tag(tag))}</h2>`, markdownHtml(tag.description, 2));
    for (const id of tag.operations) {
      const op = byId.get(id);
      if (!op) continue;
      const raw = getAtPointer(doc, op.pointer);
      const description = raw && typeof raw === 'object' ? raw.description : undefined;
      parts.push(
        `<article id="${escapeHtml(op.id)}"><h3><code>${escapeHtml(op.method.toUpperCase())} ${escapeHtml(op.path)}</code></h3>`,
        op.summary ? `<p><strong>${escapeHtml(op.summary)}</strong></p>` : '',
        markdownHtml(description, 3),
        '</article>',
      );
    }
    parts.push('</section>');
  }
  return parts.filter(Boolean).join('\n');
}

/** Stylesheet of the page: the element fills the window; the pre-render is hidden once it is defined. */
export const SITE_CSS = `html, body { margin: 0; height: 100%; }
spec-doc { display: block; height: 100vh; }
spec-doc:not(:defined) { overflow: auto; font-family: system-ui, sans-serif; line-height: 1.5; padding: 0 1rem; box-sizing: border-box; }
spec-doc:defined > .spec-doc-prerender { display: none; }
.spec-doc-file-notice { margin: 0; padding: 0.75rem 1rem; font: 1rem/1.5 system-ui, sans-serif; background: #fff4d6; color: #3b2c00; border-bottom: 1px solid #d9b54a; }
.spec-doc-file-notice code { font-size: 0.95em; }
`;

/**
 * The site's one classic script: module scripts are refused on file: pages (their origin is
 * opaque, so the CORS check fails), classic ones are not, so this one can say what to do while
 * the element never loads. External rather than inline, so a strict CSP on the host allows it.
 */
export const SITE_JS = `// spec-doc build: opened from the file system, the element cannot load; say how to serve the folder.
if (location.protocol === 'file:') document.getElementById('spec-doc-file-notice').hidden = false;
`;

/** JSON as a single-quoted attribute value: readable, with `&`, `'`, `<` and `>` as references. */
function jsonAttribute(value) {
  return JSON.stringify(value).replace(/[&'<>]/g, (c) => ({ '&': '&amp;', "'": '&#39;', '<': '&lt;', '>': '&gt;' })[c]);
}

/** The list of a site's APIs before the first one's pre-render: without script, the others are one link away. */
function apiList(sources, words) {
  const items = sources.map((s) => `<li><a href="${escapeHtml(s.url)}">${escapeHtml(s.name)}</a></li>`).join('');
  return `<nav aria-label="${escapeHtml(words.apis)}"><p>${escapeHtml(words.apiCount(sources.length))}</p><ul>${items}</ul></nav>`;
}

/** The page's `<title>`: the API's title as one line (several APIs: their names). */
function pageTitle(outline, sources, words) {
  if (Array.isArray(sources) && sources.length > 1) return sources.map((s) => s.name).join(' · ');
  return (
    String(outline.info.title ?? '')
      .replace(/\s+/g, ' ')
      .trim() || words.untitledApi
  );
}

/** The page's `<meta name="description">`: info.summary (plain text in OpenAPI), else the first paragraph of info.description (Markdown) as plain text. */
function pageDescription(info) {
  const summary = typeof info.summary === 'string' ? clipText(info.summary) : '';
  return summary || firstParagraphText(info.description);
}

/**
 * The page's icon: the description's logo (`info.x-logo.url`, Redoc's and RapiDoc's convention)
 * when it is an http(s) URL or a relative one (relative to the page, as the element reads it
 * relative to the description beside it); anything else (`javascript:`, `data:`…) is refused as
 * the element refuses it for the logo. Without one, no icon link (not even an empty `data:` one,
 * which a host's CSP without `img-src data:` would report on every page).
 */
function pageIcon(info) {
  return info.logo ? siteUrl(info.logo.url) : undefined;
}

/** `text` as one shell word (quoted when it holds anything but letters, digits and `_./-`). */
function shellWord(text) {
  return /^[\w./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}

/** The command that serves a site built into `out` (as the user wrote it), for the page opened from a file. */
export function serveCommand(out) {
  return `npx spec-doc serve ${shellWord(`${out.replace(/[\\/]+$/, '') || '.'}/`)}`;
}

/** The file notice's words as HTML, the command marked up as code (NUL, which no message or command holds, marks its place). */
function fileNoticeHtml(words, command) {
  const [before = '', after = ''] = words.fileNotice('\0').split('\0');
  return `${escapeHtml(before)}<code>${escapeHtml(command)}</code>${escapeHtml(after)}`;
}

/**
 * The HTML page. `specUrl` is what the element loads; with `sources` (several APIs, `{ name, url }`
 * each) the element gets the `sources` attribute instead, and the pre-render (of `doc`, the first
 * one, which the element shows first) starts with the list of APIs; `attributes` are written on the
 * element (names checked by the caller); `extraScripts` are external script URLs (live reload);
 * `fileNotice`, the command that serves the site, is shown when the page is opened from a file.
 * `language` (siteLanguage, from `--lang`) is the page's `<html lang>`, so the element's language,
 * and the language of the words the page itself shows.
 */
export function pageHtml({ doc, outline, specUrl, sources, attributes = {}, extraScripts = [], fileNotice, language = siteLanguage(undefined) }) {
  const words = siteWords(language.translator);
  const several = Array.isArray(sources) && sources.length > 1;
  const title = pageTitle(outline, sources, words);
  const summary = pageDescription(outline.info);
  const icon = pageIcon(outline.info);
  const attrs = Object.entries(several ? attributes : { 'spec-url': specUrl, ...attributes })
    .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
    .join('');
  const sourcesAttr = several ? ` sources='${jsonAttribute(sources.map(({ name, url }) => ({ name, url })))}'` : '';
  return `<!doctype html>
<html lang="${escapeHtml(language.tag)}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)}</title>
${summary ? `    <meta name="description" content="${escapeHtml(summary)}" />\n` : ''}${icon ? `    <link rel="icon" href="${escapeHtml(icon)}" />\n` : ''}    <link rel="stylesheet" href="spec-doc-site.css" />
    <script type="module" src="spec-doc.js"></script>
${extraScripts.map((s) => `    <script src="${escapeHtml(s)}"></script>\n`).join('')}  </head>
  <body>
${fileNotice ? `    <p id="spec-doc-file-notice" class="spec-doc-file-notice" role="alert" hidden>${fileNoticeHtml(words, fileNotice)}</p>\n` : ''}    <spec-doc${sourcesAttr}${attrs}>
      <div class="spec-doc-prerender" slot="spec-doc-prerender">
${several ? `${apiList(sources, words)}\n` : ''}${prerender(doc, outline, words)}
      </div>
    </spec-doc>
${fileNotice ? '    <script src="spec-doc-site.js"></script>\n' : ''}  </body>
</html>
`;
}

/** Copies the element's files (bundle, chunks, worker, Overlay engine, receiver page) into `out`, without source maps. */
export function copyElementFiles(out) {
  if (!existsSync(join(DIST, 'spec-doc.js'))) throw new Error(`The element bundle is missing from ${DIST} (run the build first)`);
  const files = ['spec-doc.js', 'spec-doc-worker.js', 'spec-doc-overlay.js', 'spec-doc-markdown.js', 'oauth-receiver.html', 'oauth-receiver.js'];
  for (const f of files) cpSync(join(DIST, f), join(out, f));
  for (const f of readdirSync(join(DIST, 'chunks'))) {
    if (f.endsWith('.js')) cpSync(join(DIST, 'chunks', f), join(out, 'chunks', f));
  }
}
