import { html, nothing, type TemplateResult } from 'lit';
import type { Outline, ServerVariableView, ServerView } from '../../core/model/types.js';
import { serverOptionLabel, serverVariablesOf } from '../../core/request/servers.js';
import { safeUrl } from '../../core/url/safe-url.js';
import { icon, type IconName } from '../shared/icons.js';
import { renderCopyMarkdown } from './copy-markdown.js';
import { problemWords } from './problem-words.js';
import { linkBase, renderLink, renderMarkdownInParts } from '../shared/markdown.js';
import { msg } from '../shared/msg.js';
import '../../core/i18n/en/reference.js';
import { urlRefusalText } from '../shared/url-refusal-text.js';

/** What the download buttons offer. */
export type DownloadFormat = 'json' | 'yaml' | 'tab' | 'markdown';

/** The info section (`#overview`): title, version chips, description, links, download buttons (and Copy as Markdown, given `markdown`) and the overview slot. */
export function renderInfo(o: Outline, base: string, download: ((format: DownloadFormat) => void) | undefined, markdown?: () => Promise<string>): TemplateResult {
  const i = o.info;
  return html`<section id="overview" class="overview" part="overview" data-route="overview">
    ${i.logo ? renderLogo(i.logo, base) : nothing}
    <h1>${i.title}</h1>
    <div class="overview-chips">
      ${i.version ? html`<span class="chip version"><span class="visually-hidden">${msg('reference.apiVersion')} </span>${versionLabel(i.version)}</span>` : nothing}
      ${o.sourceVersion ? html`<span class="chip spec-version">${specVersionLabel(o.sourceVersion)}</span>` : nothing}
    </div>
    ${i.summary ? html`<p class="overview-summary">${i.summary}</p>` : nothing}
    <div class="md">${renderMarkdownInParts(i.description, { headingIds: true, base })}</div>
    ${renderInfoLinks(o, base)}
    ${
      download || markdown
        ? html`<div class="download-buttons">
          ${
            download
              ? html`<button type="button" class="secondary" @click=${() => download('json')}>${icon('download')}${msg('reference.downloadJson')}</button>
                <button type="button" class="secondary" @click=${() => download('yaml')}>${icon('download')}${msg('reference.downloadYaml')}</button>
                ${markdown ? html`<button type="button" class="secondary" @click=${() => download('markdown')}>${icon('download')}${msg('reference.downloadMarkdown')}</button>` : nothing}
                <button type="button" class="secondary" @click=${() => download('tab')}>${icon('external')}${msg('reference.openInNewTab')}</button>`
              : nothing
          }
          ${markdown ? renderCopyMarkdown(markdown, true) : nothing}
        </div>`
        : nothing
    }
    <slot name="overview"></slot>
  </section>`;
}

/** A dotted number reads as a version with a "v" (v1.0.0); anything else (a date, a name) as written. */
function versionLabel(version: string): string {
  return /^\d+(\.\d+)*$/.test(version) ? msg('reference.versionNumber', { version }) : version;
}

/** "OpenAPI 3.1.0", or "Swagger 2.0" for a description written in Swagger 2 (read as OpenAPI 3). */
function specVersionLabel(sourceVersion: string): string {
  return `${sourceVersion.startsWith('2') ? 'Swagger' : 'OpenAPI'} ${sourceVersion}`;
}

/**
 * Contact, licence, terms and external docs as a row of icon links. The icon says what a link
 * is (a mail, a licence), so the text can be the name itself; a visually hidden prefix keeps
 * that meaning for screen readers.
 */
function renderInfoLinks(o: Outline, base: string): unknown {
  const i = o.info;
  const items: TemplateResult[] = [];
  // `label` is the hidden prefix as the catalogue writes it, its colon included (French puts a space before it).
  const item = (name: IconName | undefined, label: string | undefined, content: unknown): void => {
    items.push(html`<li class="info-link">${name ? icon(name) : nothing}${label ? html`<span class="visually-hidden">${label} </span>` : nothing}${content}</li>`);
  };
  if (i.contact?.url) item('external', msg('reference.contactLabel'), renderLink(i.contact.url, i.contact.name ?? i.contact.url, base));
  else if (i.contact?.name) item(undefined, undefined, html`<span>${msg('reference.contactName', { name: i.contact.name })}</span>`);
  if (i.contact?.email) item('mail', msg('reference.emailLabel'), renderLink(`mailto:${i.contact.email}`, i.contact.email, base, { mailto: true }));
  if (i.license) {
    const name = i.license.name ?? i.license.identifier ?? i.license.url ?? '';
    // "MIT license"; a name that already says so ("Apache License 2.0") as it is.
    const text = /licen[cs]e/i.test(name) ? name : msg('reference.license', { name });
    item('scale', undefined, i.license.url ? renderLink(i.license.url, text, base) : html`<span>${text}</span>`);
  }
  if (i.termsOfService) item('document', undefined, renderLink(i.termsOfService, msg('reference.termsOfService'), base));
  if (o.externalDocs) item('external', msg('reference.documentationLabel'), renderLink(o.externalDocs.url, o.externalDocs.description ?? msg('reference.externalDocumentation'), base));
  // OpenAPI 3.2 `$self`: the document's own URI (resolved as its references are), shown as text: it identifies, it need not be fetchable.
  if (o.self) item('document', undefined, html`<span class="info-self">${msg('reference.documentUri')} <code>${resolvedSelf(o.self, base)}</code></span>`);
  return items.length ? html`<ul class="info-links">${items}</ul>` : nothing;
}

