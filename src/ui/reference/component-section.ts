import { consume } from '@lit/context';
import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import type { ComponentDetail, ComponentItem, LinkView, SecuritySchemeView } from '../../core/model/components.js';
import type { ExampleView, OperationDetail } from '../../core/model/types.js';
import { renderLink, renderMarkdown } from '../shared/markdown.js';
import { exampleText } from './media-type.js';
import { methodBadge, renderCallback, renderContent, renderDetail, renderHeaderList, renderParameters } from './operation-body.js';
import type { DescriptionStore } from '../../worker/store.js';
import { storeContext } from './contexts.js';
import type { SectionObserver } from './operation-section.js';
import { localized, msg } from '../shared/msg.js';
import { componentKindLabel } from './tag-label.js';
import '../../core/i18n/en/components.js';
import '../../core/i18n/en/reference.js';
import { unresolvedText } from './unresolved-text.js';

/**
 * One entry of the components section (focused style with show-components): a heading
 * whose id is the item's route id, then the component rendered with the same pieces as
 * operations. The detail is fetched from the store on the first update, or, when the host
 * gives an `observer`, only once the host calls activate() (as spec-doc-operation does).
 */
@localized
export class ComponentSection extends LitElement {
  static override properties = {
    item: { attribute: false },
    store: { state: true },
    detail: { state: true },
    error: { state: true },
    loading: { state: true },
  };

  item: ComponentItem | undefined;
  /** The element's description store: the detail is fetched from it. */
  @consume({ context: storeContext, subscribe: true })
  store: DescriptionStore | undefined;
  /** The host's observer that activates sections as they near the viewport; without one the detail is fetched at once. */
  observer: SectionObserver | undefined;
  detail: ComponentDetail | undefined;
  error: string | undefined;
  loading = false;
  private activated = false;
  /** What the current detail was fetched for: a reused element given another item fetches again. */
  private fetched: { item: ComponentItem; store: DescriptionStore } | undefined;

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if ((changed.has('item') || changed.has('store')) && (!this.observer || this.activated)) this.activate();
  }

  protected override firstUpdated(): void {
    if (!this.activated) this.observer?.observe(this);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.observer?.unobserve(this);
  }

  /** Fetches and renders the detail (once per item and store). */
  activate(): void {
    this.activated = true;
    const { item, store } = this;
    if (!item || !store || (this.fetched?.item === item && this.fetched.store === store)) return;
    this.fetched = { item, store };
    this.detail = undefined;
    this.error = undefined;
    this.loading = true;
    store.component(item.kind, item.name).then(
      (d) => {
        if (this.fetched?.item !== item) return;
        this.detail = d;
        this.loading = false;
        if (!d) this.error = msg('components.componentMissing');
      },
      (e: unknown) => {
        if (this.fetched?.item !== item) return;
        this.loading = false;
        this.error = e instanceof Error ? e.message : String(e);
      },
    );
  }

  protected override render(): unknown {
    const item = this.item;
    if (!item) return nothing;
    return html`<div class="op-head component-head">
        <h3 class="op-title component-title" id=${item.id}>
          <span class="component-kind">${componentKindLabel(item.kind)}</span>
          <span class="component-name">${item.name}</span>
          ${item.deprecated ? html`<span class="chip flag deprecated">${msg('reference.deprecated')}</span>` : nothing}
        </h3>
      </div>
      ${this.renderBody()}`;
  }

  private renderBody(): unknown {
    if (this.error) return html`<div class="error-box" role="alert">${msg('components.componentFailed', { error: this.error })}</div>`;
    const d = this.detail;
    if (!d) return this.loading ? html`<div class="muted component-loading" role="status">${msg('reference.loading')}</div>` : nothing;
    if (d.unresolved) return html`<div class="flag unresolved" role="note">${msg('reference.unresolved', { reason: unresolvedText(d.unresolvedWhy, d.unresolved) })}</div>`;
    // i18n: sentence split around <code>
    return html`<div class="op-body component-body">
      ${d.refName && d.refName !== d.name ? html`<div class="muted small">${msg('components.sameAs')} <code>${d.refName}</code></div>` : nothing}
      ${d.problems.length ? html`<div class="problems" role="note"><ul>${d.problems.map((p, i) => html`<li>${unresolvedText(d.problemsWhy?.[i], p)}</li>`)}</ul></div>` : nothing}
      ${this.renderKind(d)}
    </div>`;
  }

  private renderKind(d: ComponentDetail): unknown {
    const base = this.store?.baseUrl;
    switch (d.kind) {
      case 'schemas':
        return html`<spec-doc-schema .node=${d.schema}></spec-doc-schema>`;
      case 'responses':
        return html`${renderMarkdown(d.response.description, { base })}
          ${d.response.headers.length ? html`<div class="section-head"><h4>${msg('reference.headers')}</h4></div>${renderHeaderList(d.response.headers, base, false)}` : nothing}
          ${renderContent(d.response.content)}
          ${
            d.response.links.length
              ? html`<div class="section-head"><h4>${msg('reference.links')}</h4></div>
                <ul class="component-links">
                  ${d.response.links.map((l) => html`<li><code>${l.name}</code>${l.target ? html` → <code>${l.target}</code>` : nothing} ${renderMarkdown(l.description, { base })}</li>`)}
                </ul>`
              : nothing
          }`;
      case 'requestBodies':
        return html`${d.requestBody.required ? html`<span class="chip required">${msg('reference.required')}</span>` : nothing}
          ${renderMarkdown(d.requestBody.description, { base })} ${renderContent(d.requestBody.content)}`;
      case 'mediaTypes':
        return renderContent(d.content);
      case 'parameters':
        return renderParameters([d.parameter], base, false);
      case 'headers':
        return renderHeaderList([d.header], base, false);
      case 'examples':
        return renderExample(d.example, base);
      case 'securitySchemes':
        return renderSecurityScheme(d.securityScheme, base);
      case 'links':
        return renderLinkObject(d.link, base);
      case 'callbacks':
        return renderCallback(d.callback, base);
      case 'pathItems':
        return d.operations.length ? d.operations.map((op) => renderPathItemOperation(op, base)) : html`<div class="muted small">${msg('reference.noOperations')}</div>`;
    }
  }
}

