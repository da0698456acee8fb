// Description Markdown as HTML for the pre-render of the CLI's pages, in Node (no DOM, so no
// DOMPurify). Instead of sanitising HTML after the fact, the renderer never writes any the
// description did not earn: marked's own renderer for the Markdown constructs (it escapes text,
// code and attribute values), with the three ways description text could bring in markup or
// URLs of its own replaced:
//  - raw HTML (block or inline, `<script>`, `<img onerror>`, comments) is written as escaped
//    text, so it reads as what the description wrote and is never parsed as markup;
//  - a link's URL passes the element's one URL gate (`safeUrl`: http(s) and mailto, every
//    disguise of another scheme refused), a relative one stays relative (it is relative to the
//    page, as it is to the description in the element), a fragment stays; a refused link is its text;
//  - an image's URL passes the same gate without mailto; a refused image is its alt text.
// No other renderer method writes an attribute from description text except the code block's
// language class and titles, which marked escapes. `cli-site.test.ts` builds hostile fixtures
// and checks the written HTML.
import { Marked } from 'marked';
import { markdownOptions } from '../core/model/markdown-tokenizer.ts';
import { safeUrl } from '../core/url/safe-url.ts';

/** Text as HTML text or attribute value. */
export function escapeHtml(text) {
  return String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

/** Relative references resolve onto this base only to be checked; they are written as the description wrote them. */
const CHECK_BASE = 'http://spec-doc.invalid/site/';

/**
 * The URL to write for `raw` from a description, or undefined when it may not be written: an
 * http(s) (or, with `mailto`, mailto) URL as `safeUrl` returns it, a relative reference as
 * written, a fragment (with `fragment`) as written.
 */
export function siteUrl(raw, { mailto = false, fragment = false } = {}) {
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim();
  // A control character has no business in a URL, and browsers strip some of them before reading the scheme.
  // eslint-disable-next-line no-control-regex -- the control characters are what this looks for
  if (/[\u0000-\u001f\u007f]/.test(text)) return undefined;
  if (text.startsWith('#')) return fragment ? text : undefined;
  const gated = safeUrl(text, CHECK_BASE, { mailto });
  if (!gated.ok) return undefined;
  return new URL(gated.url).origin === new URL(CHECK_BASE).origin ? text : gated.url;
}

/** How much deeper the description's headings go than it wrote them (set for the one synchronous parse in progress). */
let headingShift = 0;

const marked = new Marked({ async: false });
// The same tokenizer as the element's (bounded nesting and look-ahead), so the same Markdown reads the same.
marked.setOptions(markdownOptions());
marked.use({
  renderer: {
    html({ text }) {
      return escapeHtml(text);
    },
    heading({ tokens, depth }) {
      const level = Math.min(6, depth + headingShift);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    link({ href, title, tokens }) {
      const text = this.parser.parseInline(tokens);
      const url = siteUrl(href, { mailto: true, fragment: true });
      if (url === undefined) return text;
      const rel = /^[a-z][a-z0-9+.-]*:|^\/\//i.test(url) ? ' rel="noopener noreferrer"' : '';
      return `<a href="${escapeHtml(url)}"${title ? ` title="${escapeHtml(title)}"` : ''}${rel}>${text}</a>`;
    },
    image({ href, title, text }) {
      const url = siteUrl(href);
      if (url === undefined) return escapeHtml(text);
      return `<img src="${escapeHtml(url)}" alt="${escapeHtml(text)}"${title ? ` title="${escapeHtml(title)}"` : ''} loading="lazy">`;
    },
  },
});

/**
 * A description's Markdown as safe HTML (see the file's comment), its headings `shift` levels
 * deeper so they sit under the page's own (a `#` in a tag's description under the tag's `<h2>`).
 */
export function markdownHtml(text, shift = 0) {
  if (typeof text !== 'string' || !text.trim()) return '';
  headingShift = shift;
  try {
    return marked.parse(text);
  } finally {
    headingShift = 0;
  }
}

/** Plain text of inline tokens: what a reader sees of them, without markup (raw HTML left out). */
function plainText(tokens) {
  return tokens
    .map((t) => {
      if (t.type === 'escape') return t.raw.slice(1);
      if (t.type === 'html') return '';
      if (t.type === 'br') return ' ';
      if (t.type === 'image') return t.text ?? '';
      if (Array.isArray(t.tokens)) return plainText(t.tokens);
      return typeof t.text === 'string' ? t.text : '';
    })
    .join('');
}

/** The first paragraph of a Markdown text as one line of plain text, cut at a word near `max` characters (for `<meta name="description">`). */
export function firstParagraphText(text, max = 300) {
  if (typeof text !== 'string') return '';
  const paragraph = marked.lexer(text).find((t) => t.type === 'paragraph');
  return clipText(paragraph ? plainText(paragraph.tokens) : '', max);
}

/** Text as one line of at most about `max` characters, cut at a word with `…`. */
export function clipText(text, max = 300) {
  const line = String(text).replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  return `${cut.slice(0, cut.lastIndexOf(' ') > max / 2 ? cut.lastIndexOf(' ') : max)}…`;
}