/**
 * Redoc's `x-logo`: the image (and its link) only when both URLs pass the URL gate; a refused
 * image shows its alt text, so nothing of the description is lost.
 */
function renderLogo(logo: NonNullable<Outline['info']['logo']>, base: string): TemplateResult {
  const src = safeUrl(logo.url, linkBase(base));
  const alt = logo.altText ?? msg('reference.apiLogo');
  const img = src.ok
    ? html`<img class="info-logo" part="info-logo" src=${src.url} alt=${alt} @error=${hideBroken} @load=${showLoaded} />`
    : html`<span class="refused-link" title=${msg('reference.logoNotShown', { reason: urlRefusalText(src.refusal) })}>${alt}</span>`;
  return html`<div class="info-logo-box">${logo.href ? linkedLogo(logo.href, base, img) : img}</div>`;
}

/**
 * A logo that does not load (an offline host, a moved file) is left out rather than shown broken,
 * with its box and link, so the title moves up to where the logo would have been, with no gap.
 */
function hideBroken(e: Event): void {
  const img = e.currentTarget as HTMLElement;
  img.hidden = true;
  const box = img.closest<HTMLElement>('.info-logo-box');
  if (box) box.hidden = true;
}

/** The same box showing another description's logo that loads: shown again (Lit keeps the box and its `hidden`). */
function showLoaded(e: Event): void {
  const img = e.currentTarget as HTMLElement;
  img.hidden = false;
  const box = img.closest<HTMLElement>('.info-logo-box');
  if (box) box.hidden = false;
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
 * servers (with their variables) when allow-server-selection is on, and the servers slot. A
 * compact card: beside the overview on wide screens, under it otherwise.
 */
export function renderServers(p: ServerPickerView, routed = true): TemplateResult {
  const server = p.servers[p.index];
  const active = p.resolved.ok
    ? html`<div class="active-server"><span class="active-server-label">${msg('reference.requestsGoTo')}</span> <code>${p.resolved.url}</code></div>`
    : html`<div class="error-box" role="alert">${p.resolved.error}</div>`;
  const variables = server ? serverVariablesOf(server) : [];
  return html`<section id="servers" class="servers overview-card" part="servers" data-route=${routed ? 'servers' : nothing}>
    <h2 class="card-title">${icon('server')}${msg('reference.apiServer')}</h2>
    ${
      p.selectable && p.servers.length
        ? html`<div class="server-picker">
          <label class="server-field"
            ><span class="field-label">${msg('reference.server')}</span>
            <select dir="ltr" @change=${(e: Event) => p.onSelect((e.currentTarget as HTMLSelectElement).selectedIndex)}>
              ${p.servers.map((s, i) => html`<option ?selected=${i === p.index}>${serverOptionLabel(s)}</option>`)}
            </select>
          </label>
          ${variables.length ? html`<div class="server-variables">${variables.map((v) => renderVariable(v, p))}</div>` : nothing}
        </div>`
        : nothing
    }
    ${p.mockActive ? html`<div class="mock-active" role="status"><span class="badge">${msg('reference.mockBadge')}</span> ${msg('reference.mockActive')}</div>` : nothing}
    ${active}
    <slot name="servers"></slot>
  </section>`;
}

function renderVariable(v: ServerVariableView, p: ServerPickerView): TemplateResult {
  const value = p.values[v.name] ?? v.default;
  const set = (e: Event): void => p.onVariable(v.name, (e.currentTarget as HTMLInputElement | HTMLSelectElement).value);
  return html`<label class="server-variable"
    ><span class="field-label">${v.name}</span>
    ${
      v.enum
        ? html`<select dir="ltr" @change=${set}>${v.enum.map((x) => html`<option ?selected=${x === value} .value=${x}>${x}</option>`)}</select>`
        : html`<input type="text" dir="ltr" .value=${value} @change=${set} />`
    }
    ${v.description ? html`<span class="small muted">${v.description}</span>` : nothing}</label
  >`;
}

/**
 * The problems found in the description, folded; the rest of it still renders. Their words are a
 * lazy chunk the load controller brings when there are problems (spec-loaded waits for it); until
 * then, and if it cannot load, each problem shows the core's English message.
 */
export function renderProblems(o: Outline): TemplateResult {
  const words = problemWords();
  return html`<details class="problems-box">
    <summary class="problems">${msg('reference.problemsSummary', { count: o.problems.length })}</summary>
    <ul class="problems">${o.problems.slice(0, 200).map((p) => html`<li><code>${p.pointer || '/'}</code>: ${words ? words.problemText(p) : p.message}</li>`)}</ul>
  </details>`;
}

/** `$self` resolved against the description's URL, as the loader resolved it (as written when either is not a URL). */
function resolvedSelf(self: string, base: string): string {
  try {
    return new URL(self, base).href.split('#')[0]!;
  } catch {
    return self;
  }
}
