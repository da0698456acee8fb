import { describe, expect, it } from 'vitest';
import { initiallyOpen } from './initially-open.js';

/** `{ a: { a: … } }` nested `depth` levels. */
function nested(depth: number): unknown {
  let v: unknown = {};
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
}

describe('initiallyOpen', () => {
  it.each<[string, unknown, string[]]>([
    ['a leaf opens nothing', 42, []],
    ['an empty root opens', {}, ['']],
    ['a small tree opens whole', { a: { b: [1, { c: 2 }] } }, ['', '/a', '/a/b', '/a/b/1']],
    ['keys are escaped in paths', { 'x/y': { 'a~b': {} } }, ['', '/x~1y', '/x~1y/a~0b']],
    ['nothing deeper than eight levels opens by itself', nested(12), ['', '/a', '/a/a', '/a/a/a', '/a/a/a/a', '/a/a/a/a/a', '/a/a/a/a/a/a', '/a/a/a/a/a/a/a', '/a/a/a/a/a/a/a/a']],
  ])('%s', (_name, root, expected) => {
    expect([...initiallyOpen(root)]).toEqual(expected);
  });

  it('opens the root of a huge array, then its children while the budget of 800 rows lasts', () => {
    const rows = Array.from({ length: 5000 }, (_, i) => ({ id: i, tags: ['x'] }));
    const open = initiallyOpen(rows);
    // The root shows its first 200 children and two lines of its own (202 rows); each open
    // child adds 3 (id, tags, its closing line): 199 fit (799 rows), and no `tags` array after them.
    expect(open.size).toBe(200);
    expect(open.has('')).toBe(true);
    expect(open.has('/198')).toBe(true);
    expect(open.has('/199')).toBe(false);
    expect(open.has('/0/tags')).toBe(false);
  });

  it('opens breadth first: every top-level child before any grandchild', () => {
    const root = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`k${i}`, { inner: { x: 1 } }]));
    const order = [...initiallyOpen(root)];
    const lastTop = Math.max(...order.map((p, i) => (p.split('/').length === 2 ? i : -1)));
    const firstDeep = order.findIndex((p) => p.split('/').length === 3);
    expect(lastTop).toBeLessThan(firstDeep);
  });
});
