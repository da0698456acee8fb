import { html, nothing, type TemplateResult } from 'lit';
import { styleProps } from '../shared/style-props.js';
import type { CallbackView, Badge, MediaTypeView, OperationDetail, ParameterView, ResponseView } from '../../core/model/types.js';
import { renderLink, renderMarkdown } from '../shared/markdown.js';
import { exampleText } from './media-type.js';
import { colorOf } from '../shared/theme.js';
import { readableOn, toHex } from '../../core/theme/color.js';
import { DEFAULT_TRY_OPTIONS, type AuthState } from '../try/try-options.js';
import { firstSatisfied, requirementGroups } from '../../core/security/required-security.js';

/** The method badge: text, not colour alone, carries the method. */
export function methodBadge(method: string): TemplateResult {
  return html`<span class="method method-${method}">${method.toUpperCase()}</span>`;
}

/** An operation's body (also a callback's or a path-item component's operations). */
export function renderDetail(d: OperationDetail, base: string | undefined, auth: AuthState = DEFAULT_TRY_OPTIONS.auth): TemplateResult {
  return html`<div class="op-body">
    ${d.operationId ? html`<div class="muted small">operationId: <code>${d.operationId}</code></div>` : nothing}
    ${d.description ? html`<div class="md">${renderMarkdown(d.description, { base })}</div>` : nothing}
    ${d.problems.length ? html`<div class="problems" role="note"><ul>${d.problems.map((p) => html`<li>${p}</li>`)}</ul></div>` : nothing}
    ${d.security ? renderSecurity(d.security, auth) : nothing}
    ${d.parameters.length ? renderParameters(d.parameters, base) : nothing}
    ${
      d.requestBody
        ? html`<section class="request-body">
          <h4>Request body${d.requestBody.required ? html` <span class="required-text">(required)</span>` : nothing}</h4>
          ${d.requestBody.unresolved ? html`<div class="flag unresolved">unresolved: ${d.requestBody.unresolved}</div>` : nothing}
          ${renderMarkdown(d.requestBody.description, { base })} ${renderContent(d.requestBody.content)}
        </section>`
        : nothing
    }
    ${d.responses.length ? renderResponses(d.responses, base) : nothing}
    ${
      d.callbacks.length
        ? html`<section class="callbacks">
          <h4>Callbacks</h4>
          ${d.callbacks.map((cb) => renderCallback(cb, base))}
        </section>`
        : nothing
    }
    ${d.externalDocs ? html`<div class="external-docs">${renderLink(d.externalDocs.url, d.externalDocs.description ?? d.externalDocs.url, base)}</div>` : nothing}
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

/** One callback: each of its operations as a closed <details>. */
export function renderCallback(cb: CallbackView, base: string | undefined): TemplateResult {
  return html`<div class="callback">
    <div class="callback-name">${cb.name}</div>
    ${cb.operations.map(
      (op) => html`<details class="callback-op">
        <summary>${methodBadge(op.method)} <span class="op-path">${op.path}</span> ${op.summary}</summary>
        ${renderDetail(op, base)}
      </details>`,
    )}
  </div>`;
}

/**
 * The operation's requirement: alternatives (any one suffices) of schemes needed together,
 * with scopes; an empty alternative reads "optional". The alternative TRY will use — the
 * first the entered credentials satisfy — is marked in words, not colour alone.
 */
function renderSecurity(security: Record<string, string[]>[], auth: AuthState): TemplateResult {
  if (!security.length) return html`<div class="security muted small">No authentication</div>`;
  const groups = requirementGroups(security);
  const used = firstSatisfied(groups, auth.credentials, auth.schemes);
  return html`<div class="security small">
    <span>Authentication${groups.length > 1 ? ' (any one of)' : ''}:</span>
    <ul class="requirements">
      ${groups.map((g, i) => {
        const text = g.schemes.length ? g.schemes.map((s) => (s.scopes.length ? `${s.id} (scopes: ${s.scopes.join(', ')})` : s.id)).join(' and ') : 'optional (no credentials)';
        return html`<li class="requirement ${i === used ? 'is-used' : ''}">${text}${i === used ? html` <strong class="satisfied">— satisfied, used by TRY</strong>` : nothing}</li>`;
      })}
    </ul>
  </div>`;
}

/** Parameters as a table, path first; `heading` false leaves out the "Parameters" title. */
export function renderParameters(params: ParameterView[], base: string | undefined, heading = true): TemplateResult {
  const groups = ['path', 'query', 'header', 'cookie'];
  const order = (p: ParameterView): number => groups.indexOf(p.in) + 1 || 9;
  const sorted = [...params].sort((a, b) => order(a) - order(b));
  return html`<section class="parameters">
    ${heading ? html`<h4>Parameters</h4>` : nothing}
    <table class="param-table">
      <thead><tr><th scope="col">Name</th><th scope="col">In</th><th scope="col">Type</th><th scope="col">Description</th></tr></thead>
      <tbody>
        ${sorted.map(
          (p) => html`<tr class=${p.deprecated ? 'is-deprecated' : ''}>
            <td><span class="param-name">${p.name}</span>${p.required ? html`<span class="required" title="required">*</span><span class="visually-hidden"> (required)</span>` : nothing}${
              p.deprecated ? html` <span class="flag deprecated">deprecated</span>` : nothing
            }</td>
            <td>${p.in}</td>
            <td>${p.unresolved ? html`<span class="flag unresolved">unresolved: ${p.unresolved}</span>` : p.schema ? html`<spec-doc-schema .node=${p.schema}></spec-doc-schema>` : nothing}</td>
            <td>${renderMarkdown(p.description, { base })}${p.example !== undefined && !p.hideExample ? html`<div class="small">Example: <code>${exampleText(p.example)}</code></div>` : nothing}</td>
          </tr>`,
        )}
      </tbody>
    </table>
  </section>`;
}

/** Media types with their schema trees and examples (see MediaTypeBlock). */
export function renderContent(content: MediaTypeView[]): unknown {
  return content.map((mt) => html`<spec-doc-media-type .media=${mt}></spec-doc-media-type>`);
}

function renderResponses(responses: ResponseView[], base: string | undefined): TemplateResult {
  return html`<section class="responses">
    <h4>Responses</h4>
    ${responses.map(
      (r) => html`<div class="response">
        <div class="response-head"><span class="status status-${r.status[0]}">${r.status}</span> ${renderMarkdown(r.description, { base })}</div>
        ${r.unresolved ? html`<div class="flag unresolved">unresolved: ${r.unresolved}</div>` : nothing}
        ${r.headers.length ? html`<div class="small">Headers: ${r.headers.map((h) => html`<code>${h.name}</code> `)}</div>` : nothing}
        ${renderContent(r.content)}
        ${r.links.length ? html`<div class="small">Links: ${r.links.map((l) => html`<code>${l.name}</code>${l.target ? ` → ${l.target}` : ''} `)}</div>` : nothing}
      </div>`,
    )}
  </section>`;
}
