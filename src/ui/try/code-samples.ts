import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import type { Token } from '../../core/highlight/tokenize.js';
import type { CodeSample } from '../../core/model/types.js';
import type { RequestSpec } from '../../core/request/request-spec.js';
import type { CredentialPlaceholders } from '../../core/request/snippet-har.js';
import { SNIPPET_LANGUAGES, snippetLanguage } from '../../core/request/snippet-languages.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { codeSamplesStyles } from './code-samples-styles.js';
import { clipboard } from './clipboard.js';

type Highlighter = typeof import('../../core/highlight/tokenize.js');
type Generator = typeof import('../../core/request/generate-snippet.js');

/*
 * Both helpers are chunks of their own, loaded once per page: the tokenizer when samples are
 * first shown, the snippet generator (httpsnippet, ~40 KB gzipped) only when the reader picks a
 * language to generate.
 */
let highlighter: Promise<Highlighter> | undefined;
let generator: Promise<Generator> | undefined;
/** The language last picked in any console: the next console opens with it. */
let rememberedLanguage = '';
let nextId = 0;

function loadHighlighter(): Promise<Highlighter> {
  highlighter ??= import('../../core/highlight/tokenize.js').catch((e: unknown) => {
    highlighter = undefined;
    throw e;
  });
  return highlighter;
}

function loadGenerator(): Promise<Generator> {
  generator ??= import('../../core/request/generate-snippet.js').catch((e: unknown) => {
    generator = undefined;
    throw e;
  });
  return generator;
}

/**
 * Code samples of one operation: the description's own (`x-code-samples`) as ARIA tabs, and
 * code generated for the console's current request in a language the reader picks. Sample
 * text is untrusted: it is highlighted into text nodes only. Light DOM, so the element's
 * styles apply.
 */
export class CodeSamples extends LitElement {
  static override properties = {
    samples: { attribute: false },
    request: { attribute: false },
    generate: { attribute: false },
    placeholders: { attribute: false },
    selected: { state: true },
    language: { state: true },
    highlight: { state: true },
    generatorModule: { state: true },
    problem: { state: true },
    copied: { state: true },
  };

