import { ContextConsumer, createContext } from '@lit/context';
import type { ReactiveController, ReactiveControllerHost, ReactiveElement } from 'lit';
import type { MessageKey } from '../../core/i18n/en/index.js';
import type { MessageValues } from '../../core/i18n/format-message.js';
import { english, type Translator } from '../../core/i18n/translator.js';

/**
 * The translator templates read from. Lit renders each element synchronously, so the element
 * about to render sets the translator of its <spec-doc> (the Localized controller, or the element
 * itself) and every template function called during that render reads it here, without a
 * translator threaded through every call. Text made outside a render (announcements, messages set
 * by event handlers) reads the same, set by the last render of the page's elements.
 */
let current: Translator = english;

/** The interface text of `key`, with `values` filled in, in the current language. */
export function msg(key: MessageKey, values?: MessageValues): string {
  return current.t(key, values);
}

/** Makes `translator` the one msg() reads (an element calls this as it renders). */
export function useTranslator(translator: Translator): void {
  current = translator;
}

/** The translator msg() reads now. */
export function currentTranslator(): Translator {
  return current;
}

/** The translator of a <spec-doc>, provided by its LocaleController to the elements in its shadow tree. */
export const translatorContext = createContext<Translator>('spec-doc-translator');

/**
 * Puts the <spec-doc>'s translator in use as `host` renders, and renders it again when the
 * language changes: every element of the views that shows words adds one.
 */
export class Localized implements ReactiveController {
  private readonly consumer: ContextConsumer<typeof translatorContext, ReactiveControllerHost & HTMLElement>;

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.consumer = new ContextConsumer(host, { context: translatorContext, subscribe: true });
    host.addController(this);
  }

  hostUpdate(): void {
    useTranslator(this.consumer.value ?? english);
  }
}

/** Class decorator of the views' elements that show words: each instance gets a Localized controller. */
export function localized(cls: typeof ReactiveElement): void {
  cls.addInitializer((el) => {
    new Localized(el);
  });
}
