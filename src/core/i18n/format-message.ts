/**
 * Interface messages in the ICU MessageFormat subset the catalogues use:
 * - `{name}` puts a value in (numbers through `Intl.NumberFormat` in the locale);
 * - `{count, plural, =0 {none} one {# item} other {# items}}` picks by `Intl.PluralRules`
 *   (exact `=N` first, then the locale's category, then `other`); `#` is the number, formatted;
 * - `{kind, select, header {…} other {…}}` picks by the value's text, else `other`;
 * - `'{'` and `'}'` are literal braces, `''` a literal apostrophe (ICU's quoting, narrowed to these).
 *
 * Written by hand rather than taken from intl-messageformat (about 10 KB gzipped with its
 * parser): the catalogues use only these forms, the issue caps the localisation's growth of the
 * main bundle at 3 KB gzipped, and the subset is small enough to test whole. A message that does
 * not parse is shown as written, never thrown: a host's `messages` override must not break a page.
 */

/** A parsed message: text runs and arguments. */
type Part = string | Argument;

interface Argument {
  name: string;
  kind: 'value' | 'plural' | 'select';
  /** plural and select: the branches by key (`=0`, `one`, `other`, a select value). */
  branches?: Record<string, Part[]>;
}

/** The values a message's arguments take: text, numbers, or anything with a string form. */
export type MessageValues = Readonly<Record<string, unknown>>;

const cache = new Map<string, Part[] | null>();

/** `message` with its arguments filled in from `values`, numbers and plurals in `locale`. */
export function formatMessage(message: string, values: MessageValues = {}, locale = 'en'): string {
  let parts = cache.get(message);
  if (parts === undefined) {
    parts = parseMessage(message);
    cache.set(message, parts);
  }
  if (!parts) return message;
  return render(parts, values, locale, undefined);
}

/**
 * What a message asks for: each argument's name, with `:plural` or `:select` for those kinds,
 * sorted (`count:plural`, `name`). The catalogue test compares these across languages;
 * `undefined` when the message does not parse.
 */
export function messageShape(message: string): string[] | undefined {
  const parts = parseMessage(message);
  if (!parts) return undefined;
  const out = new Set<string>();
  const walk = (list: Part[]): void => {
    for (const p of list) {
      if (typeof p === 'string') continue;
      if (p.kind === 'value') out.add(p.name);
      else out.add(`${p.name}:${p.kind}`);
      for (const b of Object.values(p.branches ?? {})) walk(b);
    }
  };
  walk(parts);
  return [...out].sort();
}

/**
 * The branch keys of each plural and select argument in `message`, by `name:kind`
 * (`count:plural` → `=0,one,other`), sorted; the catalogue test checks them across languages.
 */
export function branchKeys(message: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const walk = (list: Part[]): void => {
    for (const p of list) {
      if (typeof p === 'string' || p.kind === 'value') continue;
      const id = `${p.name}:${p.kind}`;
      out[id] = [...new Set([...(out[id] ?? []), ...Object.keys(p.branches ?? {})])].sort();
      for (const b of Object.values(p.branches ?? {})) walk(b);
    }
  };
  walk(parseMessage(message) ?? []);
  return out;
}

function render(parts: Part[], values: MessageValues, locale: string, hash: number | undefined): string {
  let out = '';
  for (const p of parts) {
    if (typeof p === 'string') {
      out += hash === undefined ? p : p.replace(/#/g, formatNumber(hash, locale));
      continue;
    }
    const value = values[p.name];
    if (p.kind === 'value') {
      out += typeof value === 'number' ? formatNumber(value, locale) : value === undefined ? `{${p.name}}` : text(value);
      continue;
    }
    const branches = p.branches ?? {};
    if (p.kind === 'plural') {
      const n = typeof value === 'number' ? value : Number(value);
      const exact = branches[`=${n}`];
      const branch = exact ?? branches[pluralCategory(n, locale)] ?? branches['other'] ?? [];
      out += render(branch, values, locale, n);
      continue;
    }
    out += render(branches[text(value)] ?? branches['other'] ?? [], values, locale, hash);
  }
  return out;
}

/** A value's text: strings as they are, other scalars by their string form, objects as JSON. */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || typeof value !== 'object') return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return '';
  }
}

// One formatter per locale: building Intl objects costs far more than using them (a JSON tree formats a plural per container).
const numberFormats = new Map<string, Intl.NumberFormat | null>();
const pluralRules = new Map<string, Intl.PluralRules | null>();

function formatNumber(n: number, locale: string): string {
  let f = numberFormats.get(locale);
  if (f === undefined) {
    f = tryMake(() => new Intl.NumberFormat(locale));
    numberFormats.set(locale, f);
  }
  return f ? f.format(n) : String(n);
}

function pluralCategory(n: number, locale: string): string {
  let r = pluralRules.get(locale);
  if (r === undefined) {
    r = tryMake(() => new Intl.PluralRules(locale));
    pluralRules.set(locale, r);
  }
  return r ? r.select(n) : n === 1 ? 'one' : 'other';
}

/** The object `make` builds, or null when the locale is not one Intl takes. */
function tryMake<T>(make: () => T): T | null {
  try {
    return make();
  } catch {
    return null;
  }
}

/** Parses `message`, or null when its braces do not balance or an argument is malformed. */
function parseMessage(message: string): Part[] | null {
  let i = 0;
  const parseParts = (inBranch: boolean): Part[] | null => {
    const parts: Part[] = [];
    let text = '';
    while (i < message.length) {
      const c = message[i]!;
      if (c === "'") {
        const next = message[i + 1];
        if (next === "'") {
          text += "'";
          i += 2;
          continue;
        }
        if (next === '{' || next === '}') {
          const end = message.indexOf("'", i + 1);
          if (end < 0) return null;
          text += message.slice(i + 1, end);
          i = end + 1;
          continue;
        }
        text += c;
        i++;
        continue;
      }
      if (c === '}') {
        if (!inBranch) return null;
        break;
      }
      if (c === '{') {
        if (text) parts.push(text);
        text = '';
        i++;
        const arg = parseArgument();
        if (!arg) return null;
        parts.push(arg);
        continue;
      }
      text += c;
      i++;
    }
    if (text) parts.push(text);
    return parts;
  };
  const skipSpace = (): void => {
    while (i < message.length && /\s/.test(message[i]!)) i++;
  };
  const word = (): string => {
    skipSpace();
    const m = /^[^\s{},]+/.exec(message.slice(i));
    if (!m) return '';
    i += m[0].length;
    skipSpace();
    return m[0];
  };
  const parseArgument = (): Argument | null => {
    const name = word();
    if (!name) return null;
    if (message[i] === '}') {
      i++;
      return { name, kind: 'value' };
    }
    if (message[i] !== ',') return null;
    i++;
    const kind = word();
    if (kind === 'number' && message[i] === '}') {
      i++;
      return { name, kind: 'value' };
    }
    if ((kind !== 'plural' && kind !== 'select') || message[i] !== ',') return null;
    i++;
    const branches: Record<string, Part[]> = {};
    for (;;) {
      skipSpace();
      if (message[i] === '}') {
        i++;
        break;
      }
      const key = word();
      if (!key || message[i] !== '{') return null;
      i++;
      const branch = parseParts(true);
      if (!branch || message[i] !== '}') return null;
      i++;
      branches[key] = branch;
    }
    if (!('other' in branches)) return null;
    return { name, kind, branches };
  };
  const parts = parseParts(false);
  return parts && i >= message.length ? parts : null;
}