  samples: CodeSample[] | undefined;
  /** The console's current request; undefined while its inputs are incomplete or invalid. */
  request: RequestSpec | undefined;
  /** Offer generated code for `request` (false where no console is shown). */
  generate = true;
  /** Credentials to show as placeholders in generated code (the seam for authentication). */
  placeholders: CredentialPlaceholders | undefined;
  /** The description's sample shown (tab index). */
  selected = 0;
  /** The generated language's id; '' until the reader picks one. */
  language = rememberedLanguage;
  highlight: Highlighter | undefined;
  generatorModule: Generator | undefined;
  /** A helper chunk that failed to load. */
  problem: string | undefined;
  /** Which Copy button just copied ('own' or 'generated'). */
  copied: string | undefined;
  /** The generated code, or why there is none; derived when its inputs change. */
  private snippet: { code: string } | { error: string } | undefined;
  private readonly uid = `cs${++nextId}`;
  private readonly tokenCache = new Map<string, Token[]>();

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    adoptStyles(this, codeSamplesStyles);
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('samples')) this.selected = 0;
    if (this.samples?.length && !this.highlight) this.loadHighlight();
    if (this.generate && this.language && !this.generatorModule) this.loadGenerate();
    if (changed.has('request') || changed.has('language') || changed.has('generatorModule') || changed.has('placeholders')) this.snippet = this.makeSnippet();
  }

  private loadHighlight(): void {
    loadHighlighter().then(
      (m) => (this.highlight = m),
      () => (this.problem = 'Syntax highlighting could not be loaded.'),
    );
  }

  private loadGenerate(): void {
    loadGenerator().then(
      (m) => (this.generatorModule = m),
      () => (this.problem = 'The code generator could not be loaded.'),
    );
  }

  private makeSnippet(): { code: string } | { error: string } | undefined {
    if (!this.generatorModule || !this.request || !this.language) return undefined;
    try {
      return { code: this.generatorModule.generateSnippet(this.request, this.language, this.placeholders ? { placeholders: this.placeholders } : {}) };
    } catch (e) {
      return { error: e instanceof Error ? e.message : String(e) };
    }
  }

  private onLanguage(e: Event): void {
    this.language = (e.target as HTMLSelectElement).value;
    rememberedLanguage = this.language;
    this.copied = undefined;
  }

  /** Tabs pattern (WAI-ARIA APG) with automatic activation: arrows wrap, Home and End jump. */
  private onTabKey(e: KeyboardEvent): void {
    const count = this.samples?.length ?? 0;
    const moves: Record<string, number> = { ArrowRight: this.selected + 1, ArrowLeft: this.selected - 1, Home: 0, End: count - 1 };
    if (!(e.key in moves) || !count) return;
    e.preventDefault();
    this.select((moves[e.key]! + count) % count);
    void this.updateComplete.then(() => this.querySelector<HTMLElement>(`#${this.uid}-tab-${this.selected}`)?.focus());
  }

  private select(index: number): void {
    this.selected = index;
    this.copied = undefined;
  }

  private copy(text: string, which: string): void {
    void clipboard()
      ?.writeText(text)
      .then(
        () => (this.copied = which),
        () => (this.copied = undefined),
      );
  }

  protected override render(): TemplateResult | typeof nothing {
    const samples = this.samples ?? [];
    if (!samples.length && !this.generate) return nothing;
    return html`<div class="code-samples">
      ${samples.length ? this.renderOwn(samples) : nothing} ${this.generate ? this.renderGenerated() : nothing}
      ${this.problem ? html`<div class="muted small" role="note">${this.problem}</div>` : nothing}
    </div>`;
  }

  private renderOwn(samples: CodeSample[]): TemplateResult {
    const selected = Math.min(this.selected, samples.length - 1);
    const current = samples[selected]!;
    const name = (s: CodeSample): string => s.label ?? s.lang;
    return html`<div class="code-samples-own">
      <div role="tablist" class="tabs" aria-label="Code samples">
        ${samples.map(
          (s, i) => html`<button
            type="button"
            role="tab"
            class="tab"
            id="${this.uid}-tab-${i}"
            aria-selected=${i === selected ? 'true' : 'false'}
            aria-controls="${this.uid}-panel"
            tabindex=${i === selected ? '0' : '-1'}
            @click=${() => this.select(i)}
            @keydown=${(e: KeyboardEvent) => this.onTabKey(e)}
          >
            ${name(s)}
          </button>`,
        )}
      </div>
      <div role="tabpanel" id="${this.uid}-panel" aria-labelledby="${this.uid}-tab-${selected}">
        ${this.renderCode(current.source, current.lang, 'own', `Copy the ${name(current)} sample`)}
      </div>
    </div>`;
  }

  private renderGenerated(): TemplateResult {
    const language = snippetLanguage(this.language);
    return html`<div class="code-samples-generated">
      <label class="small" for="${this.uid}-lang">Generate code</label>
      <select id="${this.uid}-lang" @change=${(e: Event) => this.onLanguage(e)}>
        <option value="" ?selected=${!language}>Choose a language…</option>
        ${SNIPPET_LANGUAGES.map((l) => html`<option value=${l.id} ?selected=${l.id === language?.id}>${l.label}</option>`)}
      </select>
      ${language ? this.renderSnippet(language.id, language.label, language.highlight) : nothing}
    </div>`;
  }

  private renderSnippet(id: string, label: string, highlight: string): unknown {
    if (!this.request) return html`<div class="muted small" role="status">Fill in the required inputs to generate code.</div>`;
    const s = this.snippet;
    if (!s) return html`<div class="muted small" role="status">Loading the code generator…</div>`;
    if ('error' in s) return html`<div class="problems small" role="alert">${s.error}</div>`;
    return html`${this.renderFileNote(id)} ${this.renderCode(s.code, highlight, 'generated', `Copy the ${label} code`)}`;
  }

  /** Generated code names files instead of holding their bytes: say where they come from. */
  private renderFileNote(id: string): unknown {
    const body = this.request?.body;
    if (body?.kind === 'binary') {
      const how = id === 'curl' ? 'reads it from the current directory' : 'shows a placeholder where its bytes go';
      return html`<div class="muted small">The body is the file <code>${body.file.name}</code>: the code ${how}.</div>`;
    }
    if (body?.kind === 'multipart') {
      const files = body.parts.flatMap((p) => ('file' in p ? [p.file.name] : []));
      if (files.length) return html`<div class="muted small">The code reads ${files.map((f, i) => html`${i ? ', ' : ''}<code>${f}</code>`)} from the current directory.</div>`;
    }
    return nothing;
  }

  private renderCode(text: string, lang: string, which: string, copyLabel: string): TemplateResult {
    return html`<div class="code-sample">
      <div class="code-sample-actions">
        <button type="button" class="link-button small" aria-label=${copyLabel} @click=${() => this.copy(text, which)}>Copy</button>
        <span class="muted small" role="status">${this.copied === which ? 'Copied' : ''}</span>
      </div>
      <pre class="code" tabindex="0"><code class="hl" data-lang=${lang}>${this.renderTokens(text, lang)}</code></pre>
    </div>`;
  }

  /** Highlighted text as text nodes in spans; plain text until the tokenizer has loaded. */
  private renderTokens(text: string, lang: string): unknown {
    if (!this.highlight) return text;
    const key = `${lang}\u0000${text}`;
    let tokens = this.tokenCache.get(key);
    if (!tokens) {
      if (this.tokenCache.size > 32) this.tokenCache.clear();
      tokens = this.highlight.tokenize(text, lang);
      this.tokenCache.set(key, tokens);
    }
    return tokens.map((t) => (t.kind ? html`<span class="hl-${t.kind}">${t.text}</span>` : t.text));
  }
}

if (!customElements.get('spec-doc-code-samples')) customElements.define('spec-doc-code-samples', CodeSamples);
