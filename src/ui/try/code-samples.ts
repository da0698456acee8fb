import { methodLabel } from '../shared/method-label.js';
import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { tokenize, type Token } from '../../core/highlight/tokenize.js';
import type { CodeSample } from '../../core/model/types.js';
import { toCurl } from '../../core/request/curl.js';
import type { RequestSpec } from '../../core/request/request-spec.js';
import { withPlaceholders, type CredentialPlaceholders } from '../../core/request/snippet-har.js';
import { revealPlaceholders } from '../../core/request/parameter-placeholders.js';
import { SNIPPET_LANGUAGES, snippetLanguage } from '../../core/request/snippet-languages.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { icon } from '../shared/icons.js';
import { codeSamplesStyles } from './code-samples-styles.js';
import { clipboard } from './clipboard.js';
import { localized, msg } from '../shared/msg.js';
import '../../core/i18n/en/try.js';

type Generator = typeof import('../../core/request/generate-snippet.js');

/*
 * The snippet generator (httpsnippet, ~40 KB gzipped) is a chunk of its own, loaded once per
 * page and only when the reader picks a language other than cURL: cURL is the console's own
 * `toCurl`, so the request example shown without a click costs no generator.
 */
let generator: Promise<Generator> | undefined;
/** The generated language last picked in any example: the next one opens with it. */
let rememberedLanguage = 'curl';
let nextId = 0;

function loadGenerator(): Promise<Generator> {
  generator ??= import('../../core/request/generate-snippet.js').catch((e: unknown) => {
    generator = undefined;
    throw e;
  });
  return generator;
}

/** A picker value: a generated language's id, or `own-<index>` for one of the description's samples. */
const OWN = 'own-';

/** Tokens of `text` in `lang`, cached per element (re-rendering on every keystroke must stay cheap). */
function cachedTokens(cache: Map<string, Token[]>, text: string, lang: string): Token[] {
  const key = `${lang}\u0000${text}`;
  let tokens = cache.get(key);
  if (!tokens) {
    if (cache.size > 32) cache.clear();
    tokens = tokenize(text, lang);
    cache.set(key, tokens);
  }
  return tokens;
}

/** Highlighted text as text nodes in spans (never markup: sample and example text is untrusted). */
export function renderTokens(tokens: readonly Token[]): unknown {
  return tokens.map((t) => (t.kind ? html`<span class="hl-${t.kind}">${t.text}</span>` : t.text));
}

/**
 * The request example of one operation, as a card: the method and path, a language picker
 * (the description's own `x-codeSamples` first, and picked first when there are any, as Redoc
 * and Scalar do; then generated code for the console's current request, cURL first), a copy
 * button, and the highlighted code. Credentials appear as
 * placeholders. Light DOM, so the element's styles apply.
 */
@localized
export class CodeSamples extends LitElement {
  static override properties = {
    samples: { attribute: false },
    request: { attribute: false },
    placeholders: { attribute: false },
    parameterPlaceholders: { attribute: false },
    revealable: { attribute: false },
    reveal: { state: true },
    method: { attribute: false },
    path: { attribute: false },
    choice: { state: true },
    generatorModule: { state: true },
    problem: { state: true },
    copied: { state: true },
  };

