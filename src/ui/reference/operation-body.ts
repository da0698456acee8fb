import { methodLabel } from '../shared/method-label.js';
import { html, nothing, type TemplateResult } from 'lit';
import { styleProps } from '../shared/style-props.js';
import type { CallbackView, Badge, HeaderView, MediaTypeView, OperationDetail, ParameterView, ResponseView, SchemaNode } from '../../core/model/types.js';
import { renderLink, renderMarkdown } from '../shared/markdown.js';
import { exampleText } from './media-type.js';
import { colorOf } from '../shared/theme.js';
import { readableOn, toHex } from '../../core/theme/color.js';
import { DEFAULT_TRY_OPTIONS, type AuthState } from '../try/try-options.js';
import { icon } from '../shared/icons.js';
import { renderSchemaFacts, renderType } from './schema-tree.js';
import { firstSatisfied, requirementGroups } from '../../core/security/required-security.js';
import { msg } from '../shared/msg.js';
import '../../core/i18n/en/reference.js';
import { unresolvedText } from './unresolved-text.js';
import { listText } from '../shared/list-text.js';

/** The method badge: text, not colour alone, carries the method. */
export function methodBadge(method: string): TemplateResult {
  return html`<span class="method method-${method.toLowerCase()}">${methodLabel(method)}</span>`;
}

/**
 * An operation's body (also a callback's or a path-item component's operations): description,
 * parameters, request body, responses and callbacks. The operationId, deprecation and security
 * are in the heading (operation-heading.ts); `auth` marks what TRY uses in callbacks' operations.
 */
export function renderDetail(d: OperationDetail, base: string | undefined, auth: AuthState = DEFAULT_TRY_OPTIONS.auth): TemplateResult {
  return html`<div class="op-body">
    ${d.description ? html`<div class="md op-description">${renderMarkdown(d.description, { base })}</div>` : nothing}
    ${d.problems.length ? html`<div class="problems" role="note"><ul>${d.problems.map((p, i) => html`<li>${unresolvedText(d.problemsWhy?.[i], p)}</li>`)}</ul></div>` : nothing}
    ${d.parameters.length ? renderParameters(d.parameters, base) : nothing}
    ${
      d.requestBody
        ? html`<section class="request-body">
          <div class="section-head">
            <h4>${msg('reference.requestBody')}</h4>
            ${d.requestBody.required ? html`<span class="chip required">${msg('reference.required')}</span>` : html`<span class="chip optional">${msg('reference.optional')}</span>`}
          </div>
          ${d.requestBody.unresolved ? html`<div class="flag unresolved">${msg('reference.unresolved', { reason: unresolvedText(d.requestBody.unresolvedWhy, d.requestBody.unresolved) })}</div>` : nothing}
          ${d.requestBody.description ? html`<div class="md">${renderMarkdown(d.requestBody.description, { base })}</div>` : nothing} ${renderContent(d.requestBody.content)}
        </section>`
        : nothing
    }
    ${d.responses.length ? renderResponses(d.responses, base) : nothing}
    ${
      d.callbacks.length
        ? html`<section class="callbacks">
          <div class="section-head"><h4>${msg('reference.callbacks')}</h4></div>
          ${d.callbacks.map((cb) => renderCallback(cb, base, auth))}
        </section>`
        : nothing
    }
    ${d.externalDocs ? html`<div class="external-docs">${icon('external')} ${renderLink(d.externalDocs.url, d.externalDocs.description ?? d.externalDocs.url, base)}</div>` : nothing}
  </div>`;
}

/**
 * An x-badges badge. Its colour comes from the description, so it is used only when the
 * browser parses it as a colour; it goes in through a custom property, never as raw CSS text.
 */
export function renderBadge(b: Badge): TemplateResult {
  const colour = b.color && isPlainColour(b.color) ? b.color : undefined;
  const style = colour ? { '--badge-color': colour, '--badge-fg': readableTextOn(colour) } : {};
  return html`<span class="badge ${colour ? 'coloured' : ''}" ${styleProps(style)}>${b.label}</span>`;
}

