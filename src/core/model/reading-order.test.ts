import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../types.js';
import { buildNavGroups, type NavGroup } from './nav-groups.js';
import { buildOutline } from './outline.js';
import { ENGLISH_NAV_LABELS } from '../../../test/support/nav-labels.js';
import { findOperation, readingOrder } from './reading-order.js';

const doc: JsonObject = {
  openapi: '3.1.0',
  info: { title: 'Order', version: '1' },
  servers: [{ url: 'https://api.example.com' }],
  tags: [{ name: 'pets' }, { name: 'users' }, { name: 'notes', description: 'Only words here.' }, { name: 'empty' }],
  paths: {
    '/pets': { get: { tags: ['pets', 'users'], summary: 'List pets' }, post: { tags: ['pets'] } },
    '/users/{id}': { get: { tags: ['users'], summary: 'Get a user', deprecated: true } },
    '/health': { get: {} },
  },
  webhooks: { newPet: { post: { summary: 'New pet' } } },
};
const outline = buildOutline(doc, '3.1.0', []);
const order = readingOrder(outline);

describe('readingOrder', () => {
  it('shows an operation with several tags once, under its first tag, and webhooks last', () => {
    expect(order.blocks.map((b) => [b.tag.name, b.ops.map((op) => op.id)])).toEqual([
      ['pets', ['get-/pets', 'post-/pets']],
      ['users', ['get-/users/{id}']],
      ['notes', []],
      ['default', ['get-/health']],
      ['webhooks', ['webhook-post-newPet']],
    ]);
    expect(order.blocks.at(-1)!.webhooks).toBe(true);
  });

  it('numbers operations in reading order and knows each one’s tag', () => {
    expect([...order.index.entries()]).toEqual([
      ['get-/pets', 0],
      ['post-/pets', 1],
      ['get-/users/{id}', 2],
      ['get-/health', 3],
      ['webhook-post-newPet', 4],
    ]);
    expect(order.count).toBe(5);
    expect(order.tagOf.get('get-/pets')).toBe('pets');
    expect(order.tagOf.get('webhook-post-newPet')).toBe('webhooks');
  });
});

describe('findOperation', () => {
  it.each([
    ['get-/users/{id}', 'get-/users/{id}'],
    ['#get-/users/{id}', 'get-/users/{id}'],
    ['get-/users/-id-', 'get-/users/{id}'],
    ['GET-/users/{id}', 'get-/users/{id}'],
    ['webhook-post-newPet', 'webhook-post-newPet'],
    ['get-/nowhere', undefined],
    ['', undefined],
  ])('%s → %s', (path, id) => {
    expect(findOperation(order, path)?.id).toBe(id);
  });
});

describe('buildNavGroups', () => {
  const labels = (groups: NavGroup[]): unknown[] => groups.map((g) => [g.label ?? '', g.sections.map((s) => [s.label, s.items.map((i) => i.label)])]);
  const base = { outline, order, filterIds: undefined, limit: Infinity, showInfo: true, infoHeadings: [], components: undefined, labels: ENGLISH_NAV_LABELS };

  it('lists Overview and Servers, the tags with their operations, then Webhooks', () => {
    expect(labels(buildNavGroups(base))).toEqual([
      [
        '',
        [
          ['Overview', []],
          ['Servers', []],
        ],
      ],
      [
        '',
        [
          ['pets', ['List pets', 'POST /pets']],
          ['users', ['Get a user']],
          ['notes', []],
          ['Other operations', ['GET /health']],
        ],
      ],
      ['Webhooks', [['Webhooks', ['New pet']]]],
    ]);
  });

  it('stops at the batch limit, like the page', () => {
    const groups = buildNavGroups({ ...base, limit: 2 });
    expect(groups.flatMap((g) => g.sections.flatMap((s) => s.items.map((i) => i.id)))).toEqual(['get-/pets', 'post-/pets']);
  });

  it('keeps only filtered operations and drops tags left empty', () => {
    expect(labels(buildNavGroups({ ...base, filterIds: new Set(['get-/users/{id}']) }))).toEqual([
      [
        '',
        [
          ['Overview', []],
          ['Servers', []],
        ],
      ],
      ['', [['users', ['Get a user']]]],
    ]);
  });

  it('groups tags under x-tagGroups headings, with info headings and components when given', () => {
    const grouped = buildOutline({ ...doc, 'x-tagGroups': [{ name: 'Animals', tags: ['pets'] }] }, '3.1.0', []);
    const groups = buildNavGroups({
      ...base,
      outline: grouped,
      order: readingOrder(grouped),
      showInfo: true,
      infoHeadings: [{ level: 1, text: 'Intro', id: 'overview--intro' }],
      components: [{ kind: 'schemas', title: 'Schemas', items: [{ kind: 'schemas', name: 'Pet', id: 'cmp-schemas-Pet', pointer: '/components/schemas/Pet', summary: '' }] }],
    });
    expect(labels(groups)).toEqual([
      [
        '',
        [
          ['Overview', ['Intro']],
          ['Servers', []],
        ],
      ],
      ['Animals', [['pets', ['List pets', 'POST /pets']]]],
      [
        'Other',
        [
          ['users', ['Get a user']],
          ['notes', []],
          ['Other operations', ['GET /health']],
        ],
      ],
      ['Webhooks', [['Webhooks', ['New pet']]]],
      ['Components', [['Schemas', ['Pet']]]],
    ]);
    expect(groups[1]!.sections[0]!.id).toBe('tag--pets');
  });

  it('leaves out Overview when show-info is false, and marks deprecated operations', () => {
    const groups = buildNavGroups({ ...base, showInfo: false });
    expect(groups[0]!.sections.map((s) => s.label)).toEqual(['Servers']);
    expect(groups[1]!.sections[1]!.items[0]!.deprecated).toBe(true);
  });
});
