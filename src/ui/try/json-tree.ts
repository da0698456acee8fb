import { html, nothing, type TemplateResult } from 'lit';
import { CHILD_PAGE } from '../../core/response/initially-open.js';
import { isJsonContainer, jsonChildPath, jsonEntries, jsonPathLabel } from '../../core/response/json-entries.js';
import { jsonLeaf } from '../../core/response/json-leaf.js';
import { msg } from '../shared/msg.js';
import '../../core/i18n/en/try.js';

/** The JSON tree's view state (held by the response view) and the handlers that change it. */
export interface JsonTreeState {
  /** Paths of the open containers. */
  readonly open: ReadonlySet<string>;
  /** How many children a container shows, by path, once "Show more" was used. */
  readonly more: ReadonlyMap<string, number>;
  toggle(path: string): void;
  showMore(path: string, shown: number): void;
}

/** Rows of the JSON tree end with a line feed, so its text (copied, or read) is the JSON as shown. */
const NL = '\n';

/** A parsed JSON body as rows of text: keys and leaves as JSON, containers foldable with a button. */
export function renderJsonTree(value: unknown, state: JsonTreeState): TemplateResult {
  return renderNode(value, '', undefined, 0, true, state);
}

/** One JSON value and, when it is an open container, its children (CHILD_PAGE at a time). */
function renderNode(v: unknown, path: string, key: string | number | undefined, depth: number, last: boolean, state: JsonTreeState): TemplateResult {
  const indent = '  '.repeat(depth);
  const label = typeof key === 'string' ? html`<span class="jt-key">${JSON.stringify(key)}</span>: ` : nothing;
  const comma = last ? '' : ',';
  if (!isJsonContainer(v)) {
    const leaf = jsonLeaf(v);
    return html`<span class="jt-row">${indent}${label}<span class=${`jt-${leaf.type}`}>${leaf.text}</span>${comma}</span>${NL}`;
  }
  const array = Array.isArray(v);
  const [openCh, closeCh] = array ? ['[', ']'] : ['{', '}'];
  const entries = jsonEntries(v);
  if (entries.length === 0) return html`<span class="jt-row">${indent}${label}${openCh}${closeCh}${comma}</span>${NL}`;
  const isOpen = state.open.has(path);
  const size = array ? msg('try.jsonItems', { count: entries.length }) : msg('try.jsonKeys', { count: entries.length });
  const name = path === '' ? msg('try.jsonRoot') : jsonPathLabel(path);
  const toggle = html`<button type="button" class="jt-toggle" aria-expanded=${isOpen ? 'true' : 'false'} aria-label=${msg('try.jsonToggle', { path: name, size })} @click=${() => state.toggle(path)}></button>`;
  if (!isOpen) {
    return html`<span class="jt-row">${toggle}${indent}${label}${openCh}…${closeCh}${comma} <span class="jt-count">${size}</span></span>${NL}`;
  }
  const limit = state.more.get(path) ?? CHILD_PAGE;
  const shown = entries.length > limit ? entries.slice(0, limit) : entries;
  return html`<span class="jt-row">${toggle}${indent}${label}${openCh}</span>${NL}${shown.map(([k, child], i) =>
    renderNode(child, jsonChildPath(path, k), array ? undefined : k, depth + 1, i === entries.length - 1, state),
  )}${
    entries.length > shown.length
      ? html`<span class="jt-row">${indent}  <button type="button" class="link-button" @click=${() => state.showMore(path, limit + CHILD_PAGE)}>${msg('try.showMore', { count: Math.min(CHILD_PAGE, entries.length - shown.length), hidden: entries.length - shown.length })}</button></span>${NL}`
      : nothing
  }<span class="jt-row">${indent}${closeCh}${comma}</span>${NL}`;
}