  samples: CodeSample[] | undefined;
  /** The console's current request, with placeholders for missing parameters; undefined when no server resolves. */
  request: RequestSpec | undefined;
  /** Placeholder texts standing in for missing parameter values in `request` (`<ServiceSid>`), shown as written. */
  parameterPlaceholders: readonly string[] = [];
  /** Credentials to show as placeholders in generated code (the seam for authentication). */
  placeholders: CredentialPlaceholders | undefined;
  /**
   * The reader has set credentials of their own: a "Show my credentials" switch may put them in
   * the code instead of the placeholders. Off by default, so a copied or screen-shared example
   * carries no secret unless the reader asks for it.
   */
  revealable = false;
  /** The reader asked to see their own credentials in the code. */
  reveal = false;
  /** The operation's method and path, for the card's heading. */
  method = '';
  path = '';
  /** What the picker shows: a generated language's id or `own-<index>`. */
  choice = rememberedLanguage;
  generatorModule: Generator | undefined;
  /** The generator chunk failed to load. */
  problem: string | undefined;
  /** The text last copied (its button shows a check until the code changes). */
  copied: string | undefined;
  /** The generated code, or why there is none; derived when its inputs change. */
  private snippet: { code: string } | { error: string } | undefined;
  private readonly uid = `cs${++nextId}`;
  /** The reader picked a language here: new samples no longer move the picker. */
  private picked = false;
  private readonly tokenCache = new Map<string, Token[]>();

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    adoptStyles(this, codeSamplesStyles);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // The description's own samples come first, as in Redoc and Scalar: the author chose them.
    if (changed.has('samples') && !this.picked) this.choice = this.samples?.length ? `${OWN}0` : rememberedLanguage;
    const own = this.ownIndex();
    if (changed.has('samples') && own !== undefined && !this.samples?.[own]) this.choice = 'curl';
    const language = own === undefined ? snippetLanguage(this.choice) : undefined;
    if (language && 'target' in language && !this.generatorModule) this.loadGenerate();
    if (
      changed.has('request') ||
      changed.has('choice') ||
      changed.has('generatorModule') ||
      changed.has('placeholders') ||
      changed.has('parameterPlaceholders') ||
      changed.has('reveal') ||
      changed.has('revealable')
    )
      this.snippet = this.makeSnippet();
  }

  /** The description's sample picked, if one is. */
  private ownIndex(): number | undefined {
    return this.choice.startsWith(OWN) ? Number(this.choice.slice(OWN.length)) : undefined;
  }

  private loadGenerate(): void {
    loadGenerator().then(
      (m) => (this.generatorModule = m),
      () => (this.problem = msg('try.generatorFailed')),
    );
  }

  private makeSnippet(): { code: string } | { error: string } | undefined {
    const language = snippetLanguage(this.choice);
    if (!this.request || !language) return undefined;
    try {
      const placeholders = this.revealable && this.reveal ? undefined : this.placeholders;
      const shown = (code: string): { code: string } => ({ code: revealPlaceholders(code, this.parameterPlaceholders) });
      if (language.id === 'curl') return shown(toCurl(withPlaceholders(this.request, placeholders), { multiline: true }));
      if (!this.generatorModule) return undefined;
      return shown(this.generatorModule.generateSnippet(this.request, language.id, placeholders ? { placeholders } : {}));
    } catch (e) {
      return { error: e instanceof Error ? e.message : String(e) };
    }
  }

  private onChoice(e: Event): void {
    this.picked = true;
    this.choice = (e.target as HTMLSelectElement).value;
    if (!this.choice.startsWith(OWN)) rememberedLanguage = this.choice;
    this.copied = undefined;
  }

  private copy(text: string): void {
    void clipboard()
      ?.writeText(text)
      .then(
        () => (this.copied = text),
        () => (this.copied = undefined),
      );
  }

  protected override render(): TemplateResult {
    const samples = this.samples ?? [];
    const own = this.ownIndex();
    const sample = own !== undefined ? samples[own] : undefined;
    const language = sample ? undefined : (snippetLanguage(this.choice) ?? snippetLanguage('curl')!);
    const code = sample ? { code: sample.source } : this.request ? this.snippet : undefined;
    const text = code && 'code' in code ? code.code : undefined;
    const label = sample ? (sample.label ?? sample.lang) : language!.label;
    // The head (method, path, language, copy) reads left to right like the code under it, in right-to-left pages too.
    return html`<div class="code-samples example-card">
      <div class="example-card-head" dir="ltr">
        ${this.method ? html`<span class="method method-${this.method.toLowerCase()}">${methodLabel(this.method)}</span>` : nothing}
        <span class="example-card-title">${this.path}</span>
        <label class="visually-hidden" for="${this.uid}-lang">${msg('try.language')}</label>
        <select id="${this.uid}-lang" class="example-card-select" @change=${(e: Event) => this.onChoice(e)}>
          ${
            samples.length
              ? html`<optgroup label=${msg('try.fromDescription')}>
                ${samples.map((s, i) => html`<option value="${OWN}${i}" ?selected=${i === own}>${s.label ?? s.lang}</option>`)}
              </optgroup>`
              : nothing
          }
          <optgroup label=${msg('try.generated')}>
            ${SNIPPET_LANGUAGES.map((l) => html`<option value=${l.id} ?selected=${l.id === language?.id}>${l.label}</option>`)}
          </optgroup>
        </select>
        <button type="button" class="icon-button" aria-label=${msg('try.copyExample', { label })} ?disabled=${text === undefined} @click=${() => text !== undefined && this.copy(text)}>
          ${this.copied !== undefined && this.copied === text ? icon('check') : icon('copy')}
        </button>
        <span class="visually-hidden" role="status">${this.copied !== undefined && this.copied === text ? msg('try.copied') : ''}</span>
      </div>
      <div class=${sample ? 'code-samples-own example-card-body' : 'code-samples-generated example-card-body'}>
        ${sample ? this.renderCode(sample.source, sample.lang) : this.renderSnippet(language!)}
      </div>
      ${
        this.revealable && !sample
          ? html`<label class="reveal-credentials small muted"
              ><input type="checkbox" .checked=${this.reveal} @change=${(e: Event) => (this.reveal = (e.currentTarget as HTMLInputElement).checked)} /> ${msg('try.showCredentials')}</label
            >`
          : nothing
      }
      ${this.problem ? html`<div class="muted small" role="note">${this.problem}</div>` : nothing}
    </div>`;
  }

  private renderSnippet(language: { id: string; highlight: string }): unknown {
    if (!this.request) return html`<div class="example-card-note muted small" role="status">${msg('try.noRequest')}</div>`;
    const s = this.snippet;
    if (!s) return html`<div class="example-card-note muted small" role="status">${msg('try.loadingGenerator')}</div>`;
    if ('error' in s) return html`<div class="example-card-note problems small" role="alert">${s.error}</div>`;
    return html`${this.renderFileNote(language.id)} ${this.renderCode(s.code, language.highlight)}`;
  }

  /** Generated code names files instead of holding their bytes: say where they come from. */
  private renderFileNote(id: string): unknown {
    const body = this.request?.body;
    if (body?.kind === 'binary') {
      // i18n: sentence split around <code>
      const after = id === 'curl' ? msg('try.bodyFileCurl') : msg('try.bodyFilePlaceholder');
      return html`<div class="example-card-note muted small">${msg('try.bodyFile')} <code>${body.file.name}</code>${after}</div>`;
    }
    if (body?.kind === 'multipart') {
      const files = body.parts.flatMap((p) => ('file' in p ? [p.file.name] : []));
      if (files.length)
        // i18n: sentence split around <code>
        return html`<div class="example-card-note muted small">${msg('try.filesBefore')} ${files.map((f, i) => html`${i ? ', ' : ''}<code>${f}</code>`)} ${msg('try.filesAfter')}</div>`;
    }
    return nothing;
  }

  private renderCode(text: string, lang: string): TemplateResult {
    return html`<pre class="code" tabindex="0"><code class="hl" data-lang=${lang}>${renderTokens(cachedTokens(this.tokenCache, text, lang))}</code></pre>`;
  }
}

if (!customElements.get('spec-doc-code-samples')) customElements.define('spec-doc-code-samples', CodeSamples);
