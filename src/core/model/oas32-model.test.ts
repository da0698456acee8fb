import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileTextFetcher } from '../../../test/support/file-fetcher.js';
import { fixturePath } from '../../../test/support/fixtures.mjs';
import { loadDescription, type LoadedDescription } from '../load/load-description.js';
import { MockServer, type MockAnswer, type MockSettings } from '../mock/mock-server.js';
import { componentDetail, componentsOutline } from './components.js';
import { buildOutline } from './outline.js';
import { operationDetail } from './operation-detail.js';
import type { Outline } from './types.js';

// test/fixtures/oas32/model.yaml: tags, server names, response summaries, defaultMapping and
// components.mediaTypes of OpenAPI 3.2, read by the model and answered by the mock.
let loaded: LoadedDescription;
let outline: Outline;
beforeAll(async () => {
  loaded = await loadDescription({ kind: 'url', url: pathToFileURL(fixturePath('oas32/model.yaml')).href }, fileTextFetcher);
  outline = buildOutline(loaded.doc, loaded.sourceVersion, loaded.problems);
});

const detail = (id: string): ReturnType<typeof operationDetail> =>
  operationDetail(
    loaded.doc,
    outline.operations.find((o) => o.id === id)!,
    loaded.refNames,
  );
const SETTINGS: MockSettings = { statusCodes: [], strategy: 'first', random: () => 0 };
const ask = (method: string, path: string, body?: string): MockAnswer => {
  const headers: Record<string, string> = body === undefined ? {} : { 'content-type': 'application/json' };
  const a = new MockServer(loaded.doc, { descriptionUrl: 'http://docs.test/model.yaml' }).answer(
    { method, url: `https://api.example.com/v1${path}`, headers, ...(body === undefined ? {} : { body }) },
    SETTINGS,
  );
  if (!a) throw new Error(`no answer for ${method} ${path}`);
  return a;
};

describe('OpenAPI 3.2 model fixture', () => {
  it('reads the tag tree, the chips and a cycle as top level with problems', () => {
    expect(outline.tags.map((t) => `${'  '.repeat(t.depth ?? 0)}${t.displayName}`)).toEqual(['Store', '  Orders', '    Refunds', 'Pets', 'loop-a', 'Other operations']);
    expect(outline.problems.filter((p) => p.pointer.endsWith('/parent'))).toHaveLength(2);
    expect(outline.operations.find((o) => o.id === 'get-/orders')?.badges).toEqual([{ label: 'Early access', tagKind: 'badge' }]);
  });

  it('reads server names', () => {
    expect(outline.servers.map((s) => s.name)).toEqual(['production', 'staging', undefined]);
  });

  it.each<[string, string, string | undefined, string]>([
    ['get-/orders', '200', 'Order list', 'The orders, newest first.'],
    ['post-/refunds', '204', 'Refunded', ''],
    ['get-/store', '200', undefined, 'The store.'],
  ])('%s answers %s with summary %s and description %j', (id, status, summary, description) => {
    const r = detail(id).responses.find((x) => x.status === status);
    expect(r?.summary).toBe(summary);
    expect(r?.description).toBe(description);
  });

  it('follows $ref to components.mediaTypes in responses and request bodies', () => {
    const res = detail('get-/orders').responses[0]!.content[0]!;
    expect([res.mediaType, res.schema?.type, res.examples[0]?.value]).toEqual(['application/json', 'array', [{ id: 7, total: 12.5 }]]);
    const req = detail('post-/refunds').requestBody!.content[0]!;
    expect([req.schema?.properties?.map((p) => p.name), req.examples[0]?.value]).toEqual([['orderId', 'reason'], { orderId: 7, reason: 'damaged' }]);
  });

  it('lists components.mediaTypes in the components section, each with its schema and example', () => {
    expect(
      componentsOutline(loaded.doc)
        .find((g) => g.kind === 'mediaTypes')
        ?.items.map((i) => i.name),
    ).toEqual(['OrderList', 'Refund']);
    const d = componentDetail(loaded.doc, loaded.refNames, 'mediaTypes', 'Refund');
    expect(d.kind === 'mediaTypes' && [d.content[0]?.mediaType, d.content[0]?.schema?.type, d.content[0]?.examples[0]?.value]).toEqual([
      'Refund',
      'object',
      { orderId: 7, reason: 'damaged' },
    ]);
  });

  it('has the mock answer and validate through components.mediaTypes', () => {
    expect(JSON.parse(ask('GET', '/orders').body ?? 'null')).toEqual([{ id: 7, total: 12.5 }]);
    expect(ask('POST', '/refunds', '{"orderId":7}').status).toBe(204);
    const bad = ask('POST', '/refunds', '{"reason":"x"}');
    expect([bad.status, bad.problems.map((p) => p.message).join()]).toEqual([400, expect.stringContaining('orderId')]);
  });

  it('has the mock explain a pet without petType against the defaultMapping schema', () => {
    const bad = ask('POST', '/pets', '{"age":3}');
    expect(bad.status).toBe(400);
    expect(bad.problems.map((p) => p.message).join('\n')).toMatch(/"name"/);
    expect(ask('POST', '/pets', '{"petType":"cat","meows":true}').status).toBe(201);
  });

  it('marks the default alternative in the schema view', () => {
    const schema = detail('post-/pets').requestBody!.content[0]!.schema!;
    const c = schema.composition!;
    expect(c.options.map((o) => o.label)).toEqual(['Cat', 'Dog', 'OtherPet']);
    expect(c.discriminator?.defaultIndex).toBe(2);
  });
});

describe('OpenAPI 3.2 $self fixture', () => {
  it('resolves pet.yaml beside $self (directory b), not beside the file read (directory a)', async () => {
    const d = await loadDescription({ kind: 'url', url: pathToFileURL(fixturePath('oas32/self/a/api.yaml')).href }, fileTextFetcher);
    const text = JSON.stringify(d.doc);
    expect(text).toContain('directory-b');
    expect(text).not.toContain('directory-a');
    expect(buildOutline(d.doc, d.sourceVersion, []).self).toBe('../b/api.yaml');
  });
});
