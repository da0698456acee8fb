import { html, nothing, type TemplateResult } from 'lit';
import type { Outline } from '../core/model/types.js';
import { renderMarkdown } from './markdown.js';
import { renderLink } from './operation-section.js';

/** What the download buttons offer. */
export type DownloadFormat = 'json' | 'yaml' | 'tab';

/** The info section (`#overview`): title, version, description, links, download buttons and the overview slot. */
export function renderInfo(o: Outline, download: ((format: DownloadFormat) => void) | undefined): TemplateResult {
  const i = o.info;
  return html`<section id="overview" class="overview" part="overview" data-route="overview">
    <h1>${i.title} ${i.version ? html`<span class="version">${i.version}</span>` : nothing}</h1>
    ${i.summary ? html`<p>${i.summary}</p>` : nothing}
    <div class="md">${renderMarkdown(i.description, { headingIds: true })}</div>
    <div class="info-links">
      ${i.contact?.url ? renderLink(i.contact.url, i.contact.name ?? i.contact.url) : i.contact?.name ? html`<span>${i.contact.name}</span>` : nothing}
      ${i.contact?.email ? renderLink(`mailto:${i.contact.email}`, i.contact.email) : nothing}
      ${i.license ? (i.license.url ? renderLink(i.license.url, `License: ${i.license.name ?? i.license.url}`) : html`<span>License: ${i.license.name ?? i.license.identifier}</span>`) : nothing}
      ${i.termsOfService ? renderLink(i.termsOfService, 'Terms of service') : nothing}
      ${o.externalDocs ? renderLink(o.externalDocs.url, o.externalDocs.description ?? 'External documentation') : nothing}
    </div>
    ${download
      ? html`<div class="download-buttons">
          <button type="button" @click=${() => download('json')}>Download JSON</button>
          <button type="button" @click=${() => download('yaml')}>Download YAML</button>
          <button type="button" @click=${() => download('tab')}>Open in new tab</button>
        </div>`
      : nothing}
    <slot name="overview"></slot>
  </section>`;
}

/** The servers section (`#servers`) with its slot. */
export function renderServers(o: Outline): TemplateResult {
  return html`<section id="servers" class="servers" data-route="servers">
    ${o.servers.length
      ? html`<h2 class="tag-title">Servers</h2>
          <ul>
            ${o.servers.map(
              (s) => html`<li><code>${s.url}</code>${s.description ? html` — ${s.description}` : nothing}${
                s.variables.length ? html` <span class="small muted">(${s.variables.map((v) => `${v.name} = ${v.default}`).join(', ')})</span>` : nothing
              }</li>`,
            )}
          </ul>`
      : nothing}
    <slot name="servers"></slot>
  </section>`;
}

/** The problems found in the description, folded; the rest of it still renders. */
export function renderProblems(o: Outline): TemplateResult {
  return html`<details class="problems-box">
    <summary class="problems">${o.problems.length} problem${o.problems.length > 1 ? 's' : ''} in this description (the rest is shown)</summary>
    <ul class="problems">${o.problems.slice(0, 200).map((p) => html`<li><code>${p.pointer || '/'}</code>: ${p.message}</li>`)}</ul>
  </details>`;
}