function renderExample(ex: ExampleView, base: string | undefined): TemplateResult {
  return html`${ex.summary ? html`<div class="op-summary">${ex.summary}</div>` : nothing}
    ${ex.description ? html`<div class="md">${renderMarkdown(ex.description, { base })}</div>` : nothing}
    ${ex.value !== undefined ? html`<pre class="code"><code>${exampleText(ex.value)}</code></pre>` : nothing}
    ${ex.externalValue ? html`<div class="small">${msg('components.externalValue')} ${renderLink(ex.externalValue, ex.externalValue, base)}</div>` : nothing}`;
}

/** A term and its value, left out when there is no value. */
function field(term: string, value: unknown): TemplateResult | typeof nothing {
  return value === undefined || value === '' ? nothing : html`<dt>${term}</dt><dd>${value}</dd>`;
}

function url(value: string | undefined, base: string | undefined): TemplateResult | undefined {
  return value === undefined ? undefined : renderLink(value, value, base);
}

function renderSecurityScheme(s: SecuritySchemeView, base: string | undefined): TemplateResult {
  return html`${s.description ? html`<div class="md">${renderMarkdown(s.description, { base })}</div>` : nothing}
    <dl class="component-fields">
      ${field(msg('components.schemeType'), s.type)} ${field(msg('components.scheme'), s.scheme)} ${field(msg('components.bearerFormat'), s.bearerFormat)}
      ${field(msg('components.in'), s.in)} ${field(msg('components.name'), s.name)} ${field(msg('components.openIdConnectUrl'), url(s.openIdConnectUrl, base))}
      ${field(msg('components.oauth2MetadataUrl'), url(s.oauth2MetadataUrl, base))} ${s.deprecated ? field(msg('components.deprecatedField'), msg('components.yes')) : nothing}
    </dl>
    ${s.flows.map(
      (f) => html`<section class="component-flow">
        <h5 class="group-title">${msg('components.flow', { type: f.type })}</h5>
        <dl class="component-fields">
          ${field(msg('components.authorizationUrl'), url(f.authorizationUrl, base))} ${field(msg('components.deviceAuthorizationUrl'), url(f.deviceAuthorizationUrl, base))}
          ${field(msg('components.tokenUrl'), url(f.tokenUrl, base))} ${field(msg('components.refreshUrl'), url(f.refreshUrl, base))}
        </dl>
        ${
          f.scopes.length
            ? html`<ul class="param-list scope-list">
              ${f.scopes.map((sc) => html`<li class="param"><div class="prop-row"><code class="param-name">${sc.name}</code></div>${sc.description ? html`<div class="desc">${sc.description}</div>` : nothing}</li>`)}
            </ul>`
            : html`<div class="muted small">${msg('components.noScopes')}</div>`
        }
      </section>`,
    )}`;
}

function renderLinkObject(l: LinkView, base: string | undefined): TemplateResult {
  return html`${l.description ? html`<div class="md">${renderMarkdown(l.description, { base })}</div>` : nothing}
    <dl class="component-fields">
      ${field(msg('components.operation'), l.operationId !== undefined ? html`<code>${l.operationId}</code>` : undefined)}
      ${field(msg('components.operationReference'), l.operationRef !== undefined ? html`<code>${l.operationRef}</code>` : undefined)}
      ${field(msg('reference.server'), l.server ? html`<code>${l.server.url}</code>${l.server.description ? ` ${l.server.description}` : ''}` : undefined)}
    </dl>
    ${
      l.parameters.length
        ? html`<div class="section-head"><h4>${msg('reference.parameters')}</h4></div>
          <ul class="param-list">
            ${l.parameters.map((p) => html`<li class="param"><div class="prop-row"><span class="param-name">${p.name}</span></div><div class="param-example"><code>${exampleText(p.value)}</code></div></li>`)}
          </ul>`
        : nothing
    }
    ${l.requestBody !== undefined ? html`<div class="section-head"><h4>${msg('reference.requestBody')}</h4></div><pre class="code"><code>${exampleText(l.requestBody)}</code></pre>` : nothing}`;
}

function renderPathItemOperation(op: OperationDetail, base: string | undefined): TemplateResult {
  return html`<section class="component-operation">
    <h4 class="op-title">${op.summary ? html`<span>${op.summary}</span>` : nothing}${methodBadge(op.method)}</h4>
    ${renderDetail(op, base)}
  </section>`;
}

// A chunk of its own (only the focused style with show-components shows components): loaded by
// the element when the section is asked for, it registers its element then.
if (!customElements.get('spec-doc-component')) customElements.define('spec-doc-component', ComponentSection);
