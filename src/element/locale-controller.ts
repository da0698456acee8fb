import { ContextProvider } from '@lit/context';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { loadCatalogue } from '../core/i18n/load-catalogue.js';
import { matchLocale, SHIPPED_LOCALES } from '../core/i18n/match-locale.js';
import { textDirection } from '../core/i18n/text-direction.js';
import { createTranslator, english, type Translator } from '../core/i18n/translator.js';
import { translatorContext, useTranslator } from '../ui/shared/msg.js';

type LocaleHost = ReactiveControllerHost & HTMLElement & { messages: unknown };

/**
 * The interface language of a <spec-doc>: chosen from the element's `lang`, else the nearest
 * ancestor's (across shadow roots, up to `<html lang>`), else `navigator.languages`, else
 * English, among the shipped languages and those the host adds through `messages`; followed
 * live (the attribute, an ancestor's or the document's `lang`, the browser's languages, the
 * `messages` property). Its translator is provided to the views (translatorContext) once the
 * language's catalogue has loaded: the page keeps the language it has until the next one is
 * ready, and keeps its state (the console's inputs, where the reader is) through the change.
 */
export class LocaleController implements ReactiveController {
  /** The translator in use (English until another language's catalogue has loaded). */
  translator: Translator = english;
  private readonly host: LocaleHost;
  private readonly provider: ContextProvider<typeof translatorContext>;
  private observer: MutationObserver | undefined;
  /** The language wanted and its messages, as last resolved; `pending` settles when its translator is in use. */
  private wanted = '';
  private pending: Promise<void> = Promise.resolve();

  constructor(host: LocaleHost) {
    this.host = host;
    this.provider = new ContextProvider(host, { context: translatorContext, initialValue: english });
    host.addController(this);
  }

  /** The text direction of the language in use: `rtl` for Arabic and Hebrew (undefined: the page's own). */
  get direction(): 'rtl' | undefined {
    return textDirection(this.translator.locale) === 'rtl' ? 'rtl' : undefined;
  }

  /** Settles when the language wanted now is in use (the first render waits for it). */
  get ready(): Promise<void> {
    return this.pending;
  }

  hostConnected(): void {
    // A change of any ancestor's lang in the light DOM, or the document's.
    this.observer = new MutationObserver(() => this.follow());
    this.observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
    window.addEventListener('languagechange', this.follow);
    this.follow();
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    window.removeEventListener('languagechange', this.follow);
  }

  hostUpdate(): void {
    useTranslator(this.translator);
  }

  /** Renders every view that shows words again, in the same language (words of a lazy area arrived). */
  refresh(): void {
    this.translator = { ...this.translator };
    this.provider.setValue(this.translator);
    this.host.requestUpdate();
  }

  /** Resolves the language again (the lang attribute or `messages` changed, or an ancestor's lang); loads it when it is new. */
  readonly follow = (): void => {
    const messages = this.host.messages;
    const locale = matchLocale(requestedLanguages(this.host), [...SHIPPED_LOCALES, ...addedTags(messages)]) ?? 'en';
    const key = `${locale}\n${fingerprint(messages)}`;
    if (key === this.wanted) return;
    this.wanted = key;
    const shipped = matchLocale([locale]) ?? 'en';
    // A host's messages are checked and mapped by a chunk of their own, loaded only for them.
    const overrides = isEmpty(messages) ? undefined : import('./host-messages.js').then((m) => m.hostMessages(messages, locale)).catch(() => undefined);
    this.pending = Promise.all([loadCatalogue(shipped), overrides]).then(([catalogue, own]) => {
      if (this.wanted !== key) return;
      this.translator = createTranslator(locale, catalogue, own);
      this.provider.setValue(this.translator);
      this.host.requestUpdate();
    });
  };
}

/**
 * The languages asked for, most wanted first: the element's own `lang`, each ancestor's (the
 * nearest first, across shadow roots, up to `<html lang>`), then the browser's. An empty `lang`
 * ("unknown") names none and is passed over.
 */
function requestedLanguages(host: HTMLElement): string[] {
  const out: string[] = [];
  for (let el: Element | null = host; el; el = parentAcrossShadows(el)) {
    const lang = el.getAttribute('lang');
    if (lang) out.push(lang);
  }
  return [...out, ...navigator.languages];
}

/** The parent element of `el`, or the host of the shadow root it is the top of; null at the document's top. */
function parentAcrossShadows(el: Element): Element | null {
  if (el.parentElement) return el.parentElement;
  const root = el.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/** The languages a host's `messages` gives (those whose messages are an object). */
function addedTags(messages: unknown): string[] {
  if (!messages || typeof messages !== 'object' || Array.isArray(messages)) return [];
  return Object.entries(messages)
    .filter(([, entries]) => !!entries && typeof entries === 'object' && !Array.isArray(entries))
    .map(([tag]) => tag);
}

/** Whether a host's `messages` gives nothing (unset, or an empty object): nothing to load or check. */
function isEmpty(messages: unknown): boolean {
  return messages === undefined || messages === null || (typeof messages === 'object' && !Array.isArray(messages) && Object.keys(messages).length === 0);
}

/** `messages` as text, to tell a change (a value JSON cannot write, such as a cycle, is its own text). */
function fingerprint(messages: unknown): string {
  try {
    return JSON.stringify(messages ?? null);
  } catch {
    return '(not JSON)';
  }
}
