import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../types.js';
import { buildOutline } from './outline.js';
import { parseLabelList, selectOperations, type SelectOptions } from './select.js';

const doc: JsonObject = {
  openapi: '3.1.0',
  info: { title: 'Select', version: '1' },
  tags: [{ name: 'pets' }, { name: 'users' }, { name: 'notes', description: 'Only words here.' }],
  'x-tagGroups': [
    { name: 'Animals', tags: ['pets'] },
    { name: 'People', tags: ['users'] },
  ],
  paths: {
    '/pets': {
      get: { tags: ['pets'], 'x-badges': [{ label: 'Beta' }] },
      post: { tags: ['pets'], 'x-badges': [{ label: ' Internal ', color: 'red' }] },
    },
    '/pets/{id}': { get: { tags: ['pets'] }, delete: { tags: ['pets'], 'x-badges': [{ label: 'Deprecated' }] } },
    '/users': { get: { tags: ['users'], 'x-badges': [{ label: 'internal' }] } },
    '/store/pets': { get: {} },
  },
  webhooks: {
    newPet: { post: { 'x-badges': [{ label: 'Beta' }] } },
    userGone: { post: {} },
  },
};
const outline = buildOutline(doc, '3.1.0', []);

const ids = (o: SelectOptions): string[] => selectOperations(outline, o).outline.operations.map((op) => op.id);
const hooks = (o: SelectOptions): string[] => selectOperations(outline, o).outline.webhooks.map((op) => op.id);

describe('parseLabelList', () => {
  it.each<[string | null | undefined, string[]]>([
    ['', []],
    [null, []],
    [undefined, []],
    ['Beta', ['Beta']],
    [' Beta , internal,,  Deprecated ,', ['Beta', 'internal', 'Deprecated']],
    [' , ', []],
  ])('reads %j as %j', (text, labels) => {
    expect(parseLabelList(text)).toEqual(labels);
  });
});

describe('selectOperations', () => {
  it('returns the same outline when there is nothing to filter', () => {
    expect(selectOperations(outline, {})).toEqual({ outline });
    expect(selectOperations(outline, { matchPaths: '', matchType: 'regex', removeBadgeLabels: [' '] }).outline).toBe(outline);
  });

  it.each<[string, SelectOptions, string[]]>([
    ['includes matches a path substring', { matchPaths: '/pets/' }, ['delete-/pets/{id}', 'get-/pets/{id}']],
    ['includes ignores case', { matchPaths: '/PETS/{ID}' }, ['delete-/pets/{id}', 'get-/pets/{id}']],
    ['includes matches the method and path together', { matchPaths: 'GET /pets' }, ['get-/pets', 'get-/pets/{id}']],
    ['includes is the default match type', { matchPaths: 'post /', matchType: undefined }, ['post-/pets']],
    ['includes takes regex characters literally', { matchPaths: '^get', matchType: 'includes' }, []],
    ['regex tests {method} {path}', { matchPaths: '^get /pets', matchType: 'regex' }, ['get-/pets', 'get-/pets/{id}']],
    ['regex honours both anchors', { matchPaths: '^get /pets$', matchType: 'regex' }, ['get-/pets']],
    ['regex alternates methods', { matchPaths: '^(get|post) /pets$', matchType: 'regex' }, ['get-/pets', 'post-/pets']],
    ['regex is case-sensitive as written', { matchPaths: '^GET ', matchType: 'regex' }, []],
    ['regex unanchored finds a path anywhere', { matchPaths: 'pets\\/\\{', matchType: 'regex' }, ['delete-/pets/{id}', 'get-/pets/{id}']],
    ['removes operations by badge label, trimmed and case-insensitive', { removeBadgeLabels: parseLabelList(' INTERNAL , deprecated') }, ['get-/pets', 'get-/pets/{id}', 'get-/store/pets']],
    ['ignores badge labels nobody uses', { removeBadgeLabels: ['Alpha'] }, ['get-/pets', 'post-/pets', 'delete-/pets/{id}', 'get-/pets/{id}', 'get-/store/pets', 'get-/users'].sort()],
    ['combines path matching and badge removal', { matchPaths: 'pets', removeBadgeLabels: ['beta', 'Internal'] }, ['delete-/pets/{id}', 'get-/pets/{id}', 'get-/store/pets']],
  ])('%s', (_, options, expected) => {
    expect(ids(options).sort()).toEqual([...expected].sort());
  });

  it('reports an invalid regex and selects nothing, without throwing', () => {
    const r = selectOperations(outline, { matchPaths: '(', matchType: 'regex' });
    expect(r.error).toMatch(/^Invalid match-paths regular expression "\(": .*(Unterminated group|Invalid regular expression)/);
    expect(r.outline.operations).toEqual([]);
    expect(r.outline.webhooks).toEqual([]);
    expect(r.outline.tags).toEqual([]);
    expect(r.outline.tagGroups).toEqual([]);
    expect(r.outline.info).toBe(outline.info);
  });

  it('does not treat "(" as a regex when matching by includes', () => {
    expect(selectOperations(outline, { matchPaths: '(' }).error).toBeUndefined();
  });

  it('drops tags and tag groups left empty, keeps description-only tags and the remaining order', () => {
    const o = selectOperations(outline, { matchPaths: '/users' }).outline;
    expect(o.tags.map((t) => [t.name, t.operations])).toEqual([
      ['users', ['get-/users']],
      ['notes', []],
    ]);
    expect(o.tagGroups).toEqual([
      { name: 'People', tags: ['users'] },
      { name: 'Other', tags: ['notes'], generated: true },
    ]);
  });

  it('prunes the operations of a tag that keeps some', () => {
    const o = selectOperations(outline, { removeBadgeLabels: ['beta'] }).outline;
    expect(o.tags.find((t) => t.name === 'pets')!.operations).toEqual(['post-/pets', 'get-/pets/{id}', 'delete-/pets/{id}']);
    expect(o.tagGroups.map((g) => g.name)).toEqual(['Animals', 'People', 'Other']);
  });

  it('leaves the input outline untouched', () => {
    const before = JSON.stringify(outline);
    selectOperations(outline, { matchPaths: 'users', removeBadgeLabels: ['beta'] });
    expect(JSON.stringify(outline)).toBe(before);
  });

  it.each<[string, SelectOptions, string[]]>([
    ['matches webhooks as {method} {name}', { matchPaths: 'post newpet' }, ['webhook-post-newPet']],
    ['matches webhooks by regex on the name', { matchPaths: '^post user', matchType: 'regex' }, ['webhook-post-userGone']],
    ['hides webhooks that do not match a path filter', { matchPaths: '/pets' }, []],
    ['removes webhooks by badge label', { removeBadgeLabels: ['BETA'] }, ['webhook-post-userGone']],
  ])('%s', (_, options, expected) => {
    expect(hooks(options)).toEqual(expected);
  });
});
