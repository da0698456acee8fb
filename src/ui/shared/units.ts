import { formatBytes, formatDateTime, formatDuration, formatTimeLeft } from '../../core/i18n/format-units.js';
import { currentTranslator } from './msg.js';

// Sizes, durations and times in the interface's language (core/i18n/format-units.ts), for templates.

/** A size in bytes (`1.5 kB`). */
export const bytes = (n: number): string => formatBytes(n, currentTranslator().locale);

/** A time taken, from milliseconds (`850 ms`, `1.2 sec`). */
export const duration = (ms: number): string => formatDuration(ms, currentTranslator().locale);

/** A time left, from seconds (`in 59 minutes`). */
export const timeLeft = (seconds: number): string => formatTimeLeft(seconds, currentTranslator().locale);

/** A moment as a date and time of day. */
export const dateTime = (date: Date): string => formatDateTime(date, currentTranslator().locale);
