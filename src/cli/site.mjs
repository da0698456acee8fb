// The page the CLI serves and writes: <spec-doc> with the reference pre-rendered as plain HTML in
// its light DOM (readable and indexable before script runs; unslotted once the element upgrades,
// and hidden by the site stylesheet), plus the element's files copied from the package's dist/.
import { cpSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getAtPointer } from '../core/resolve/pointer.ts';

/** The package's dist/ folder (this file is bundled to dist/cli/). */
export const DIST = fileURLToPath(new URL('../', import.meta.url));

/** Text as HTML text or attribute value. */
export function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

/** Paragraphs of a (markdown) description as escaped text: never its HTML. */
function paragraphs(text) {
  if (typeof text !== 'string' || !text.trim()) return '';
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('\n');
}

/** The reference as HTML: title, version, description, servers, then each tag with its operations. */
export function prerender(doc, outline) {
  const { info } = outline;
  const byId = new Map(outline.operations.map((o) => [o.id, o]));
  const parts = [`<header><h1>${escapeHtml(info.title || 'API reference')}</h1>`];
  if (info.version) parts.push(`<p>Version ${escapeHtml(info.version)}</p>`);
  if (info.summary) parts.push(`<p>${escapeHtml(info.summary)}</p>`);
  parts.push(paragraphs(info.description), '</header>');
  if (outline.servers.length) {
    parts.push('<section><h2>Servers</h2><ul>');
    for (const s of outline.servers) parts.push(`<li><code>${escapeHtml(s.url)}</code>${s.description ? ` — ${escapeHtml(s.description)}` : ''}</li>`);
    parts.push('</ul></section>');
  }
  for (const tag of outline.tags) {
    parts.push(`<section><h2>${escapeHtml(tag.displayName || tag.name)}</h2>`, paragraphs(tag.description));
    for (const id of tag.operations) {
      const op = byId.get(id);
      if (!op) continue;
      const raw = getAtPointer(doc, op.pointer);
      const description = raw && typeof raw === 'object' ? raw.description : undefined;
      parts.push(
        `<article id="${escapeHtml(op.id)}"><h3><code>${escapeHtml(op.method.toUpperCase())} ${escapeHtml(op.path)}</code></h3>`,
        op.summary ? `<p><strong>${escapeHtml(op.summary)}</strong></p>` : '',
        paragraphs(description),
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
`;

/** JSON as a single-quoted attribute value: readable, with `&`, `'`, `<` and `>` as references. */
function jsonAttribute(value) {
  return JSON.stringify(value).replace(/[&'<>]/g, (c) => ({ '&': '&amp;', "'": '&#39;', '<': '&lt;', '>': '&gt;' })[c]);
}

/** The list of a site's APIs before the first one's pre-render: without script, the others are one link away. */
function apiList(sources) {
  const items = sources.map((s) => `<li><a href="${escapeHtml(s.url)}">${escapeHtml(s.name)}</a></li>`).join('');
  return `<nav aria-label="APIs"><p>${sources.length} APIs:</p><ul>${items}</ul></nav>`;
}

/**
 * The HTML page. `specUrl` is what the element loads; with `sources` (several APIs, `{ name, url }`
 * each) the element gets the `sources` attribute instead, and the pre-render (of `doc`, the first
 * one, which the element shows first) starts with the list of APIs; `attributes` are written on the
 * element (names checked by the caller); `extraScripts` are external script URLs (live reload).
 */
export function pageHtml({ doc, outline, specUrl, sources, attributes = {}, extraScripts = [] }) {
  const several = Array.isArray(sources) && sources.length > 1;
  const title = several ? sources.map((s) => s.name).join(' · ') : outline.info.title || 'API reference';
  const attrs = Object.entries(several ? attributes : { 'spec-url': specUrl, ...attributes })
    .map(([k, v]) => ` ${k}="${escapeHtml(v)}"`)
    .join('');
  const sourcesAttr = several ? ` sources='${jsonAttribute(sources.map(({ name, url }) => ({ name, url })))}'` : '';
  const summary = outline.info.summary || (typeof outline.info.description === 'string' ? outline.info.description.split(/\n\s*\n/)[0] : '');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)}</title>
${summary ? `    <meta name="description" content="${escapeHtml(summary.slice(0, 300))}" />\n` : ''}    <link rel="stylesheet" href="spec-doc-site.css" />
    <script type="module" src="spec-doc.js"></script>
${extraScripts.map((s) => `    <script src="${escapeHtml(s)}"></script>\n`).join('')}  </head>
  <body>
    <spec-doc${sourcesAttr}${attrs}>
      <div class="spec-doc-prerender" slot="spec-doc-prerender">
${several ? `${apiList(sources)}\n` : ''}${prerender(doc, outline)}
      </div>
    </spec-doc>
  </body>
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
