import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDescription } from '../load/load-description.js';
import { DescriptionModel } from './description-model.js';
import { schemaView } from './schema-view.js';

const noFetch = (): Promise<string> => Promise.reject(new Error('no fetch in this test'));

/** Paths to values that structured clone (the worker's postMessage) refuses: functions, symbols. */
function uncloneable(value: unknown, path = '', seen = new Set<unknown>()): string[] {
  if (typeof value === 'function' || typeof value === 'symbol') return [path];
  if (value === null || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  return Object.keys(value).flatMap((k) => uncloneable((value as Record<string, unknown>)[k], `${path}/${k}`, seen));
}

describe('keys named like Object.prototype members', () => {
  it('gives a property named "constructor" its own pointer, not Object.prototype.constructor', () => {
    const doc = { openapi: '3.1.0', components: { schemas: { A: { type: 'object', properties: { constructor: { type: 'string' }, toString: { type: 'integer' } } } } } };
    const node = schemaView(doc, doc.components.schemas.A, '/components/schemas/A', {});
    expect(node.properties?.map((p) => [p.name, p.node.pointer, p.node.type])).toEqual([
      ['constructor', '/components/schemas/A/properties/constructor', 'string'],
      ['toString', '/components/schemas/A/properties/toString', 'integer'],
    ]);
  });

  it('builds every part of the hostile-keys fixture as data the worker can post', async () => {
    const text = readFileSync(new URL('../../../test/fixtures/hostile/keys.json', import.meta.url), 'utf8');
    const model = new DescriptionModel(await loadDescription({ kind: 'text', text, url: 'https://example.test/keys.json' }, noFetch));
    const parts: unknown[] = [model.outline, model.components()];
    for (const op of model.outline.operations) parts.push(model.operation(op.id));
    expect(model.outline.operations.length).toBe(2);
    expect(parts.flatMap((p) => uncloneable(p))).toEqual([]);
    expect(() => structuredClone(parts)).not.toThrow();
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
