import DOMPurify from 'dompurify';
import { afterPaint } from './after-paint.js';
import { currentTranslator, msg } from './msg.js';
import '../../core/i18n/en/chrome.js';
import { Marked, type Token, type Tokens } from 'marked';
import { html, noChange, nothing, type TemplateResult } from 'lit';
import { directive, type DirectiveParameters, type Part } from 'lit/directive.js';
import { AsyncDirective } from 'lit/async-directive.js';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import { headingsFromTokens, INFO_HEADING_LEVELS } from '../../core/model/markdown-headings.js';
import { lexInParts } from '../../core/model/markdown-parts.js';
import { markdownOptions } from '../../core/model/markdown-tokenizer.js';
import { isPlainParagraph } from '../../core/model/plain-paragraph.js';
import { safeUrl, type SafeUrlOptions } from '../../core/url/safe-url.js';
import { urlRefusalText } from './url-refusal-text.js';

/** How `renderMarkdown` renders: `headingIds` gives the headings `markdownHeadings` lists their ids. */
export interface MarkdownOptions {
  headingIds?: boolean;
  /** Levels that get ids; pass the same levels to `markdownHeadings`. */
  headingLevels?: readonly number[];
  /** The URL of the document the text came from: relative links and images resolve against it (else the page). */
  base?: string;
}

/**
 * Headings to carry an id, by token, mapped to a marker. The marker is a `title` attribute
 * holding a fresh random nonce: DOMPurify keeps `title`, and description text cannot forge the
 * nonce, so a raw `<h2 title=...>` in the description never receives one of our ids.
 */
const headingMarks = new WeakMap<Tokens.Heading, string>();
/** Marker → id for the one `sanitize` call in progress (sanitising is synchronous). */
let pendingIds: Map<string, string> | undefined;

const marked = new Marked({ async: false });
// The same options as `markdownHeadings`, so both read the same headings. Not through `use`:
// that copies a tokenizer's enumerable keys, and a class's methods are not enumerable.
marked.setOptions(markdownOptions());
marked.use({
  renderer: {
    heading(token) {
      const mark = headingMarks.get(token);
      if (mark === undefined) return false;
      return `<h${token.depth} title="${mark}">${this.parser.parseInline(token.tokens)}</h${token.depth}>\n`;
    },
  },
});

/**
 * Attributes that hold URLs. DOMPurify's own URI check is switched off (ALLOWED_URI_REGEXP below
 * accepts anything) so that one rule, `safeUrl`, decides every link and image, as it does for
 * every other URL from a description.
 */
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'background', 'cite', 'poster', 'longdesc', 'ping'];

/** The base of the one `sanitize` call in progress (sanitising is synchronous). */
let pendingBase: string | undefined;

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
    // srcset holds several URLs with sizes; nothing in a description needs it.
    node.removeAttribute('srcset');
    for (const name of URL_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value === null) continue;
      // A fragment stays in the page (a heading of the same description): it cannot navigate anywhere else.
      if (name === 'href' && value.trim().startsWith('#') && !hasControlCharacter(value)) continue;
      const gated = safeUrl(value, pendingBase);
      if (gated.ok) {
        node.setAttribute(name, gated.url);
      } else {
        node.removeAttribute(name);
        // A refused link stays as its text (an <a> without href is no link); a refused image as its alt text.
        if (node.nodeName === 'A') node.setAttribute('title', msg('chrome.linkNotFollowed', { reason: urlRefusalText(gated.refusal) }));
        if (node.nodeName === 'IMG') node.replaceWith(node.ownerDocument.createTextNode(node.getAttribute('alt') ?? ''));
      }
    }
    if (node.nodeName === 'A' && node.hasAttribute('href') && !(node.getAttribute('href') ?? '').startsWith('#')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purify;
}

/**
 * The only place description text becomes HTML: Markdown rendered by marked, then
 * sanitised by DOMPurify (no script, no event handlers, no forms, no styles); every link and
 * image URL passes `safeUrl` (http(s) only, resolved against `options.base`) or is dropped, the
 * link kept as plain text; links open in a new tab with noopener noreferrer.
 */
export function markdownToSafeHtml(text: string, options: MarkdownOptions = {}): string {
  if (!options.headingIds) return sanitize(marked.parse(text) as string, options.base);
  const lexed = lexWithIds(text, options);
  return blocksToSafeHtml(lexed.tokens, lexed, options.base);
}

/** A text's top-level tokens, and (with `headingIds`) the marker → id map of its headings, whose tokens carry the markers. */
interface Lexed {
  tokens: Token[];
  ids: Map<string, string> | undefined;
}

function lexWithIds(text: string, options: MarkdownOptions): Lexed {
  return withIds(marked.lexer(text), options);
}

