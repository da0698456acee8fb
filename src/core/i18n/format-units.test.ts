import { describe, expect, it } from 'vitest';
import { formatBytes, formatDateTime, formatDuration, formatTimeLeft } from './format-units.js';

describe('formatting units in a locale', () => {
  it.each<[string, () => string, string]>([
    ['bytes', () => formatBytes(512, 'en'), '512 bytes'],
    ['one byte', () => formatBytes(1, 'en'), '1 byte'],
    ['French bytes', () => formatBytes(1023, 'fr'), '1 023 octets'],
    ['Arabic digits and unit', () => formatBytes(1536, 'ar'), `${new Intl.NumberFormat('ar').format(1.5)} كيلوبايت`],
    ['kilobytes, one decimal, binary', () => formatBytes(1536, 'en'), '1.5 kB'],
    ['megabytes', () => formatBytes(5 * 1024 * 1024, 'en'), '5 MB'],
    ['German decimal comma', () => formatBytes(1536, 'de'), '1,5 kB'],
    ['milliseconds', () => formatDuration(849.6, 'en'), '850 ms'],
    ['seconds', () => formatDuration(1234, 'en'), '1.2 sec'],
    ['French seconds', () => formatDuration(1234, 'fr'), '1,2 s'],
    ['minutes', () => formatDuration(150_000, 'en'), '2.5 min'],
    ['time left in seconds', () => formatTimeLeft(45, 'en'), 'in 45 seconds'],
    ['time left in whole minutes', () => formatTimeLeft(3599, 'en'), 'in 59 minutes'],
    ['time left in hours, German', () => formatTimeLeft(7200, 'de'), 'in 2 Stunden'],
    ['time left, Japanese', () => formatTimeLeft(120, 'ja'), '2 分後'],
    ['no time left', () => formatTimeLeft(0, 'en'), 'now'],
    ['a date and time', () => formatDateTime(new Date(Date.UTC(2026, 11, 2, 14, 32, 10)), 'en-GB').replace(/\d\d:\d\d:\d\d/, 'T'), '2 Dec 2026, T'],
    ['a locale Intl does not take falls back to English', () => formatBytes(2048, 'not a locale!'), '2 KB'],
  ])('%s', (_, format, want) => {
    // Intl's spaces (no-break, narrow no-break) vary with the ICU version: compared as spaces.
    expect(format().replace(/\s/g, ' ')).toBe(want);
  });
});
