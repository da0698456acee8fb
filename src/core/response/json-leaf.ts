import { RawNumber } from './parse-json-safe.js';

/** The kinds of JSON leaf the tree tells apart (each gets its own colour). */
export const JSON_LEAF_TYPES = ['null', 'num', 'str', 'bool'] as const;
export type JsonLeafType = (typeof JSON_LEAF_TYPES)[number];

/** A JSON leaf as the tree shows it: its text as JSON (a RawNumber as it was sent) and its type. */
export function jsonLeaf(v: unknown): { text: string; type: JsonLeafType } {
  if (v instanceof RawNumber) return { text: v.source, type: 'num' };
  // JSON.stringify gives undefined for what JSON has no text for (undefined, a function): never parsed JSON, but text all the same.
  const text = (JSON.stringify(v) as string | undefined) ?? String(v);
  if (v === null) return { text, type: 'null' };
  return { text, type: typeof v === 'string' ? 'str' : typeof v === 'number' ? 'num' : 'bool' };
}