/** Marks the headings of lexed `tokens` (`lexWithIds`); their inline content must be lexed. */
function withIds(tokens: Token[], options: MarkdownOptions): Lexed {
  if (!options.headingIds) return { tokens, ids: undefined };
  const nonce = randomNonce();
  const ids = new Map<string, string>();
  headingsFromTokens(tokens, options.headingLevels ?? INFO_HEADING_LEVELS).forEach(({ token, heading }, i) => {
    const mark = `spec-doc-heading-${nonce}-${i}`;
    headingMarks.set(token, mark);
    ids.set(mark, heading.id);
  });
  return { tokens, ids };
}

/** Some of a lexed text's top-level blocks as sanitised HTML (their headings with the ids of the whole text). */
function blocksToSafeHtml(blocks: Token[], lexed: Lexed, base: string | undefined): string {
  const html = marked.parser(blocks);
  pendingIds = lexed.ids;
  try {
    return sanitize(html, base);
  } finally {
    pendingIds = undefined;
  }
}

function sanitize(html: string, base: string | undefined): string {
  pendingBase = linkBase(base);
  try {
    return sanitizeWith(html);
  } finally {
    pendingBase = undefined;
  }
}

/**
 * What relative URLs of a description resolve against: its own URL when it was fetched over
 * http(s), else the page (a description given as text or a file has a blob: URL, no folder).
 */
export function linkBase(descriptionUrl: string | undefined): string {
  return descriptionUrl && /^https?:/i.test(descriptionUrl) ? descriptionUrl : document.baseURI;
}

