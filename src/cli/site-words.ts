// The words the CLI writes into a site's page (around the element, and its pre-rendered reference),
// in the site's interface language (`--lang`): through the catalogue, as the element's own.
import type { MessageKey } from '../core/i18n/en/index.js';
import type { MessageValues } from '../core/i18n/format-message.js';
import { catalogue as ar } from '../core/i18n/locales/ar.js';
import { catalogue as de } from '../core/i18n/locales/de.js';
import { catalogue as es } from '../core/i18n/locales/es.js';
import { catalogue as fr } from '../core/i18n/locales/fr.js';
import { catalogue as he } from '../core/i18n/locales/he.js';
import { catalogue as ja } from '../core/i18n/locales/ja.js';
import { catalogue as ko } from '../core/i18n/locales/ko.js';
import { catalogue as ptBR } from '../core/i18n/locales/pt-BR.js';
import { catalogue as zhCN } from '../core/i18n/locales/zh-CN.js';
import { matchLocale, SHIPPED_LOCALES } from '../core/i18n/match-locale.js';
import { createTranslator, type Translator } from '../core/i18n/translator.js';
import type { Catalogue } from '../core/i18n/en/index.js';
import type { TagSummary } from '../core/model/types.js';
import '../core/i18n/en/chrome.js';
import '../core/i18n/en/reference.js';
import '../core/i18n/en/site.js';

/** Every shipped language's catalogue (the CLI is one Node file: no lazy chunks). */
const CATALOGUES: Readonly<Record<string, Catalogue>> = { de, fr, es, 'pt-BR': ptBR, ja, 'zh-CN': zhCN, ko, ar, he };

/** The site's language: the tag `--lang` gave (canonical) and the shipped language that serves it. */
export interface SiteLanguage {
  /** What the page's `<html lang>` says: the tag as given, in its canonical form (`pt-br` → `pt-BR`). */
  tag: string;
  translator: Translator;
}

/**
 * The site's language for `--lang <tag>` (English without one); undefined when no shipped
 * language serves the tag (matchLocale: `de-AT` is served by `de`, `pt` by `pt-BR`).
 */
export function siteLanguage(tag: string | undefined): SiteLanguage | undefined {
  if (tag === undefined) return { tag: 'en', translator: createTranslator('en') };
  const locale = matchLocale([tag]);
  if (!locale) return undefined;
  let canonical = locale;
  try {
    canonical = Intl.getCanonicalLocales(tag.trim().replace(/_/g, '-'))[0] ?? locale;
  } catch {
    // matchLocale took it, so it is a tag; keep the shipped one.
  }
  return { tag: canonical, translator: createTranslator(locale, CATALOGUES[locale] ?? {}) };
}

/** The shipped languages' tags, for the message refusing an unknown one. */
export const SITE_LANGUAGES: readonly string[] = SHIPPED_LOCALES;

/** The page's words in `t`'s language. */
export function siteWords(t: Translator) {
  const msg = (key: MessageKey, values?: MessageValues): string => t.t(key, values);
  return {
    untitledApi: msg('site.untitledApi'),
    version: (version: string) => msg('site.version', { version }),
    servers: msg('chrome.navServers'),
    apis: msg('site.apis'),
    apiCount: (count: number) => msg('site.apiCount', { count }),
    /** The file notice, its command in `{command}`'s place (the caller escapes the rest and marks the command up). */
    fileNotice: (command: string) => msg('site.fileNotice', { command }),
    errorTitle: msg('site.errorTitle'),
    errorHeading: msg('site.errorHeading'),
    /** A tag's name as shown: the description's, or the language's word for a group spec-doc made. */
    tag: (tag: TagSummary) => (tag.generated ? msg('reference.generatedGroup', { group: tag.generated }) : tag.displayName || tag.name),
  };
}

/** What siteWords returns. */
export type SiteWords = ReturnType<typeof siteWords>;