/**
 * A colour value and nothing else. `CSS.supports('color', …)` accepts any `var(…)` expression,
 * whose fallback can hold `url(…)` (a request to the description's host of choice), so custom
 * properties, URLs, escapes and the like are refused before the browser is asked.
 */
function isPlainColour(value: string): boolean {
  return !/[\\;{}<>"']|\b(var|url|env|attr|image|image-set|cross-fade|element|paint|src)\s*\(/i.test(value) && CSS.supports('color', value);
}

/** Black or white text, whichever reads better on `colour` (the theme's WCAG contrast maths). */
function readableTextOn(colour: string): string {
  const rgb = colorOf(colour);
  return rgb ? toHex(readableOn(rgb)) : '#000';
}

/** One callback: each of its operations as a closed <details> whose summary line shows the method, the path and the summary. */
export function renderCallback(cb: CallbackView, base: string | undefined, auth?: AuthState): TemplateResult {
  return html`<div class="callback">
    <div class="callback-name"><code>${cb.name}</code></div>
    ${cb.operations.map(
      (op) => html`<details class="callback-op">
        <summary>
          <span class="callback-chevron">${icon('chevron-right')}</span>${methodBadge(op.method)}<span class="op-path">${op.path}</span>${op.summary ? html`<span class="callback-summary">${op.summary}</span>` : nothing}
        </summary>
        ${op.security ? html`<div class="op-chips">${renderSecurityChips(op.security, auth)}</div>` : nothing} ${renderDetail(op, base, auth)}
      </details>`,
    )}
  </div>`;
}

/**
 * The operation's requirement as chips: alternatives (any one suffices) of schemes needed
 * together, scopes as small text; an empty alternative reads "optional". The alternative TRY
 * will use — the first the entered credentials satisfy — is marked in words, not colour alone.
 */
export function renderSecurityChips(security: Record<string, string[]>[], auth: AuthState | undefined): TemplateResult {
  if (!security.length) return html`<span class="chip security no-auth">${icon('unlock')}${msg('reference.noAuthentication')}</span>`;
  const groups = requirementGroups(security);
  const used = auth ? firstSatisfied(groups, auth.credentials, auth.schemes) : -1;
  const list = html`<ul class="requirements">
      ${groups.map((g, i) => {
        const scopes = g.schemes.flatMap((sc) => sc.scopes);
        const names = g.schemes.length
          ? g.schemes.map(
              (sc, j) =>
                html`${j ? ` ${msg('reference.schemesAnd')} ` : ''}<span class="scheme-id">${sc.id}</span>${
                  // OpenAPI 3.2.0, Security Scheme Object, `deprecated`.
                  auth?.schemes.some((x) => x.id === sc.id && x.deprecated) ? html`<span class="scheme-deprecated"> ${msg('reference.schemeDeprecated')}</span>` : nothing
                }${sc.scopes.length ? html`<span class="scopes"> ${msg('reference.schemeScopes', { scopes: listText(sc.scopes) })}</span>` : nothing}`,
            )
          : msg('reference.noCredentials');
        // One line: the chip's text is read as a whole ("http-basic — satisfied, used by TRY").
        return html`<li class="chip requirement ${i === used ? 'is-used' : ''}" title=${scopes.length ? msg('reference.scopesTitle', { scopes: listText(scopes) }) : nothing}>${i === used ? icon('check') : nothing}${names}${
          i === used ? html`<strong class="satisfied"> ${msg('reference.usedByTry')}</strong>` : nothing
        }</li>`;
      })}
    </ul>`;
  // More than three alternatives (Scalar's Galaxy offers eight) would fill the heading with chips: they open from a count instead.
  if (groups.length > 3)
    return html`<details class="security security-many">
      <summary class="security-label">${icon('lock')}<span>${msg('reference.anyOneOfCount', { count: groups.length })}</span>${icon('chevron-right')}</summary>
      ${list}
    </details>`;
  return html`<span class="security">
    <span class="security-label">${icon('lock')}<span>${groups.length > 1 ? msg('reference.anyOneOf') : msg('reference.auth')}</span></span>
    ${list}
  </span>`;
}

// `querystring` (OpenAPI 3.2.0): the whole query string as one parameter, shown with its media type.
const LOCATIONS = ['path', 'query', 'querystring', 'header', 'cookie'] as const;
// Functions, read as the list renders: msg() answers in the language of that render.
const LOCATION_TITLES: Record<string, () => string> = {
  path: () => msg('reference.pathParameters'),
  query: () => msg('reference.queryParameters'),
  querystring: () => msg('reference.queryString'),
  header: () => msg('reference.headerParameters'),
  cookie: () => msg('reference.cookieParameters'),
};

/**
 * Parameters as readable lists grouped by where they go (path, query, header, cookie), one
 * compact block per parameter; `heading` false leaves out the "Parameters" title.
 */
export function renderParameters(params: ParameterView[], base: string | undefined, heading = true): TemplateResult {
  const known = (p: ParameterView): boolean => (LOCATIONS as readonly string[]).includes(p.in);
  const groups: { loc: string; items: ParameterView[] }[] = [
    ...LOCATIONS.map((loc) => ({ loc, items: params.filter((p) => p.in === loc) })),
    { loc: 'other', items: params.filter((p) => !known(p)) },
  ].filter((g) => g.items.length);
  return html`<section class="parameters">
    ${heading ? html`<div class="section-head"><h4>${msg('reference.parameters')}</h4></div>` : nothing}
    ${groups.map(
      (g) => html`<div class="param-group">
        <h5 class="group-title">${LOCATION_TITLES[g.loc]?.() ?? msg('reference.otherParameters')}</h5>
        <ul class="param-list">
          ${g.items.map((p) => renderParameter(p, base))}
        </ul>
      </div>`,
    )}
  </section>`;
}

/** Whether a schema needs the full tree (its own properties or alternatives), not one line. */
function isComplex(node: SchemaNode): boolean {
  const inner = node.items ?? node;
  return !!(inner.properties?.length || inner.composition || inner.deferred || node.composition);
}

/** One parameter (or header) as a block: name, type, required and flags; description, constraints, enum values, example. */
function renderParameter(p: ParameterView, base: string | undefined): TemplateResult {
  const schema = p.schema;
  return html`<li class="param ${p.deprecated ? 'is-deprecated-prop' : ''}">
    <div class="prop-row">
      <span class="param-name">${p.name}</span>${schema && !p.unresolved ? renderType(schema) : nothing}${
        p.serialization?.content !== undefined ? html`<span class="chip media-type">${p.serialization.content}</span>` : nothing
      }${p.required ? html`<span class="chip required">${msg('reference.required')}</span>` : nothing}${
        p.deprecated ? html`<span class="chip flag deprecated">${msg('reference.deprecated')}</span>` : nothing
      }${p.unresolved ? html`<span class="chip flag unresolved">${msg('reference.unresolved', { reason: unresolvedText(p.unresolvedWhy, p.unresolved) })}</span>` : nothing}
    </div>
    ${p.description ? html`<div class="desc md">${renderMarkdown(p.description, { base })}</div>` : nothing}
    ${schema && !p.unresolved ? (isComplex(schema) ? html`<spec-doc-schema .node=${schema}></spec-doc-schema>` : renderSchemaFacts(schema)) : nothing}
    ${p.example !== undefined && !p.hideExample ? html`<div class="param-example">${msg('reference.exampleLabel')} <code>${exampleText(p.example)}</code></div>` : nothing}
  </li>`;
}

/** Headers (a response's, or a header component): the same blocks as parameters; `title` false leaves out the small "Headers" label. */
export function renderHeaderList(headers: HeaderView[], base: string | undefined, title = true): TemplateResult {
  return html`<div class="param-group response-headers">
    ${title ? html`<h5 class="group-title">${msg('reference.headers')}</h5>` : nothing}
    <ul class="param-list">
      ${headers.map((h) =>
        renderParameter(
          // A dangling header shows the unresolved chip (its reason in the interface's language) rather than the English reason as its description.
          {
            name: h.name,
            in: 'header',
            required: h.required,
            deprecated: false,
            description: h.unresolved === undefined ? h.description : '',
            ...(h.schema ? { schema: h.schema } : {}),
            ...(h.unresolved === undefined ? {} : { unresolved: h.unresolved, ...(h.unresolvedWhy ? { unresolvedWhy: h.unresolvedWhy } : {}) }),
          },
          base,
        ),
      )}
    </ul>
  </div>`;
}

/** Media types with their schema trees and examples (see MediaTypeBlock). */
export function renderContent(content: MediaTypeView[]): unknown {
  return content.map((mt) => html`<spec-doc-media-type .media=${mt}></spec-doc-media-type>`);
}

/**
 * Responses as rows: the colour-coded status (its class in words too) and description; the
 * headers, body and links open below. The first success is open, the others closed, so the
 * common case reads at once and errors stay one click away. The open state lives in the DOM
 * (the button and its row), and closed bodies stay in the DOM, hidden by CSS, so print and
 * find-in-page reach them.
 */
function renderResponses(responses: ResponseView[], base: string | undefined): TemplateResult {
  const firstOk = responses.findIndex((r) => r.status.startsWith('2'));
  const openIndex = firstOk === -1 ? 0 : firstOk;
  return html`<section class="responses">
    <div class="section-head"><h4>${msg('reference.responses')}</h4></div>
    <ul class="response-list">
      ${responses.map((r, i) => {
        const more = !!(r.headers.length || r.content.length || r.links.length || r.unresolved);
        const open = i === openIndex;
        const status = html`<span class="status status-${r.status[0]}">${r.status}</span>`;
        return html`<li class="response ${more ? 'disclosure' : ''} ${more && !open ? 'is-collapsed' : ''}">
          <div class="response-head">
            ${
              more
                ? html`<button type="button" class="response-toggle" aria-expanded=${open ? 'true' : 'false'} @click=${toggleDisclosure}>
                  <span class="response-chevron">${icon('chevron-right')}</span><span class="visually-hidden">${msg('reference.responseHidden')} </span>${status}
                </button>`
                : html`<span class="response-toggle static">${status}</span>`
            }
            ${r.summary ? html`<span class="response-summary">${r.summary}</span>` : nothing}
            ${r.description ? html`<div class="response-desc md">${renderMarkdown(r.description, { base })}</div>` : nothing}
          </div>
          ${
            more
              ? html`<div class="response-body">
                ${r.unresolved ? html`<div class="flag unresolved">${msg('reference.unresolved', { reason: unresolvedText(r.unresolvedWhy, r.unresolved) })}</div>` : nothing}
                ${r.headers.length ? renderHeaderList(r.headers, base) : nothing} ${renderContent(r.content)}
                ${
                  r.links.length
                    ? html`<div class="response-links small">
                      <span class="group-title">${msg('reference.links')}</span>
                      ${r.links.map((l) => html`<span class="chip"><code>${l.name}</code>${l.target ? html` → <code>${l.target}</code>` : nothing}</span>`)}
                    </div>`
                    : nothing
                }
              </div>`
              : nothing
          }
        </li>`;
      })}
    </ul>
  </section>`;
}

/** Opens or closes a response row: the button says so (aria-expanded), its row's class shows or hides the body. */
function toggleDisclosure(e: Event): void {
  const button = e.currentTarget as HTMLElement;
  const open = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', open ? 'true' : 'false');
  button.closest('.disclosure')?.classList.toggle('is-collapsed', !open);
}
