/**
 * Sizes, durations and times in a locale, through Intl: the digits, separators, unit names and
 * word order are the locale's (`1,5 kB` in German, `1.5 KB` in English, `1.5 كيلوبايت` in
 * Arabic). Each formatter is made once per locale and options: making one costs far more than
 * using it (a streaming response reformats its size many times a second).
 */

const formatters = new Map<string, Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.DateTimeFormat | null>();

function cached<T extends Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.DateTimeFormat>(id: string, make: () => T): T | null {
  let f = formatters.get(id);
  if (f === undefined) {
    try {
      f = make();
    } catch {
      f = null; // a locale Intl does not take: the caller writes English
    }
    formatters.set(id, f);
  }
  return f as T | null;
}

function unit(n: number, name: string, locale: string, digits: number): string {
  // Bytes in full (`512 bytes`, `512 octets`): CLDR's short English form is a bare `byte`.
  const unitDisplay = name === 'byte' ? 'long' : 'short';
  const f = cached(`u|${locale}|${name}|${digits}`, () => new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay, maximumFractionDigits: digits }));
  return f ? f.format(n) : `${Number(n.toFixed(digits))} ${ENGLISH_UNITS[name] ?? name}`;
}

const ENGLISH_UNITS: Readonly<Record<string, string>> = { byte: 'bytes', kilobyte: 'KB', megabyte: 'MB', millisecond: 'ms', second: 's', minute: 'min', hour: 'h' };

/**
 * A size in bytes, kilobytes or megabytes: binary multiples (1 KB = 1,024 bytes, as browsers'
 * download lists count them), one decimal.
 */
export function formatBytes(n: number, locale = 'en'): string {
  if (n < 1024) return unit(n, 'byte', locale, 0);
  if (n < 1024 * 1024) return unit(n / 1024, 'kilobyte', locale, 1);
  return unit(n / 1024 / 1024, 'megabyte', locale, 1);
}

/** A time taken, from milliseconds: `850 ms`, `1.2 s`, `2.5 min`, as a response time or a retry delay reads best. */
export function formatDuration(ms: number, locale = 'en'): string {
  if (ms < 1000) return unit(Math.round(ms), 'millisecond', locale, 0);
  if (ms < 60_000) return unit(ms / 1000, 'second', locale, 1);
  return unit(ms / 60_000, 'minute', locale, 1);
}

/**
 * A time left as the locale says it, from seconds: `in 45 seconds`, `in 59 minutes`, `in 2 hours`
 * (the largest unit that is at least one whole; counted down, so whole units, rounded down);
 * `now` at zero. For token and code expiry.
 */
export function formatTimeLeft(seconds: number, locale = 'en'): string {
  const s = Math.max(0, Math.floor(seconds));
  const [value, name] = s < 60 ? [s, 'second'] : s < 3600 ? [Math.floor(s / 60), 'minute'] : s < 86_400 ? [Math.floor(s / 3600), 'hour'] : [Math.floor(s / 86_400), 'day'];
  const f = cached(`r|${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }));
  return f ? f.format(value, name as Intl.RelativeTimeFormatUnit) : `in ${value} ${name}${value === 1 ? '' : 's'}`;
}

/** A moment as a date and time of day in the locale (`2 Dec 2026, 14:32:10`), for when a token expires. */
export function formatDateTime(date: Date, locale = 'en'): string {
  const f = cached(`d|${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }));
  return f ? f.format(date) : date.toISOString();
}
