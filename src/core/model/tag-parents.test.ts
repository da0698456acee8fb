import { describe, expect, it } from 'vitest';
import type { Problem } from '../types.js';
import { isNavKind, tagParents, type TagParentInput } from './tag-parents.js';

const t = (name: string, parent?: string, nav = true): TagParentInput => ({ name, parent, nav, pointer: `/tags/${name}` });

describe('tagParents', () => {
  const cases: Array<[string, TagParentInput[], Record<string, string>, number]> = [
    ['keeps a valid chain of any depth', [t('a'), t('b', 'a'), t('c', 'b')], { b: 'a', c: 'b' }, 0],
    ['reads an unknown parent as top level', [t('a'), t('b', 'zzz')], {}, 1],
    ['reads a self parent as top level', [t('a', 'a')], {}, 1],
    ['reads a non-nav parent as top level', [t('a', undefined, false), t('b', 'a')], {}, 1],
    ['breaks a two-tag cycle', [t('a', 'b'), t('b', 'a')], {}, 2],
    ['keeps a tag hanging off a cycle under its parent', [t('a', 'b'), t('b', 'a'), t('c', 'a')], { c: 'a' }, 2],
    ['lets a chip tag name a chip parent, without nesting or problem', [t('external', undefined, false), t('partner', 'external', false)], {}, 0],
    ['reports a chip tag whose parent is missing', [t('partner', 'nowhere', false)], {}, 1],
    ['breaks a three-tag cycle', [t('a', 'c'), t('b', 'a'), t('c', 'b')], {}, 3],
  ];
  it.each(cases)('%s', (_name, tags, want, problemCount) => {
    const problems: Problem[] = [];
    expect(Object.fromEntries(tagParents(tags, problems))).toEqual(want);
    expect(problems).toHaveLength(problemCount);
  });
});

describe('isNavKind', () => {
  it.each([
    [undefined, true],
    ['nav', true],
    ['badge', false],
    ['audience', false],
    ['anything-else', false],
  ])('kind %s → nav group %s', (kind, want) => {
    expect(isNavKind(kind)).toBe(want);
  });
});
