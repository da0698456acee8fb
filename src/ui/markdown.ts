import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import { nothing } from 'lit';
import { unsafeHTML } from 'lit/directives/unsafe-html.js';

const marked = new Marked({ gfm: true, breaks: false, async: false });

/** Links and images may only use these schemes (or be relative); no javascript:, data:, vbscript:. */
const SAFE_URL = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

let purify: ReturnType<typeof DOMPurify> | undefined;

function sanitizer(): ReturnType<typeof DOMPurify> {
  if (purify) return purify;
  purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
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
export function markdownToSafeHtml(text: string): string {
  const html = marked.parse(text) as string;
  return sanitizer().sanitize(html, {
    ALLOWED_URI_REGEXP: SAFE_URL,
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'object', 'embed', 'base', 'link', 'meta', 'svg', 'math'],
    FORBID_ATTR: ['style', 'id', 'name', 'class'],
    ALLOW_DATA_ATTR: false,
  });
}

/** Renders untrusted Markdown as a sanitised Lit template part. */
export function renderMarkdown(text: string | undefined): unknown {
  if (!text) return nothing;
  return unsafeHTML(markdownToSafeHtml(text));
}
