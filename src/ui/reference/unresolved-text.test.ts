import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { catalogue as ar } from '../../core/i18n/locales/ar.js';
import { catalogue as ja } from '../../core/i18n/locales/ja.js';
import { createTranslator, english } from '../../core/i18n/translator.js';
import { componentDetail } from '../../core/model/components.js';
import { detailContext, headerView, parameterView, requestBodyView, responseView } from '../../core/model/operation-detail.js';
import { schemaView } from '../../core/model/schema-view.js';
import { bundle } from '../../core/resolve/bundle.js';
import type { JsonObject, Problem } from '../../core/types.js';
import { useTranslator } from '../shared/msg.js';
import { loadProblemWords } from './problem-words.js';
import { unresolvedText } from './unresolved-text.js';

// A bundler-marked $ref is worded by the lazy problems chunk, which the load controller brings when there are problems.
beforeAll(() => loadProblemWords());

afterEach(() => useTranslator(english));

/** Every reason a reference is shown unresolved with, as [English, data]. */
async function reasons(): Promise<Array<[string, Parameters<typeof unresolvedText>[0]]>> {
  const problems: Problem[] = [];
  const { doc } = await bundle(
    {
      openapi: '3.1.0',
      components: {
        schemas: {
          Far: { $ref: 'other.yaml#/Nope' },
          Bad: { $ref: 'http://[' },
          Gone: { $ref: 'gone.yaml' },
          Loop: { $ref: '#/components/schemas/Loop' },
          Dangling: { $ref: '#/components/schemas/Nothing' },
          Mixed: { allOf: [{ $ref: '#/components/schemas/Nothing' }] },
        },
      },
    },
    'https://x.example/root.yaml',
    (url) => (url.endsWith('other.yaml') ? Promise.resolve({ Yes: {} }) : Promise.reject(new Error('offline'))),
    problems,
  );
  const out: Array<[string, Parameters<typeof unresolvedText>[0]]> = [];
  for (const name of ['Far', 'Bad', 'Gone', 'Loop', 'Dangling']) {
    const n = schemaView(doc, (doc.components as { schemas: JsonObject }).schemas[name], `/components/schemas/${name}`);
    out.push([n.unresolved!, n.unresolvedWhy]);
  }
  // A `$ref` the bundler did not see (a description used without bundling).
  const unbundled = schemaView({ openapi: '3.1.0' }, { $ref: 'x.yaml' }, '/x');
  out.push([unbundled.unresolved!, unbundled.unresolvedWhy]);
  const conflict = schemaView(doc, (doc.components as { schemas: JsonObject }).schemas.Mixed, '/components/schemas/Mixed').conflicts![0]!;
  out.push([conflict.reason!, conflict.why]);
  const missing = componentDetail(doc, {}, 'schemas', 'Ghost');
  out.push([missing.unresolved!, missing.unresolvedWhy]);
  const ctx = detailContext(doc);
  const p = parameterView(ctx, 1, '/p');
  const b = requestBodyView(ctx, 'x', '/b');
  const r = responseView(ctx, '200', null, '/r');
  // A response header whose $ref dangles.
  const h = headerView(ctx, 'X-Rate', { $ref: '#/components/headers/Nothing' }, '/h');
  for (const v of [p, b, r, h]) out.push([v.unresolved!, v.unresolvedWhy]);
  ctx.problems.forEach((m, i) => out.push([m, ctx.problemsWhy[i]]));
  return out;
}

describe('unresolved reasons in the interface language', () => {
  it('says in English, from the data, what the core says', async () => {
    const all = await reasons();
    expect(all).toHaveLength(15);
    for (const [message, why] of all) {
      expect(why, message).toBeDefined();
      expect(unresolvedText(why, message)).toBe(message);
    }
    expect(all.map(([m]) => m)).toContain('No component "Ghost" in components.schemas');
    expect(all.map(([m]) => m)).toContain('$ref "#/components/schemas/Loop" refers to itself');
  });

  it('has no English words of its own in Japanese or Arabic', async () => {
    const all = await reasons();
    for (const [tag, catalogue] of [
      ['ja', ja],
      ['ar', ar],
    ] as const) {
      useTranslator(createTranslator(tag, catalogue));
      const texts = all.map(([m, why]) => unresolvedText(why, m)).join('\n');
      // What stays is the description's own: $refs, names, pointers, URLs and a loader's error text.
      expect(texts, tag).not.toMatch(/Cannot|resolve|itself|nothing|No component|is not|Parameter|Request body|Response/);
    }
    useTranslator(createTranslator('ja', ja));
    expect(unresolvedText({ kind: 'noComponent', name: 'Ghost', section: 'schemas' }, '')).toBe('components.schemas にコンポーネント "Ghost" がありません');
  });

  it('keeps the English when the core gave no data', () => {
    useTranslator(createTranslator('ja', ja));
    expect(unresolvedText(undefined, 'Cannot resolve $ref "x"')).toBe('Cannot resolve $ref "x"');
  });
});
