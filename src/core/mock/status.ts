import type { MockStatusStrategy } from './strategies.js';

/** mock-server-status-code read as a list: the valid codes, and the pieces that are not codes. */
export interface StatusCodeList {
  codes: number[];
  invalid: string[];
}

/**
 * Reads mock-server-status-code: empty, one code or a comma list. A code is three digits from
 * 200 to 599: a page's `fetch` cannot be answered with a 1xx (the Response constructor refuses
 * it), so those count as invalid like any other text.
 */
export function parseStatusCodes(text: string): StatusCodeList {
  const codes: number[] = [];
  const invalid: string[] = [];
  for (const piece of text.split(',')) {
    const t = piece.trim();
    if (t === '') continue;
    const n = Number(t);
    if (/^\d{3}$/.test(t) && n >= 200 && n <= 599) codes.push(n);
    else invalid.push(t);
  }
  return { codes, invalid };
}

/** The status keys of a Responses Object (codes, `2XX` ranges, `default`), extensions left out. */
export function responseKeys(responses: unknown): string[] {
  if (typeof responses !== 'object' || responses === null || Array.isArray(responses)) return [];
  return Object.keys(responses).filter((k) => !k.startsWith('x-'));
}

/** The status a key stands for when it is chosen without a code: its code, `2XX` → 200, `default` → 200. */
export function statusOfKey(key: string): number {
  if (/^[1-5]\d\d$/.test(key)) return Number(key);
  if (/^[1-5]xx$/i.test(key)) return Number(key[0]) * 100;
  return 200;
}

/**
 * The status to answer with when mock-server-status-code is empty: the operation's first 2xx
 * response (as listed; a `2XX` range counts), else its `default`, else the first one listed;
 * 200 when it lists none. 1xx keys are skipped, since fetch cannot deliver them.
 */
export function defaultStatus(keys: readonly string[]): { status: number; key: string | undefined } {
  const usable = keys.filter((k) => !/^1/.test(k));
  const key = usable.find((k) => /^2(\d\d|xx)$/i.test(k)) ?? usable.find((k) => k === 'default') ?? usable[0];
  return { status: key === undefined ? 200 : statusOfKey(key), key };
}

/**
 * One code of a non-empty list by strategy: `first`, `cycle` (the `turn`-th, wrapping; the
 * caller counts turns per operation) or `random` (`random()` in [0, 1), injected so tests can
 * fix it).
 */
export function pickStatus(codes: readonly number[], strategy: MockStatusStrategy, turn: number, random: () => number): number {
  if (codes.length === 0) throw new RangeError('pickStatus needs at least one code');
  const i = strategy === 'cycle' ? turn % codes.length : strategy === 'random' ? Math.min(codes.length - 1, Math.floor(random() * codes.length)) : 0;
  return codes[Math.max(0, i)]!;
}

/**
 * The response that describes `status`: the exact code, else its range (`4XX`), else
 * `default` (Responses Object: "The default MAY be used as a default Response Object for all
 * HTTP codes that are not covered individually"); undefined when none does.
 */
export function responseKeyFor(keys: readonly string[], status: number): string | undefined {
  const code = String(status);
  return keys.find((k) => k === code) ?? keys.find((k) => k.toUpperCase() === `${code[0]}XX`) ?? keys.find((k) => k === 'default');
}

/** Statuses whose responses have no body (the Response constructor throws if given one). */
export function isNullBodyStatus(status: number): boolean {
  return status === 204 || status === 205 || status === 304;
}
