import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en, type Catalogue, type MessageKey } from './en/index.js';
import { branchKeys, messageShape } from './format-message.js';
import { SHIPPED_LOCALES } from './match-locale.js';

/** Messages that are names, the same in every language (a translation may still differ). */
const SAME_IN_EVERY_LANGUAGE = new Set<string>(['search.webhook', 'auth.typeHttpBasic', 'auth.typeBearer', 'auth.typeBearerFormat']);

/** Messages whose words the language shares with English (German "Server", French "Description"). */
const SAME_IN: Readonly<Record<string, readonly string[]>> = {
  de: [
    'chrome.navWebhooks',
    'reference.optional',
    'reference.server',
    'try.server',
    'reference.callbacks',
    'reference.links',
    'reference.schema',
    'components.operation',
    'auth.token',
    'auth.tokenWithFormat',
    'site.version',
    'site.apis',
    'site.apiCount',
  ],
  fr: ['chrome.navWebhooks', 'reference.description', 'try.image', 'site.version'],
  es: ['chrome.navWebhooks', 'site.errorTitle'],
  'pt-BR': ['chrome.navWebhooks', 'site.apis', 'site.apiCount'],
};

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every source file of the product (tests and the catalogues themselves excepted). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return /[\\/]i18n[\\/](en|locales)$/.test(p) ? [] : sources(p);
    return /\.(ts|mjs)$/.test(d.name) && !/\.test\.ts$/.test(d.name) ? [p] : [];
  });
}

