import { describe, expect, it } from 'vitest';
import { isJsonContainer, jsonChildPath, jsonEntries, jsonPathLabel, type JsonContainer } from './json-entries.js';
import { RawNumber } from './parse-json-safe.js';

describe('isJsonContainer', () => {
  it.each<[string, unknown, boolean]>([
    ['an object', { a: 1 }, true],
    ['an empty object', {}, true],
    ['an array', [1], true],
    ['null', null, false],
    ['a string', 'x', false],
    ['a number', 1, false],
    ['a boolean', true, false],
    ['a RawNumber', new RawNumber('1.0'), false],
  ])('%s: %s', (_name, v, expected) => {
    expect(isJsonContainer(v)).toBe(expected);
  });
});

describe('jsonEntries', () => {
  it.each<[string, JsonContainer, [string | number, unknown][]]>([
    [
      'an array by index',
      ['a', 'b'],
      [
        [0, 'a'],
        [1, 'b'],
      ],
    ],
    [
      'an object by key, in order',
      { b: 1, a: 2 },
      [
        ['b', 1],
        ['a', 2],
      ],
    ],
    ['a __proto__ key as data', JSON.parse('{"__proto__":1}') as JsonContainer, [['__proto__', 1]]],
    ['nothing', {}, []],
  ])('%s', (_name, v, expected) => {
    expect(jsonEntries(v)).toEqual(expected);
  });
});

describe('jsonChildPath and jsonPathLabel', () => {
  it.each<[string, string | number, string, string]>([
    ['', 'a', '/a', 'a'],
    ['/a', 0, '/a/0', 'a/0'],
    ['', 'a/b', '/a~1b', 'a/b'],
    ['', '~x', '/~0x', '~x'],
    ['', '~1', '/~01', '~1'],
    ['', '', '/', ''],
  ])('%j + %j is %j, read as %j', (path, key, child, label) => {
    expect(jsonChildPath(path, key)).toBe(child);
    expect(jsonPathLabel(child)).toBe(label);
  });

  it('keeps paths of different keys apart', () => {
    expect(jsonChildPath(jsonChildPath('', 'a'), 'b')).not.toBe(jsonChildPath('', 'a/b'));
  });

  it('names the root "the body"', () => {
    expect(jsonPathLabel('')).toBe('the body');
  });
});
