import { ContextProvider } from '@lit/context';
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { loadCatalogue } from '../core/i18n/load-catalogue.js';
import { matchLocale, SHIPPED_LOCALES } from '../core/i18n/match-locale.js';
import { textDirection } from '../core/i18n/text-direction.js';
import { createTranslator, english, type Translator } from '../core/i18n/translator.js';
import { translatorContext, useTranslator } from '../ui/shared/msg.js';

/** A host's `messages`: by language tag, messages by key (overrides of a shipped language, or a whole new one). */
export type HostMessages = Readonly<Record<string, Readonly<Record<string, string>>>>;

type LocaleHost = ReactiveControllerHost & HTMLElement & { messages: unknown };

/** Keys and values of `messages` already reported, so each is reported once per page. */
const reported = new Set<string>();

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

  /** Resolves the language again (the lang attribute or `messages` changed, or an ancestor's lang); loads it when it is new. */
  readonly follow = (): void => {
    const messages = validMessages(this.host.messages);
    const locale = matchLocale(requestedLanguages(this.host), [...SHIPPED_LOCALES, ...Object.keys(messages)]) ?? 'en';
    const key = `${locale}\n${JSON.stringify(messages[locale] ?? {})}`;
    if (key === this.wanted) return;
    this.wanted = key;
    const shipped = matchLocale([locale]) ?? 'en';
    const overrides = Object.keys(messages).length ? byKeyId(messages, locale) : undefined;
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

/**
 * The usable part of a host's `messages`: languages mapped to objects of strings. What is not
 * (a value that is not text, a key the catalogue does not have, a language that is not an
 * object) is reported once with console.warn and left out; nothing throws.
 */
function validMessages(value: unknown): HostMessages {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    warnOnce('messages', 'spec-doc: `messages` should be an object of languages (BCP 47 tags) to objects of messages by key; it is ignored.');
    return {};
  }
  const out: Record<string, Record<string, string>> = {};
  for (const [tag, entries] of Object.entries(value)) {
    if (!entries || typeof entries !== 'object' || Array.isArray(entries)) {
      warnOnce(`lang:${tag}`, `spec-doc: messages["${tag}"] should be an object of messages by key; it is ignored.`);
      continue;
    }
    const own: Record<string, string> = {};
    for (const [key, text] of Object.entries(entries as Record<string, unknown>)) {
      if (typeof text !== 'string') {
        warnOnce(`value:${tag}:${key}`, `spec-doc: messages["${tag}"]["${key}"] should be text; it is ignored.`);
        continue;
      }
      own[key] = text;
    }
    out[tag] = own;
  }
  return out;
}

/**
 * The messages of `locale` by the keys the code looks up (the build shortens keys; key-ids.ts maps
 * the names hosts write), after reporting once each key of any language that the catalogue does
 * not have (such a key is left out: nothing would show it).
 */
async function byKeyId(messages: HostMessages, locale: string): Promise<Record<string, string>> {
  // Without the table (its chunk failed to load) no key can be told: the overrides wait for the next change.
  const table = await import('../core/i18n/key-ids.js').catch(() => undefined);
  if (!table) return {};
  const { KEY_IDS } = table;
  const own: Record<string, string> = {};
  for (const [tag, entries] of Object.entries(messages)) {
    for (const [name, text] of Object.entries(entries)) {
      const id = Object.hasOwn(KEY_IDS, name) ? KEY_IDS[name] : undefined;
      if (id === undefined) warnOnce(`key:${name}`, `spec-doc: messages["${tag}"]["${name}"]: spec-doc has no message "${name}"; it is ignored.`);
      else if (tag === locale) own[id] = text;
    }
  }
  return own;
}

function warnOnce(id: string, text: string): void {
  if (reported.has(id)) return;
  reported.add(id);
  console.warn(text);
}
