import { describe, expect, it } from 'vitest';
import { formatMessage, messageShape, branchKeys } from './format-message.js';

describe('formatMessage', () => {
  it.each<[string, string, Record<string, unknown>, string, string]>([
    ['plain text', 'Send request', {}, 'en', 'Send request'],
    ['a value', 'Copy {name}', { name: 'cURL' }, 'en', 'Copy cURL'],
    ['a number, in the locale', '{size} bytes', { size: 1234567 }, 'de', '1.234.567 bytes'],
    ['an explicit number', '{n, number} ms', { n: 1500 }, 'fr', '1\u202f500 ms'],
    ['plural one', '{count, plural, one {# operation} other {# operations}}', { count: 1 }, 'en', '1 operation'],
    ['plural other', '{count, plural, one {# operation} other {# operations}}', { count: 12000 }, 'en', '12,000 operations'],
    ['plural =0 first', '{count, plural, =0 {No results} one {# result} other {# results}}', { count: 0 }, 'en', 'No results'],
    ['Arabic two', '{n, plural, one {واحد} two {اثنان} few {# قليلة} many {# كثيرة} other {# أخرى}}', { n: 2 }, 'ar', 'اثنان'],
    ['Arabic few', '{n, plural, one {واحد} two {اثنان} few {# قليلة} many {# كثيرة} other {# أخرى}}', { n: 3 }, 'ar', `${new Intl.NumberFormat('ar').format(3)} قليلة`],
    ['Japanese: other only', '{n, plural, other {#件}}', { n: 1 }, 'ja', '1件'],
    ['select', '{where, select, header {Header} query {Query} other {Elsewhere}}', { where: 'query' }, 'en', 'Query'],
    ['select falls back to other', '{where, select, header {Header} other {Elsewhere}}', { where: 'cookie' }, 'en', 'Elsewhere'],
    ['nested value in a branch', '{n, plural, one {# scope for {name}} other {# scopes for {name}}}', { n: 2, name: 'petstore' }, 'en', '2 scopes for petstore'],
    ['quoted braces', "Use '{'name'}' for a path parameter", {}, 'en', 'Use {name} for a path parameter'],
    ['doubled apostrophe', "It''s set", {}, 'en', "It's set"],
    ['a lone apostrophe stays', "L'API", {}, 'fr', "L'API"],
    ['a missing value shows its name', 'Hello {who}', {}, 'en', 'Hello {who}'],
  ])('%s', (_, message, values, locale, want) => {
    expect(formatMessage(message, values, locale)).toBe(want);
  });

  it.each(['Unclosed {name', 'Stray } brace', '{n, plural, one {x}}', '{n, plural, other {x}', '{n, bogus, other {x}}', '{}'])('shows %j as written: it does not parse', (message) => {
    expect(formatMessage(message, { n: 1, name: 'x' })).toBe(message);
    expect(messageShape(message)).toBeUndefined();
  });

  it('gives a message’s shape: its arguments and the kinds of the plural and select ones', () => {
    expect(messageShape('{count, plural, one {# scope for {name}} other {# scopes}} in {where, select, a {A} other {B}}')).toEqual(['count:plural', 'name', 'where:select']);
    expect(branchKeys('{count, plural, =0 {none} one {#} other {#}} {w, select, a {x} other {y}}')).toEqual({ 'count:plural': ['=0', 'one', 'other'], 'w:select': ['a', 'other'] });
  });
});
