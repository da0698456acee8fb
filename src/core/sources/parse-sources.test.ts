import { describe, expect, it } from 'vitest';
import { safeUrl } from '../url/safe-url.js';
import { parseSources } from './parse-sources.js';

const BASE = 'https://docs.example.com/api/index.html';
const gate = (url: string) => safeUrl(url, BASE);

describe('parseSources', () => {
  it('takes the JSON text of the attribute and the array of the property alike', () => {
    const list = [
      { name: 'Payments v2', url: 'payments.yaml' },
      { name: 'Users', url: 'https://other.example.com/users.json' },
    ];
    const expected = {
      entries: [
        { name: 'Payments v2', url: 'payments.yaml', href: 'https://docs.example.com/api/payments.yaml', slug: 'payments-v2' },
        { name: 'Users', url: 'https://other.example.com/users.json', href: 'https://other.example.com/users.json', slug: 'users' },
      ],
      problems: [],
    };
    expect(parseSources(JSON.stringify(list), gate)).toEqual(expected);
    expect(parseSources(list, gate)).toEqual(expected);
  });

  it.each([
    ['', []],
    ['   ', []],
    [null, []],
    [undefined, []],
    ['[', ['sources is not valid JSON']],
    ['{"name": "A", "url": "a.yaml"}', ['sources must be a JSON array']],
    [42, ['sources must be a JSON array']],
  ])('the whole value %j: no entries, problems %j', (value, starts) => {
    const r = parseSources(value, gate);
    expect(r.entries).toEqual([]);
    expect(r.problems.length).toBe(starts.length);
    starts.forEach((s, i) => expect(r.problems[i]).toContain(s));
  });

  it('leaves out each bad entry with a sentence naming it, and keeps the good ones', () => {
    const r = parseSources(['a.yaml', { url: 'b.yaml' }, { name: ' ', url: 'b.yaml' }, { name: 'C' }, { name: 'D', url: 'javascript:alert(1)' }, { name: 'E', url: 'e.yaml' }, null], gate);
    expect(r.entries.map((e) => e.name)).toEqual(['E']);
    expect(r.problems).toEqual([
      'Entry 1 of sources is not an object with a name and a url.',
      'Entry 2 of sources has no name.',
      'Entry 3 of sources has no name.',
      'Entry 4 of sources ("C") has no url.',
      'Entry 5 of sources ("D"): its url is refused: it is not an http(s) URL (javascript:).',
      'Entry 7 of sources is not an object with a name and a url.',
    ]);
  });

  it('makes slugs unique in list order; a name without letters or digits takes api-{n}', () => {
    const r = parseSources(
      [
        { name: 'Payments', url: 'a.yaml' },
        { name: 'payments', url: 'b.yaml' },
        { name: '!!!', url: 'c.yaml' },
        { name: 'Payments 2', url: 'd.yaml' },
      ],
      gate,
    );
    expect(r.entries.map((e) => e.slug)).toEqual(['payments', 'payments-2', 'api-3', 'payments-2-2']);
  });
});
