import { afterEach, describe, expect, it } from 'vitest';
import { catalogue as ar } from '../../core/i18n/locales/ar.js';
import { catalogue as ja } from '../../core/i18n/locales/ja.js';
import { createTranslator, english } from '../../core/i18n/translator.js';
import { listText } from './list-text.js';
import { useTranslator } from './msg.js';

afterEach(() => useTranslator(english));

describe('lists in the interface language', () => {
  it('joins as before in English', () => {
    expect(listText(['read:pets', 'write:pets', 'admin'])).toBe('read:pets, write:pets, admin');
    expect(listText(['one'])).toBe('one');
    expect(listText([])).toBe('');
  });

  it('joins with the language’s own separators', () => {
    useTranslator(createTranslator('ja', ja));
    expect(listText(['a', 'b', 'c'])).toBe('a、b、c');
    useTranslator(createTranslator('ar', ar));
    expect(listText(['a', 'b'])).not.toContain(', ');
  });
});
