import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { load } from 'js-yaml';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'];

/**
 * Counts a description's operations and webhooks straight from its files, independently of
 * spec-doc's loader: path items (and whole `paths`) reached through relative-file `$ref`s are
 * followed with a few lines of code of its own.
 */
export function countOperations(rootFile: string): { operations: number; webhooks: number } {
  const cache = new Map<string, unknown>();
  const read = (file: string): unknown => {
    if (!cache.has(file)) cache.set(file, load(readFileSync(file, 'utf8'), { maxDepth: 5000 }));
    return cache.get(file);
  };
  const deref = (node: unknown, file: string): [unknown, string] => {
    for (let i = 0; i < 20 && node && typeof node === 'object' && typeof (node as { $ref?: unknown }).$ref === 'string'; i++) {
      const ref = (node as { $ref: string }).$ref;
      const [path = '', pointer = ''] = ref.split('#');
      const target = path ? resolve(dirname(file), path) : file;
      let value = read(target);
      for (const seg of pointer.split('/').slice(1)) {
        value = (value as Record<string, unknown>)[seg.replace(/~1/g, '/').replace(/~0/g, '~')];
      }
      node = value;
      file = target;
    }
    return [node, file];
  };
  const countItems = (container: unknown, file: string): number => {
    const [map, mapFile] = deref(container, file);
    if (!map || typeof map !== 'object') return 0;
    let n = 0;
    for (const [key, raw] of Object.entries(map)) {
      if (key.startsWith('x-')) continue;
      const [item] = deref(raw, mapFile);
      if (!item || typeof item !== 'object') continue;
      n += METHODS.filter((m) => (item as Record<string, unknown>)[m] !== undefined).length;
      const extra = (item as Record<string, unknown>).additionalOperations;
      if (extra && typeof extra === 'object') n += Object.keys(extra).length;
    }
    return n;
  };
  const root = read(rootFile) as Record<string, unknown>;
  return {
    operations: countItems(root.paths, rootFile),
    webhooks: countItems(root.webhooks ?? root['x-webhooks'], rootFile),
  };
}
