import { html, nothing, type TemplateResult } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';
import type { MarkdownHeading } from '../../core/model/markdown-headings.js';
import { safeUrl, type SafeUrlOptions } from '../../core/url/safe-url.js';
import { linkBase } from './link-base.js';
import type { MarkdownOptions } from './markdown-engine.js';

type Engine = typeof import('./markdown-engine.js');

/** The Markdown engine (markdown-engine.ts), once its chunk has loaded. */
let engine: Engine | undefined;

/**
 * Settles when the Markdown engine has loaded (or failed to: Markdown is then shown as plain
 * text). Its chunk is asked for when this module runs, beside the description's fetch; a load
 * awaits this before it renders, so descriptions never show unrendered Markdown.
 */
export const markdownReady: Promise<void> = import('./markdown-engine.js').then(
  (m) => {
    engine = m;
  },
  (e: unknown) => console.error('<spec-doc>: the Markdown renderer could not be loaded; Markdown is shown as plain text', e),
);

/** True once the Markdown engine is in (for derived data to recompute when it arrives). */
export function markdownLoaded(): boolean {
  return engine !== undefined;
}

/** The headings `renderMarkdown` with `headingIds` gives ids (see core's markdownHeadings); none until the engine is in. */
export function markdownHeadings(text: string, levels?: readonly number[]): MarkdownHeading[] {
  return engine ? engine.headingsWithIds(text, levels) : [];
}

/**
 * Renders untrusted Markdown as a sanitised Lit template part; with `headingIds`, its H1/H2
 * carry the ids `markdownHeadings` gives for the same text, so nav entries can scroll to them.
 */
export function renderMarkdown(text: string | undefined, options?: MarkdownOptions): unknown {
  if (!text) return nothing;
  // Before the engine is in (loads wait for it, so only if its chunk failed): the text, as text.
  if (!engine) return text;
  const key = `${options?.headingIds ? 'h' : '-'}${options?.headingLevels?.join(',') ?? ''}|${options?.base ?? ''}|${text}`;
  let safe = rendered.get(key);
  if (safe === undefined) {
    safe = engine.markdownToSafeHtml(text, options);
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

/**
 * A link from the description (externalDocs, contact, license, terms, externalValue …): the URL
 * passes `safeUrl` against `base` (mailto too where `options` allows it) and opens in a new tab;
 * a refused URL is shown as plain text that says why it is not a link.
 */
export function renderLink(url: string, text: string, base: string | undefined, options?: SafeUrlOptions): TemplateResult {
  const gated = safeUrl(url, linkBase(base), options);
  return gated.ok
    ? html`<a href=${gated.url} target="_blank" rel="noopener noreferrer">${text}</a>`
    : html`<span class="refused-link" title=${`Link not followed: ${gated.reason}`}>${text}</span>`;
}
