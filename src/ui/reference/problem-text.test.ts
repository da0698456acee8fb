import { afterEach, describe, expect, it } from 'vitest';
import { catalogue as ar } from '../../core/i18n/locales/ar.js';
import { catalogue as ja } from '../../core/i18n/locales/ja.js';
import { createTranslator, english } from '../../core/i18n/translator.js';
import { buildOutline } from '../../core/model/outline.js';
import type { JsonObject, Problem } from '../../core/types.js';
import { useTranslator } from '../shared/msg.js';
import { problemText } from './problem-text.js';

afterEach(() => useTranslator(english));

/** A 3.2 description with every problem the outline finds. */
const doc: JsonObject = {
  openapi: '3.2.0',
  info: { title: 'x', version: '1' },
  tags: [
    { name: 'a', parent: 'ghost' },
    { name: 'b', parent: 'chip' },
    { name: 'chip', kind: 'badge' },
    { name: 'c', parent: 'd' },
    { name: 'd', parent: 'c' },
  ],
  paths: {
    '/item': 1,
    '/dangling': { $ref: '#/components/pathItems/Nope' },
    '/ops': {
      get: 'no',
      put: { $ref: '#/nothing' },
      parameters: [
        { name: 'q', in: 'querystring' },
        { name: 'r', in: 'querystring', content: {} },
        { name: 's', in: 'query' },
      ],
      post: { tags: ['a', 'b', 'c'], responses: {} },
      additionalOperations: { GET: {}, Post: {} },
    },
  },
  'x-tagGroups': [{ name: 'G', tags: [1, 'a'] }, { tags: 'x' }],
};

function problems(d: JsonObject): Problem[] {
  const out: Problem[] = [];
  buildOutline(d, '3.2.0', out);
  return out;
}

describe('the outline’s problems in the interface language', () => {
  it('says in English, from the data, what the core says', () => {
    const all = [...problems(doc), ...problems({ openapi: '3.2.0', paths: [], 'x-tagGroups': {} })];
    expect(all.length).toBe(16);
    for (const p of all) {
      expect(p.detail, p.message).toBeDefined();
      expect(problemText(p)).toBe(p.message);
    }
    expect(all.map((p) => p.message)).toContain('"x-tagGroups" is not a list of {name, tags}');
  });

  it('has no English words of its own in Japanese or Arabic', () => {
    const all = [...problems(doc), ...problems({ openapi: '3.2.0', paths: [], 'x-tagGroups': {} })];
    for (const [tag, catalogue] of [
      ['ja', ja],
      ['ar', ar],
    ] as const) {
      useTranslator(createTranslator(tag, catalogue));
      const texts = all.map(problemText).join('\n');
      expect(texts, tag).not.toMatch(/ is | not | must | the | only |Cannot|\bOperation|Path item|Tag /);
    }
  });
});
