import { afterEach, describe, expect, it } from 'vitest';
import { catalogue as he } from '../../core/i18n/locales/he.js';
import { catalogue as ja } from '../../core/i18n/locales/ja.js';
import { createTranslator, english } from '../../core/i18n/translator.js';
import { safeUrl, safeUrlReason, type SafeUrl } from '../../core/url/safe-url.js';
import { useTranslator } from './msg.js';
import { urlRefusalText } from './url-refusal-text.js';

afterEach(() => useTranslator(english));

/** A refusal of every kind, with and without mailto. */
const refused = (): Array<Extract<SafeUrl, { ok: false }>> =>
  [
    safeUrl(5, undefined),
    safeUrl('  ', 'https://x.example/'),
    safeUrl('javascript:alert(1)', 'https://x.example/'),
    safeUrl('javascript:alert(1)', 'https://x.example/', { mailto: true }),
    safeUrl('a/b', undefined),
    safeUrl('a/b', undefined, { mailto: true }),
    safeUrl('http://[', 'https://x.example/'),
    safeUrl('http://', undefined),
  ].filter((r): r is Extract<SafeUrl, { ok: false }> => !r.ok);

describe('why a URL of the description is not used, in the interface language', () => {
  it('says in English what safeUrl says', () => {
    const all = refused();
    expect(new Set(all.map((r) => r.refusal.kind))).toEqual(new Set(['not-text', 'empty', 'scheme', 'not-url', 'invalid']));
    for (const r of all) expect(urlRefusalText(r.refusal)).toBe(r.reason);
    expect(urlRefusalText({ kind: 'no-host' })).toBe(safeUrlReason({ kind: 'no-host' }));
  });

  it('says it in Japanese and Hebrew, keeping the scheme as written', () => {
    for (const [tag, catalogue] of [
      ['ja', ja],
      ['he', he],
    ] as const) {
      useTranslator(createTranslator(tag, catalogue));
      const texts = refused().map((r) => urlRefusalText(r.refusal));
      expect(texts.join('\n'), tag).not.toMatch(/\bit\b|not|empty|host/);
      expect(texts.filter((t) => t.includes('javascript:'))).toHaveLength(2);
      expect(texts.filter((t) => t.includes('mailto'))).toHaveLength(2);
    }
  });
});
