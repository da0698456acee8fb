// Build-time transform: every message key of the catalogue (`reference.tryIt`, written as a
// quoted string in msg() calls and as property names in the catalogues) becomes a short id of one
// or two characters. The names read well in source and tests; in the bundle every page downloads
// they cost about 1.2 KB gzipped, written twice each (the English catalogue and each call).
// A host's `messages` name keys as written: src/core/i18n/key-ids.ts maps names to ids, and the
// build replaces that module with the table (loaded only when a host sets `messages`).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The catalogue's keys, in order, read from the English area files (src/core/i18n/en/*.ts). */
function catalogueKeys(root) {
  const dir = join(root, 'src/core/i18n/en');
  const keys = new Set();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
    .sort()) {
    for (const m of readFileSync(join(dir, file), 'utf8').matchAll(/^\s*'([a-z]+\.[A-Za-z0-9_.]+)':/gm)) keys.add(m[1]);
  }
  return [...keys];
}

/**
 * A source transform (for minifyCssTemplates' `also`) that writes each catalogue key as its id,
 * and the table of ids in place of key-ids.ts. Ids follow the keys' order, so every build of the
 * same catalogue (element, class, CLI) gives each key the same id.
 * @param {string} root the repository's root
 * @returns {(source: string, path: string) => string}
 */
export function compactKeys(root) {
  const ids = new Map(catalogueKeys(root).map((key, i) => [key, i.toString(36)]));
  const table = `export const KEY_IDS = ${JSON.stringify(Object.fromEntries(ids))};`;
  // A quoted string that is exactly a key (never part of a longer string or a template literal).
  const QUOTED = /(['"])([a-z]+\.[A-Za-z0-9_.]+)\1/g;
  return (source, path) => {
    if (/[\\/]src[\\/]core[\\/]i18n[\\/]key-ids\.ts$/.test(path)) return table;
    return source.replace(QUOTED, (whole, quote, key) => (ids.has(key) ? quote + ids.get(key) + quote : whole));
  };
}