describe('the English catalogue', () => {
  const code = sources(src).map((f) => readFileSync(f, 'utf8'));
  const used = new Set(code.flatMap((text) => [...text.matchAll(/\bmsg\(\s*(['"])([\w.-]+)\1/g)].map((m) => m[2]!)));
  const dynamic = code.flatMap((text) => [...text.matchAll(/\bmsg\(\s*`/g)].map((m) => m[0]));

  it('has every key the code uses, and the code uses every key (keys are literal, so both can be checked)', () => {
    expect(dynamic).toEqual([]);
    expect([...used].filter((k) => !Object.hasOwn(en, k))).toEqual([]);
    expect(Object.keys(en).filter((k) => !used.has(k))).toEqual([]);
  });

  it('is imported, area by area, by every file that shows its words (so each chunk carries its English)', () => {
    const missing = sources(src).flatMap((f) => {
      const text = readFileSync(f, 'utf8');
      const areas = new Set([...text.matchAll(/\bmsg\(\s*['"](\w+)\./g)].map((m) => m[1]!));
      return [...areas].filter((a) => !new RegExp(`import '[./]*(?:core/)?i18n/en/${a}\\.js';`).test(text)).map((a) => `${path.relative(src, f)}: ${a}`);
    });
    expect(missing).toEqual([]);
  });

  it('parses every message', () => {
    expect(Object.entries(en).filter(([, m]) => messageShape(m) === undefined)).toEqual([]);
  });
});

/** Every shipped language's catalogue, by tag (the files of locales/). */
const catalogues = Object.fromEntries(
  await Promise.all(SHIPPED_LOCALES.filter((l) => l !== 'en').map(async (l) => [l, ((await import(`./locales/${l}.ts`)) as { catalogue: Catalogue }).catalogue] as const)),
);

/** The plural categories a count of things can take in `locale` (those 0 to 200 select: French's `many`, for millions, is not needed). */
function countCategories(locale: string): string[] {
  const rules = new Intl.PluralRules(locale);
  return [...new Set(Array.from({ length: 201 }, (_, n) => rules.select(n)))].sort();
}

describe.each(Object.keys(catalogues))('the %s catalogue', (locale) => {
  const catalogue = catalogues[locale]!;
  const allowed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

  it('has every English key and no other', () => {
    expect(Object.keys(en).filter((k) => !Object.hasOwn(catalogue, k))).toEqual([]);
    expect(Object.keys(catalogue).filter((k) => !Object.hasOwn(en, k))).toEqual([]);
  });

  it('asks for the same values as English, with the same select branches and the language’s own plural categories', () => {
    const wrong = Object.entries(catalogue).flatMap(([key, message]) => {
      const english = en[key as MessageKey];
      if (JSON.stringify(messageShape(message)) !== JSON.stringify(messageShape(english)))
        return [`${key}: ${JSON.stringify(messageShape(message))} ≠ ${JSON.stringify(messageShape(english))}`];
      const mine = branchKeys(message);
      return Object.entries(branchKeys(english)).flatMap(([arg, keys]) => {
        const got = mine[arg] ?? [];
        if (arg.endsWith(':select')) return JSON.stringify(got) === JSON.stringify(keys) ? [] : [`${key} ${arg}: ${got.join()} ≠ ${keys.join()}`];
        const exact = (list: string[]): string[] => list.filter((k) => k.startsWith('='));
        const categories = got.filter((k) => !k.startsWith('='));
        const ok =
          JSON.stringify(exact(got)) === JSON.stringify(exact(keys)) &&
          countCategories(locale).every((c) => categories.includes(c)) &&
          categories.every((c) => allowed.includes(c as Intl.LDMLPluralRule));
        return ok ? [] : [`${key} ${arg}: ${got.join()} (want ${exact(keys).join()} and ${countCategories(locale).join()})`];
      });
    });
    expect(wrong).toEqual([]);
  });

  it('translates: no message is left in English where English has words (names such as cURL or OAuth excepted)', () => {
    const same = Object.entries(catalogue).filter(([key, message]) => message === en[key as MessageKey] && /[a-z]{4}/.test(message.replace(/\{[^}]*\}/g, '')));
    expect(same.map(([k]) => k).filter((k) => !SAME_IN_EVERY_LANGUAGE.has(k) && !SAME_IN[locale]?.includes(k))).toEqual([]);
  });
});

/**
 * The literal text of the html`…` templates in `source`: text between tags and the values of the
 * attributes that name things (aria-label, title, placeholder, alt), with each `${…}` as a space.
 * Written for this check (a small scanner of our own sources, not a parser of any TypeScript).
 */
function templateTexts(source: string): { line: number; text: string }[] {
  const out: { line: number; text: string }[] = [];
  for (const m of source.matchAll(/\bhtml`/g)) {
    let i = m.index + 5;
    let depth = 0;
    let literal = '';
    for (; i < source.length; i++) {
      const c = source[i]!;
      if (c === '\\') {
        if (!depth) literal += source[i + 1] ?? '';
        i++;
      } else if (!depth && c === '`') break;
      else if (!depth && c === '$' && source[i + 1] === '{') {
        depth = 1;
        literal += ' ';
        i++;
      } else if (depth && c === '{') depth++;
      else if (depth && c === '}') depth--;
      else if (!depth) literal += c;
    }
    const line = source.slice(0, m.index).split('\n').length;
    const text = literal.replace(/<code>[^<]*<\/code>/g, ' ');
    for (const t of text.matchAll(/>([^<>]*)</g)) out.push({ line, text: t[1]!.trim() });
    for (const t of text.matchAll(/\b(?:aria-label|title|placeholder|alt)="([^"]*)"/g)) out.push({ line, text: t[1]!.trim() });
  }
  return out;
}

/** Names of the formats' own fields, shown as written in any language. */
const FIELD_NAMES = new Set(['issuer', 'scopes_supported', 'operationId', 'operationId:']);

describe('the templates', () => {
  it('hold no words of their own: every word goes through msg() (field names of the formats, and code, excepted)', () => {
    const words = sources(path.join(src, 'ui'))
      .concat(sources(path.join(src, 'element')))
      .flatMap((f) => templateTexts(readFileSync(f, 'utf8')).map((t) => ({ ...t, file: path.relative(src, f) })))
      .filter((t) => /[A-Za-z]{2,}/.test(t.text) && !FIELD_NAMES.has(t.text))
      .map((t) => `${t.file}:${t.line}: ${t.text}`);
    expect(words).toEqual([]);
  });

  it('finds words in a template (the check itself)', () => {
    const found = templateTexts('const a = html`<p title="Hint">Send ${x} now <code>a=b</code></p>`;').map((t) => t.text);
    expect(found).toEqual(['Send   now', 'Hint']);
  });
});
