import { afterEach, describe, expect, it } from 'vitest';
import { DescriptionError } from '../../core/load/description-error.js';
import { checkVersion } from '../../core/load/load-description.js';
import { fetchChecked } from '../../core/load/fetch-checked.js';
import { parseText, tooDeepError } from '../../core/load/parse-text.js';
import { catalogue as ar } from '../../core/i18n/locales/ar.js';
import { catalogue as ja } from '../../core/i18n/locales/ja.js';
import { createTranslator, english } from '../../core/i18n/translator.js';
import type { Problem } from '../../core/types.js';
import { useTranslator } from '../shared/msg.js';
import { loadErrorText } from './problem-text.js';

afterEach(() => useTranslator(english));

/** The DescriptionError `f` throws (or rejects with). */
async function errorOf(f: () => unknown): Promise<DescriptionError> {
  try {
    await f();
  } catch (e) {
    if (e instanceof DescriptionError) return e;
    throw e;
  }
  throw new Error('no error');
}

const notFound = (() => Promise.resolve(new Response('', { status: 404, statusText: 'Not Found' }))) as typeof fetch;
const offline = (() => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch;

/** Load errors of every kind the core describes as data. */
const errors = (): Promise<DescriptionError[]> =>
  Promise.all([
    errorOf(() => parseText('{\n  "a": 1,\n}', 'spec.json')),
    errorOf(() => parseText('a: b\n  c: d: e\n', 'spec.yaml')),
    errorOf(() => parseText('# nothing\n', 'spec.yaml')),
    errorOf(() => parseText('['.repeat(1001) + ']'.repeat(1001), 'deep.json')),
    Promise.resolve(tooDeepError('deep.json', { pointer: '/a/b' })),
    errorOf(() => checkVersion([], 'spec.json')),
    errorOf(() => checkVersion({ info: {} }, 'spec.json')),
    errorOf(() => checkVersion({ openapi: '4.0.0' }, 'spec.json')),
    errorOf(() => checkVersion({ swagger: '1.2' }, 'spec.json')),
    errorOf(() => fetchChecked(notFound, 'https://x.example/a.json')),
    errorOf(() => fetchChecked(offline, 'https://x.example/a.json')),
    errorOf(() => fetchChecked(notFound, 'javascript:alert(1)')),
  ]);

describe('load errors in the interface language', () => {
  it('says in English, from the data, what the English message says (the code frame follows it)', async () => {
    for (const e of await errors()) {
      expect(e.detail, e.message).toBeDefined();
      expect(loadErrorText(e.detail!)).toBe(e.message.split('\n\n')[0]);
    }
  });

  it('words them in Japanese and Arabic, line and column numbers in the language, addresses and the parser’s words as they are', async () => {
    const [syntax, , empty, deep] = await errors();
    useTranslator(createTranslator('ja', ja));
    expect(loadErrorText(syntax!.detail!)).toBe('spec.json の 3 行 1 列に JSON の構文エラーがあります：Expected double-quoted property name');
    expect(loadErrorText(empty!.detail!)).toMatch(/^spec\.yaml は空です。/);
    useTranslator(createTranslator('ar', ar));
    const arabic = loadErrorText(deep!.detail!);
    const digits = new Intl.NumberFormat('ar', { useGrouping: false }).format(1001);
    expect(arabic).toContain(`عند السطر ${new Intl.NumberFormat('ar').format(1)}، العمود ${digits}`);
    expect(arabic).toContain('deep.json');
    expect(arabic).not.toMatch(/nests|refused/);
    // A refused URL: the address as written, why in the language.
    const refused = (await errors()).at(-1)!;
    expect(refused.detail!.what).toBe('refused-url');
    useTranslator(createTranslator('ja', ja));
    const japanese = loadErrorText(refused.detail!);
    expect(japanese).toContain('javascript:alert(1)');
    expect(japanese).not.toContain('it is not');
  });
});

describe('problems in the interface language', () => {
  it('says in English, from the data, what the message says: $refs, $self and Swagger 2.0 notices', async () => {
    const { bundle } = await import('../../core/resolve/bundle.js');
    const { selfBase } = await import('../../core/load/self-base.js');
    const { convertSwagger2 } = await import('../../core/resolve/swagger2.js');
    const { problemText } = await import('./problem-text.js');
    const problems: Problem[] = [];
    const files: Record<string, string> = { 'https://x.example/a.yaml': 'A: { type: string }', 'https://x.example/bad.yaml': 'a: [' };
    await bundle(
      { openapi: '3.1.0', components: { schemas: { A: { $ref: 'a.yaml#/A' }, B: { $ref: 'a.yaml#/Nope' }, C: { $ref: 'missing.yaml' }, D: { $ref: 'bad.yaml' } } } },
      'https://x.example/root.yaml',
      async (url) => {
        const text = files[url];
        if (text === undefined) throw await errorOf(() => fetchChecked(notFound, url));
        return parseText(text, url);
      },
      problems,
    );
    for (const self of [1, 'a#b', 'http://[']) selfBase({ $self: self }, 'https://x.example/', problems);
    convertSwagger2(
      {
        swagger: '2.0',
        info: { title: 'x', version: '1' },
        paths: { '/a': { get: 'no', post: { parameters: [{ name: 'p' }, { in: 'body', name: 'b' }, { in: 'body', name: 'c' }], responses: {} } } },
        definitions: { D: 1 },
        produces: 'x',
      },
      problems,
    );
    expect(problems.length).toBeGreaterThan(8);
    for (const p of problems) {
      expect(p.detail, p.message).toBeDefined();
      expect(problemText(p)).toBe(p.message);
    }
    useTranslator(createTranslator('ja', ja));
    const texts = problems.map(problemText);
    expect(texts).toContain('$ref "missing.yaml" を解決できません：https://x.example/missing.yaml の読み込みで HTTP 404 Not Found');
    expect(texts).toContain('定義 "D" がオブジェクトではないため、スキップしました');
    expect(texts.join('\n')).not.toMatch(/skipped|Cannot resolve|is not/);
  });
});
