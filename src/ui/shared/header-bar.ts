import { html, nothing, type TemplateResult } from 'lit';
import { icon } from './icons.js';

/** What the header bar shows and offers. */
export interface HeaderBarOptions {
  /** heading-text. */
  title: string;
  /** spec-url, shown in the URL box. */
  url: string;
  /** allow-spec-url-load: the URL box. */
  urlBox: boolean;
  /** allow-spec-file-load, above 768 px: the file picker. */
  filePicker: boolean;
  /** The `API` select of the sources switcher (a lazily loaded template), after the title. */
  sources?: unknown;
  /** The phone drawer is open over the page: the header leaves the tab order. */
  inert?: boolean;
  /** The reader submitted a URL (trimmed, not empty). */
  onUrl: (url: string) => void;
  /** The reader picked a file. */
  onFile: (file: File) => void;
}

/** The header bar: logo slot, title, the sources switcher's select, the URL box and file picker that load a description, the header slot. */
export function renderHeaderBar(o: HeaderBarOptions): TemplateResult {
  const submit = (e: Event): void => {
    e.preventDefault();
    const input = (e.currentTarget as HTMLFormElement).elements.namedItem('spec-url') as HTMLInputElement | null;
    const value = input?.value.trim();
    if (value) o.onUrl(value);
  };
  const choose = (e: Event): void => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    o.onFile(file);
    input.value = '';
  };
  return html`<header class="top" part="header" ?inert=${!!o.inert}>
    <slot name="logo"></slot>
    <span class="title">${o.title}</span>
    ${o.sources ?? nothing}
    ${
      o.urlBox
        ? html`<form class="url-box" @submit=${submit} role="search" aria-label="Load a description">
          <span class="url-field">${icon('link')}<input type="url" name="spec-url" aria-label="Description URL" placeholder="Description URL" .value=${o.url} /></span>
          <button type="submit">Load</button>
        </form>`
        : nothing
    }
    ${
      o.filePicker
        ? html`<label class="file-label button secondary"
          >${icon('document')}<span>Open file</span
          ><input type="file" accept=".json,.yaml,.yml,application/json,application/yaml,text/yaml" @change=${choose}
        /></label>`
        : nothing
    }
    <slot name="header"></slot>
  </header>`;
}