function sanitizeWith(html: string): string {
  return sanitizer().sanitize(html, {
    // Every URI is let through here and decided by safeUrl in the hook above.
    ALLOWED_URI_REGEXP: /^/,
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
  // One plain line, as most descriptions are: what marked would write, without marked, DOMPurify
  // or a template for its HTML (see isPlainParagraph); Lit sets the text, escaped.
  if (isPlainParagraph(text)) return html`<p>${text}</p>`;
  const key = cacheKey(text, options);
  let safe = rendered.get(key);
  if (safe === undefined) {
    safe = markdownToSafeHtml(text, options);
    if (rendered.size >= RENDERED_MAX) rendered.clear();
    rendered.set(key, safe);
  }
  return unsafeHTML(safe);
}

/** Texts shorter than this render whole at once (about 8 screens of text). */
const PARTS_FROM = 16_000;
/** The first part of a longer one: its leading blocks, at least this much source, well over a screen even on a tall window. */
const FIRST_PART = 6_000;

/** Long texts already rendered in parts, by the same key as `rendered`: shown again, both parts come at once. */
const renderedParts = new Map<string, readonly [string, string]>();

/** Texts whose second part waits for the next frame. */
const pendingParts = new Set<MarkdownInParts>();

/**
 * Renders a long Markdown text (Loket's info description is 35 KB) in two parts: its leading
 * blocks now, the rest in a task after the next frame, so the first screen and what follows the
 * text are laid out and painted without waiting for the whole text to be sanitised and laid out.
 * The rest renders at once when `completeMarkdown` is called (navigation to a heading in it,
 * printing). The text is cut only between top-level blocks, and never when it holds raw HTML
 * blocks (an element opened in one part and closed in the other would be cut in two).
 */
class MarkdownInParts extends AsyncDirective {
  private key: string | undefined;
  private start = '';
  private rest: (() => string) | undefined;
  private cancel: (() => void) | undefined;

  render(text: string | undefined, options?: MarkdownOptions): unknown {
    return renderMarkdown(text, options);
  }

  override update(_part: Part, [text, options]: DirectiveParameters<this>): unknown {
    if (!text) return nothing;
    const key = cacheKey(text, options);
    if (key === this.key) return noChange;
    this.stop();
    this.key = key;
    const done = renderedParts.get(key);
    if (done) return [unsafeHTML(done[0]), unsafeHTML(done[1])];
    const split = text.length >= PARTS_FROM && !rendered.has(key) ? splitMarkdown(text, options ?? {}) : undefined;
    if (!split?.rest) {
      // Not cut: the whole text, once lexed here, renders from its tokens.
      if (split && rendered.size < RENDERED_MAX) rendered.set(key, split.start);
      return [split ? unsafeHTML(split.start) : renderMarkdown(text, options), nothing];
    }
    this.start = split.start;
    this.rest = split.rest;
    this.schedule();
    return [unsafeHTML(split.start), nothing];
  }

  /** Renders the second part now. */
  complete(): void {
    const rest = this.rest;
    if (!rest || this.key === undefined) return;
    this.stop();
    this.rest = undefined;
    const parts = [this.start, rest()] as const;
    if (renderedParts.size >= RENDERED_MAX) renderedParts.clear();
    renderedParts.set(this.key, parts);
    this.setValue([unsafeHTML(parts[0]), unsafeHTML(parts[1])]);
  }

  protected override disconnected(): void {
    this.stop();
  }

  protected override reconnected(): void {
    if (this.rest) this.schedule();
  }

  private schedule(): void {
    pendingParts.add(this);
    this.cancel = afterPaint(() => this.complete());
  }

  private stop(): void {
    pendingParts.delete(this);
    this.cancel?.();
  }
}

/**
 * The HTML of a long text's leading blocks, and a function that renders the rest (none when the
 * text is not cut: the HTML is all of it). The rest's inline content is lexed when it renders
 * (lexInParts); the headings' now, for their ids.
 */
function splitMarkdown(text: string, options: MarkdownOptions): { start: string; rest?: () => string } {
  const partly = lexInParts(text, { ...marked.defaults });
  const tokens = partly?.tokens ?? marked.lexer(text);
  let length = 0;
  let cut = 0;
  if (!tokens.some((t) => t.type === 'html')) while (cut < tokens.length && length < FIRST_PART) length += tokens[cut++]?.raw.length ?? 0;
  const whole = cut === 0 || cut >= tokens.length;
  partly?.inline(0, whole ? tokens.length : cut);
  partly?.headings();
  const lexed = withIds(tokens, options);
  if (whole) return { start: blocksToSafeHtml(tokens, lexed, options.base) };
  return {
    start: blocksToSafeHtml(tokens.slice(0, cut), lexed, options.base),
    rest: () => {
      partly?.inline(cut, tokens.length);
      return blocksToSafeHtml(tokens.slice(cut), lexed, options.base);
    },
  };
}

/**
 * Renders untrusted Markdown as `renderMarkdown` does, a long text in two parts: the first
 * screen at once, the rest after the next frame (see `completeMarkdown`).
 */
export const renderMarkdownInParts = directive(MarkdownInParts);

/** Renders now what `renderMarkdownInParts` left for after the next frame (before navigating to a heading in it, before printing). */
export function completeMarkdown(): void {
  for (const p of [...pendingParts]) p.complete();
}

/**
 * Sanitised HTML by source text: the element re-renders its tag and info sections on every
 * batch of a large description, and parsing plus sanitising the same Markdown each time would
 * be wasted work on the main thread. The same string also lets Lit skip the DOM update.
 */
const rendered = new Map<string, string>();
const RENDERED_MAX = 2000;

/**
 * Text that takes marked and DOMPurify through the paths a description's Markdown takes
 * (block and inline rules, headings with ids, a table, code, links): see `warmMarkdown`.
 */
const WARM_UP_TEXT = [
  '# Title',
  'Some *emphasis*, **strong**, `code`, a [link](https://example.com/a) and <https://example.com>.',
  '## Section',
  '- one\n- two\n  1. three',
  '| a | b |\n|---|:-:|\n| 1 | 2 |',
  '> quoted <b>html</b>',
  '```json\n{"a": 1}\n```',
  'Heading\n-------',
].join('\n\n');

let warmed = false;

/**
 * Runs the Markdown renderer once on a small sample, so that its first real use (the info
 * description, in the task that shows a loaded description) does not also pay for compiling
 * marked's and DOMPurify's code and regular expressions and for setting up DOMPurify (about
 * 10 ms on 2 cores). The element calls it while the description is still being fetched and parsed.
 */
export function warmMarkdown(): void {
  if (warmed || typeof document === 'undefined') return;
  warmed = true;
  markdownToSafeHtml(WARM_UP_TEXT, { headingIds: true, base: document.baseURI });
}

/** The cache's key; the language is part of it, since a refused link's title is in the language. */
function cacheKey(text: string, options: MarkdownOptions | undefined): string {
  return `${currentTranslator().locale}|${options?.headingIds ? 'h' : '-'}${options?.headingLevels?.join(',') ?? ''}|${options?.base ?? ''}|${text}`;
}

function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A link from the description (externalDocs, contact, license, terms, externalValue …): the URL
 * passes `safeUrl` against `base` (mailto too where `options` allows it) and opens in a new tab;
 * a refused URL is shown as plain text that says why it is not a link.
 */
export function renderLink(url: string, text: string, base: string | undefined, options?: SafeUrlOptions): TemplateResult {
  const gated = safeUrl(url, linkBase(base), options);
  return gated.ok
    ? html`<a href=${gated.url} target="_blank" rel="noopener noreferrer">${text}</a>`
    : html`<span class="refused-link" title=${msg('chrome.linkNotFollowed', { reason: urlRefusalText(gated.refusal) })}>${text}</span>`;
}

/** Whether `text` holds a C0 control character (U+0000–U+001F), which a URL parser would strip or choke on. */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) < 0x20) return true;
  return false;
}
