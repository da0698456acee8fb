import DOMPurify from 'dompurify';
import { Marked, type Tokens } from 'marked';
import { nothing } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { headingsFromTokens, INFO_HEADING_LEVELS, MARKDOWN_OPTIONS } from '../core/model/markdown-headings.js';

export { markdownHeadings, type MarkdownHeading } from '../core/model/markdown-headings.js';

/** How `renderMarkdown` renders: `headingIds` gives the headings `markdownHeadings` lists their ids. */
export interface MarkdownOptions {
  headingIds?: boolean;
  /** Levels that get ids; pass the same levels to `markdownHeadings`. */
  headingLevels?: readonly number[];
}

/**
 * Headings to carry an id, by token, mapped to a marker. The marker is a `title` attribute
 * holding a fresh random nonce: DOMPurify keeps `title`, and description text cannot forge the
 * nonce, so a raw `<h2 title=...>` in the description never receives one of our ids.
 */
const headingMarks = new WeakMap<Tokens.Heading, string>();
/** Marker → id for the one `sanitize` call in progress (sanitising is synchronous). */
let pendingIds: Map<string, string> | undefined;

const marked = new Marked({ ...MARKDOWN_OPTIONS, async: false });
marked.use({
  renderer: {
    heading(token) {
      const mark = headingMarks.get(token);
      if (mark === undefined) return false;
      return `<h${token.depth} title="${mark}">${this.parser.parseInline(token.tokens)}</h${token.depth}>\n`;
    },
  },
});

/** Links and images may only use these schemes (or be relative); no javascript:, data:, vbscript:. */
const SAFE_URL = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

let purify: ReturnType<typeof DOMPurify> | undefined;

function sanitizer(): ReturnType<typeof DOMPurify> {
  if (purify) return purify;
  purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    // Runs after DOMPurify has removed every id the description wrote: only our prefixed ids are added.
    if (pendingIds && /^H[1-6]$/.test(node.nodeName)) {
      const id = pendingIds.get(node.getAttribute('title') ?? '');
      if (id !== undefined) {
        node.removeAttribute('title');
        node.setAttribute('id', id);
      }
    }
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      const href = node.getAttribute('href') ?? '';
      if (!href.startsWith('#')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
  });
  return purify;
}

/** True when a URL from a description may become a link: http(s), mailto, or relative. */
export function isSafeUrl(url: string): boolean {
  return SAFE_URL.test(url.trim()) && !/^\s*(javascript|data|vbscript):/i.test(url);
}

/**
 * The only place description text becomes HTML: Markdown rendered by marked, then
 * sanitised by DOMPurify (no script, no event handlers, no forms, no styles, no
 * javascript:/data: URLs; links open in a new tab with noopener noreferrer).
 */
export function markdownToSafeHtml(text: string, options: MarkdownOptions = {}): string {
  if (!options.headingIds) return sanitize(marked.parse(text) as string);
  const tokens = marked.lexer(text);
  const nonce = randomNonce();
  const ids = new Map<string, string>();
  headingsFromTokens(tokens, options.headingLevels ?? INFO_HEADING_LEVELS).forEach(({ token, heading }, i) => {
    const mark = `spec-doc-heading-${nonce}-${i}`;
    headingMarks.set(token, mark);
    ids.set(mark, heading.id);
  });
  const html = marked.parser(tokens);
  pendingIds = ids;
  try {
    return sanitize(html);
  } finally {
    pendingIds = undefined;
  }
}

function sanitize(html: string): string {
  return sanitizer().sanitize(html, {
    ALLOWED_URI_REGEXP: SAFE_URL,
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'object', 'embed', 'base', 'link', 'meta', 'svg', 'math'],
    FORBID_ATTR: ['style', 'id', 'name', 'class'],
    ALLOW_DATA_ATTR: false,
  });
}

/**
 * Renders untrusted Markdown as a sanitised Lit template part; with `headingIds`, its H1/H2
 * carry the ids `markdownHeadings` gives for the same text, so nav entries can scroll to them.
 */
export function renderMarkdown(text: string | undefined, options?: MarkdownOptions): unknown {
  if (!text) return nothing;
  const key = `${options?.headingIds ? 'h' : '-'}${options?.headingLevels?.join(',') ?? ''}|${text}`;
  let safe = rendered.get(key);
  if (safe === undefined) {
    safe = markdownToSafeHtml(text, options);
    if (rendered.size >= RENDERED_MAX) rendered.clear();
    rendered.set(key, safe);
  }
  return unsafeHTML(safe);
}

/**
 * Sanitised HTML by source text: the element re-renders its tag and info sections on every
 * batch of a large description, and parsing plus sanitising the same Markdown each time would
 * be wasted work on the main thread. The same string also lets Lit skip the DOM update.
 */
const rendered = new Map<string, string>();
const RENDERED_MAX = 2000;

function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
