import { describe, expect, it } from 'vitest';
import type { JsonObject, Problem } from '../types.js';
import { buildNavGroups, type NavGroup } from './nav-groups.js';
import type { Outline } from './types.js';
import { buildOutline } from './outline.js';
import { ENGLISH_NAV_LABELS } from '../../../test/support/nav-labels.js';
import { readingOrder } from './reading-order.js';

// OpenAPI 3.2.0, Tag Object: summary, parent and kind, read by the outline and shown by the nav.
const doc: JsonObject = {
  openapi: '3.2.0',
  info: { title: 'Tags', version: '1' },
  tags: [
    { name: 'store', summary: 'Store' },
    { name: 'orders', summary: 'Orders', parent: 'store' },
    { name: 'refunds', parent: 'orders' },
    { name: 'beta', summary: 'Beta', kind: 'badge' },
    { name: 'partners', kind: 'audience' },
    { name: 'loop-a', parent: 'loop-b' },
    { name: 'loop-b', parent: 'loop-a' },
    { name: 'lost', parent: 'nowhere' },
    { name: 'under-badge', parent: 'beta' },
  ],
  paths: {
    '/orders': { get: { tags: ['orders', 'beta'], summary: 'List orders' } },
    '/refunds': { get: { tags: ['refunds', 'partners'] } },
    '/only-badge': { get: { tags: ['beta'] } },
    '/loop': { get: { tags: ['loop-a'] }, post: { tags: ['loop-b'] } },
    '/lost': { get: { tags: ['lost'] } },
    '/ub': { get: { tags: ['under-badge'] } },
  },
};
const problems: Problem[] = [];
const outline = buildOutline(doc, '3.2.0', problems);

/** The nav groups of `o` in English, every operation listed (only `filterIds` when given). */
function navOf(o: Outline, filterIds?: ReadonlySet<string>): NavGroup[] {
  return buildNavGroups({ outline: o, order: readingOrder(o), filterIds, limit: 99, showInfo: false, infoHeadings: [], components: undefined, labels: ENGLISH_NAV_LABELS });
}

describe('tags of OpenAPI 3.2', () => {
  it('orders nested tags after their parent, with depth, and keeps a parent without operations', () => {
    expect(outline.tags.map((t) => [t.name, t.depth ?? 0, t.displayName])).toEqual([
      ['store', 0, 'Store'],
      ['orders', 1, 'Orders'],
      ['refunds', 2, 'refunds'],
      ['loop-a', 0, 'loop-a'],
      ['loop-b', 0, 'loop-b'],
      ['lost', 0, 'lost'],
      ['under-badge', 0, 'under-badge'],
      ['default', 0, 'Other operations'],
    ]);
    expect(outline.tags.find((t) => t.name === 'refunds')?.ancestors).toEqual(['Store', 'Orders']);
  });

  it('reads cycles and unknown or non-nav parents as top level, with a problem each, and loses no operation', () => {
    expect(problems.map((p) => p.pointer)).toEqual(['/tags/7/parent', '/tags/8/parent', '/tags/5/parent', '/tags/6/parent']);
    const order = readingOrder(outline);
    expect(order.count).toBe(outline.operations.length);
  });

  it('shows badge and audience tags as chips, and files operations with only such tags under default', () => {
    const byId = new Map(outline.operations.map((o) => [o.id, o]));
    expect(byId.get('get-/orders')?.badges).toEqual([{ label: 'Beta', tagKind: 'badge' }]);
    expect(byId.get('get-/refunds')?.badges).toEqual([{ label: 'partners', tagKind: 'audience' }]);
    expect(outline.tags.find((t) => t.name === 'default')?.operations).toEqual(['get-/only-badge']);
    expect(outline.tags.some((t) => t.name === 'beta' || t.name === 'partners')).toBe(false);
  });

  it('makes tag summaries searchable beside the names', () => {
    expect(outline.operations.find((o) => o.id === 'get-/orders')?.tagLabels).toEqual(['Orders', 'Beta']);
  });

  it('nests nav sections, each knowing the sections that enclose it', () => {
    const groups = navOf(outline);
    const sections = groups.flatMap((g) => g.sections).slice(0, 3);
    expect(sections.map((s) => [s.key, s.depth ?? 0, s.within ?? [], !!s.hasChildren])).toEqual([
      ['store', 0, [], true],
      ['orders', 1, ['store'], true],
      ['refunds', 2, ['store', 'orders'], false],
    ]);
  });

  it('keeps nested tags with their top-level tag under x-tagGroups', () => {
    const grouped = buildOutline({ ...doc, 'x-tagGroups': [{ name: 'Shop', tags: ['store'] }] }, '3.2.0', []);
    const groups = navOf(grouped);
    expect(groups.find((g) => g.label === 'Shop')?.sections.map((s) => s.key)).toEqual(['store', 'orders', 'refunds']);
  });
});

describe('nested tags under the quick filter', () => {
  it.each<[string, string[], string[]]>([
    ['keeps the parents of a match in a nested tag', ['get-/refunds'], ['store', 'orders', 'refunds']],
    ['drops parents with nothing left inside', ['get-/orders'], ['store', 'orders']],
    ['drops the whole tree when nothing matches in it', ['get-/only-badge'], ['default']],
  ])('%s', (_what, ids, keys) => {
    const groups = navOf(outline, new Set(ids));
    expect(groups.flatMap((g) => g.sections).map((s) => s.key)).toEqual(keys);
  });
});
