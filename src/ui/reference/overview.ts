import { html, nothing, type TemplateResult } from 'lit';
import type { Outline, ServerVariableView, ServerView } from '../../core/model/types.js';
import { serverVariablesOf } from '../../core/request/servers.js';
import { safeUrl } from '../../core/url/safe-url.js';
import { linkBase, renderLink, renderMarkdown } from '../shared/markdown.js';

/** What the download buttons offer. */
export type DownloadFormat = 'json' | 'yaml' | 'tab';

/** The info section (`#overview`): title, version, description, links, download buttons and the overview slot. */
export function renderInfo(o: Outline, base: string, download: ((format: DownloadFormat) => void) | undefined): TemplateResult {
  const i = o.info;
  return html`<section id="overview" class="overview" part="overview" data-route="overview">
    ${i.logo ? renderLogo(i.logo, base) : nothing}
    <h1>${i.title} ${i.version ? html`<span class="version">${i.version}</span>` : nothing}</h1>
    ${i.summary ? html`<p>${i.summary}</p>` : nothing}
    <div class="md">${renderMarkdown(i.description, { headingIds: true, base })}</div>
    <div class="info-links">
      ${i.contact?.url ? renderLink(i.contact.url, i.contact.name ?? i.contact.url, base) : i.contact?.name ? html`<span>${i.contact.name}</span>` : nothing}
      ${i.contact?.email ? renderLink(`mailto:${i.contact.email}`, i.contact.email, base, { mailto: true }) : nothing}
      ${i.license ? (i.license.url ? renderLink(i.license.url, `License: ${i.license.name ?? i.license.url}`, base) : html`<span>License: ${i.license.name ?? i.license.identifier}</span>`) : nothing}
      ${i.termsOfService ? renderLink(i.termsOfService, 'Terms of service', base) : nothing}
      ${o.externalDocs ? renderLink(o.externalDocs.url, o.externalDocs.description ?? 'External documentation', base) : nothing}
    </div>
    ${
      download
        ? html`<div class="download-buttons">
          <button type="button" @click=${() => download('json')}>Download JSON</button>
          <button type="button" @click=${() => download('yaml')}>Download YAML</button>
          <button type="button" @click=${() => download('tab')}>Open in new tab</button>
        </div>`
        : nothing
    }
    <slot name="overview"></slot>
  </section>`;
}

/**
 * Redoc's `x-logo`: the image (and its link) only when both URLs pass the URL gate; a refused
 * image shows its alt text, so nothing of the description is lost.
 */
function renderLogo(logo: NonNullable<Outline['info']['logo']>, base: string): TemplateResult {
  const src = safeUrl(logo.url, linkBase(base));
  const alt = logo.altText ?? 'API logo';
  const img = src.ok
    ? html`<img class="info-logo" part="info-logo" src=${src.url} alt=${alt} @error=${hideBroken} />`
    : html`<span class="refused-link" title=${`Logo not shown: ${src.reason}`}>${alt}</span>`;
  return html`<div class="info-logo-box">${logo.href ? linkedLogo(logo.href, base, img) : img}</div>`;
}

/** A logo that does not load (an offline host, a moved file) is left out rather than shown broken. */
function hideBroken(e: Event): void {
  (e.currentTarget as HTMLElement).hidden = true;
}

function linkedLogo(href: string, base: string, content: TemplateResult): TemplateResult {
  const gated = safeUrl(href, linkBase(base));
  return gated.ok ? html`<a href=${gated.url} target="_blank" rel="noopener noreferrer">${content}</a>` : content;
}

/** What the servers section shows of the active API server. */
export interface ServerPickerView {
  servers: ServerView[];
  index: number;
  values: Record<string, string>;
  /** The URL requests go to, or why there is none. */
  resolved: { ok: true; url: string } | { ok: false; error: string };
  /** allow-server-selection: the list and variables can be changed. */
  selectable: boolean;
  /** mock-server is on and answering: say so beside the server list. */
  mockActive?: boolean;
  onSelect: (index: number) => void;
  onVariable: (name: string, value: string) => void;
}

/**
 * The servers section (`#servers`): the API server TRY sends to, chosen from the description's
 * servers (with their variables) when allow-server-selection is on, and the servers slot.
 */
export function renderServers(p: ServerPickerView): TemplateResult {
  const server = p.servers[p.index];
  const active = p.resolved.ok ? html`<div class="active-server">Requests go to <code>${p.resolved.url}</code></div>` : html`<div class="error-box" role="alert">${p.resolved.error}</div>`;
  return html`<section id="servers" class="servers" part="servers" data-route="servers">
    <h2 class="tag-title">API server</h2>
    ${
      p.selectable && p.servers.length
        ? html`<div class="server-picker">
          <label>Server
            <select @change=${(e: Event) => p.onSelect((e.currentTarget as HTMLSelectElement).selectedIndex)}>
              ${p.servers.map((s, i) => html`<option ?selected=${i === p.index}>${s.url}${s.description ? ` — ${s.description}` : ''}</option>`)}
            </select>
          </label>
          ${server ? serverVariablesOf(server).map((v) => renderVariable(v, p)) : nothing}
        </div>`
        : nothing
    }
    ${
      p.mockActive
        ? html`<div class="mock-active" role="status"><span class="badge">Mock</span> Mock server on: requests that match this description are answered in the browser</div>`
        : nothing
    }
    ${active}
    <slot name="servers"></slot>
  </section>`;
}

function renderVariable(v: ServerVariableView, p: ServerPickerView): TemplateResult {
  const value = p.values[v.name] ?? v.default;
  const set = (e: Event): void => p.onVariable(v.name, (e.currentTarget as HTMLInputElement | HTMLSelectElement).value);
  return html`<label class="server-variable"
    >${v.name}
    ${
      v.enum
        ? html`<select @change=${set}>${v.enum.map((x) => html`<option ?selected=${x === value} .value=${x}>${x}</option>`)}</select>`
        : html`<input type="text" .value=${value} @change=${set} />`
    }
    ${v.description ? html`<span class="small muted">${v.description}</span>` : nothing}</label
  >`;
}

/** The problems found in the description, folded; the rest of it still renders. */
export function renderProblems(o: Outline): TemplateResult {
  return html`<details class="problems-box">
    <summary class="problems">${o.problems.length} problem${o.problems.length > 1 ? 's' : ''} in this description (the rest is shown)</summary>
    <ul class="problems">${o.problems.slice(0, 200).map((p) => html`<li><code>${p.pointer || '/'}</code>: ${p.message}</li>`)}</ul>
  </details>`;
}
