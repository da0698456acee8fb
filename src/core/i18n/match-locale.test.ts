import { describe, expect, it } from 'vitest';
import { matchLocale } from './match-locale.js';
import { textDirection } from './text-direction.js';

describe('matchLocale', () => {
  it.each<[string, string[], string | undefined]>([
    ['a shipped tag as it is', ['de'], 'de'],
    ['case and underscores do not matter', ['PT_br'], 'pt-BR'],
    ['a region the language has one form for', ['de-AT'], 'de'],
    ['Portuguese of Portugal reads Brazilian Portuguese', ['pt-PT'], 'pt-BR'],
    ['Portuguese alone', ['pt'], 'pt-BR'],
    ['Simplified Chinese by script', ['zh-Hans'], 'zh-CN'],
    ['Chinese alone is Simplified', ['zh'], 'zh-CN'],
    ['Traditional Chinese is not served: the next language is', ['zh-TW', 'en-GB'], 'en'],
    ['Hong Kong Chinese is not served either', ['zh-HK'], undefined],
    ['the withdrawn code for Hebrew', ['iw'], 'he'],
    ['the first that matches wins', ['tlh', 'sv', 'fr-CA', 'de'], 'fr'],
    ['nothing shipped', ['sv', 'fi'], undefined],
    ['not a tag at all', ['', '  ', 'not a tag!'], undefined],
  ])('%s', (_, requested, want) => {
    expect(matchLocale(requested)).toBe(want);
  });

  it('matches against the languages given (a host-added one)', () => {
    expect(matchLocale(['nl-BE'], ['en', 'nl'])).toBe('nl');
  });
});

describe('textDirection', () => {
  it.each<[string, 'ltr' | 'rtl']>([
    ['ar', 'rtl'],
    ['ar-EG', 'rtl'],
    ['he', 'rtl'],
    ['fa-IR', 'rtl'],
    ['ur', 'rtl'],
    ['ug-Latn', 'ltr'],
    ['en', 'ltr'],
    ['ja', 'ltr'],
    ['zh-CN', 'ltr'],
  ])('%s reads %s', (locale, dir) => {
    expect(textDirection(locale)).toBe(dir);
  });
});
