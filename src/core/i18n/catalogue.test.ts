import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { en } from './en/index.js';
import { messageShape } from './format-message.js';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every source file of the product (tests and the catalogues themselves excepted). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return p.includes(`${path.sep}i18n${path.sep}en`) ? [] : sources(p);
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
