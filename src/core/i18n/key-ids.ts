import { en } from './en/index.js';

/**
 * The catalogue's keys by name (as hosts write them in `messages`) → the key the code looks up.
 * In source each key is its own name; the build writes every key as a short id and replaces this
 * module with the table of names to ids (scripts/compact-keys.mjs). Imported lazily, only when a
 * host sets `messages`.
 */
export const KEY_IDS: Readonly<Record<string, string>> = Object.fromEntries(Object.keys(en).map((key) => [key, key]));
