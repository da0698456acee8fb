import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fileTextFetcher } from '../../../test/support/file-fetcher.js';
import { specsDir } from '../../../test/support/spec-index.js';
import { loadDescription } from '../load/load-description.js';
import { isObject, type JsonObject } from '../types.js';
import { COMPONENT_KINDS, componentDetail, componentId, componentsOutline, parseComponentId, plainLine, type ComponentDetail, type ComponentKind } from './components.js';
import { DescriptionModel } from './description-model.js';

const doc: JsonObject = {
  openapi: '3.1.0',
  info: { title: 'Components', version: '1' },
  paths: {},
  components: {
    'x-internal': { schemas: {} },
    schemas: {
      zebra: { type: 'string', description: 'A **striped** animal.\n\nMore text.' },
      Apple: { title: 'An apple', type: 'object', properties: { name: { type: 'string' } } },
      Node: {
        type: 'object',
        description: 'Tree node, see [docs](https://example.com/tree).',
        properties: { children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } },
      },
      Fruit: { $ref: '#/components/schemas/Apple' },
      Ghost: { $ref: '#/components/schemas/Nowhere' },
      Old: { type: 'integer', deprecated: true },
      'x-vendor': { type: 'string' },
      Long: { description: 'word '.repeat(100) },
    },
    responses: {
      NotFound: { description: 'Not found', content: { 'application/json': { schema: { $ref: '#/components/schemas/Apple' } } } },
      Missing: { $ref: '#/components/responses/Nope' },
    },
    parameters: {
      limit: { name: 'limit', in: 'query', schema: { type: 'integer', maximum: 100 } },
      Trace: { name: 'X-Trace', in: 'header', description: 'Trace id', deprecated: true },
    },
    examples: {
      apple: { summary: 'An apple', description: 'Round *and* red', value: { name: 'apple' } },
    },
    requestBodies: {
      AppleBody: { required: true, description: 'The apple', content: { 'application/json': { schema: { $ref: '#/components/schemas/Apple' } } } },
    },
    mediaTypes: {
      AppleJson: { schema: { $ref: '#/components/schemas/Apple' } },
    },
    headers: {
      RateLimit: { description: 'Calls left', required: true, schema: { type: 'integer' } },
    },
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      key: { type: 'apiKey', in: 'header', name: 'X-Key', description: 'Your key' },
      oauth: {
        type: 'oauth2',
        flows: {
          authorizationCode: {
            authorizationUrl: 'https://auth.example/authorize',
            tokenUrl: 'https://auth.example/token',
            refreshUrl: 'https://auth.example/refresh',
            scopes: { 'read:apples': 'Read apples', write: 'Write' },
          },
          'x-flow': { tokenUrl: 'nope' },
        },
      },
      oidc: { type: 'openIdConnect', openIdConnectUrl: 'https://auth.example/.well-known/openid-configuration' },
    },
    links: {
      GetApple: {
        operationId: 'getApple',
        parameters: { id: '$response.body#/id' },
        requestBody: { a: 1 },
        description: 'The apple just made',
        server: { url: 'https://other.example' },
      },
    },
    callbacks: {
      onEvent: {
        '{$request.body#/url}': { post: { summary: 'Event', requestBody: { $ref: '#/components/requestBodies/AppleBody' }, responses: { '200': { description: 'ok' } } } },
      },
    },
    pathItems: {
      Shared: { get: { summary: 'Shared get', responses: {} } },
    },
  },
};

const names = (kind: ComponentKind, sort = false): string[] =>
  componentsOutline(doc, { sort })
    .find((g) => g.kind === kind)
    ?.items.map((i) => i.name) ?? [];

const detail = <K extends ComponentKind>(kind: K, name: string): Extract<ComponentDetail, { kind: K }> => componentDetail(doc, {}, kind, name) as Extract<ComponentDetail, { kind: K }>;

describe('componentsOutline', () => {
  it('gives one group per non-empty kind, in the fixed order, with titles', () => {
    const groups = componentsOutline(doc);
    expect(groups.map((g) => g.kind)).toEqual([...COMPONENT_KINDS]);
    expect(groups.map((g) => g.title)).toEqual([
      'Schemas',
      'Responses',
      'Parameters',
      'Examples',
      'Request bodies',
      'Media types',
      'Headers',
      'Security schemes',
      'Links',
      'Callbacks',
      'Path items',
    ]);
  });

  it('leaves out empty kinds and has nothing for a description without components', () => {
    expect(componentsOutline({ openapi: '3.0.0', components: { schemas: {}, headers: { h: {} } } }).map((g) => g.kind)).toEqual(['headers']);
    expect(componentsOutline({ openapi: '3.0.0' })).toEqual([]);
  });

  it('keeps description order without sort, and skips x- keys', () => {
    expect(names('schemas')).toEqual(['zebra', 'Apple', 'Node', 'Fruit', 'Ghost', 'Old', 'Long']);
  });

  it('orders alphabetically, case-insensitively, with sort', () => {
    expect(names('schemas', true)).toEqual(['Apple', 'Fruit', 'Ghost', 'Long', 'Node', 'Old', 'zebra']);
    expect(names('securitySchemes', true)).toEqual(['bearer', 'key', 'oauth', 'oidc']);
  });

  const summaries: Array<[ComponentKind, string, string]> = [
    ['schemas', 'zebra', 'A striped animal.'],
    ['schemas', 'Apple', 'An apple'],
    ['schemas', 'Node', 'Tree node, see docs.'],
    ['schemas', 'Fruit', 'An apple'],
    ['schemas', 'Ghost', ''],
    ['responses', 'NotFound', 'Not found'],
    ['parameters', 'limit', 'limit in query'],
    ['parameters', 'Trace', 'Trace id'],
    ['examples', 'apple', 'An apple'],
    ['securitySchemes', 'bearer', 'HTTP bearer'],
    ['securitySchemes', 'key', 'Your key'],
    ['securitySchemes', 'oauth', 'oauth2'],
    ['links', 'GetApple', 'The apple just made'],
    ['callbacks', 'onEvent', '{$request.body#/url}'],
    ['pathItems', 'Shared', ''],
  ];
  it.each(summaries)('summarises %s %s as "%s"', (kind, name, summary) => {
    const item = componentsOutline(doc)
      .find((g) => g.kind === kind)
      ?.items.find((i) => i.name === name);
    expect(item?.summary).toBe(summary);
  });

  it('caps long summaries at about 200 characters', () => {
    const long = componentsOutline(doc)[0]!.items.find((i) => i.name === 'Long')!;
    expect(long.summary.length).toBeLessThanOrEqual(200);
    expect(long.summary.endsWith('…')).toBe(true);
  });

  it('marks deprecated components', () => {
    const items = componentsOutline(doc).flatMap((g) => g.items);
    expect(items.filter((i) => i.deprecated).map((i) => i.id)).toEqual(['cmp-schemas-Old', 'cmp-parameters-Trace']);
  });

  it('gives every item a unique id and the pointer where it is written', () => {
    const items = componentsOutline(doc).flatMap((g) => g.items);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    for (const i of items) {
      expect(i.id).toBe(componentId(i.kind, i.name));
      expect(parseComponentId(i.id)).toEqual({ kind: i.kind, name: i.name });
      expect(i.pointer).toBe(`/components/${i.kind}/${i.name}`);
    }
  });
});

describe('component ids', () => {
  const cases: Array<[string, ReturnType<typeof parseComponentId>]> = [
    ['cmp-schemas-Pet', { kind: 'schemas', name: 'Pet' }],
    ['cmp-requestBodies-a-b-c', { kind: 'requestBodies', name: 'a-b-c' }],
    ['cmp-schemas-', { kind: 'schemas', name: '' }],
    ['cmp-nope-Pet', undefined],
    ['get-/pets', undefined],
    ['cmp--Pet', undefined],
  ];
  it.each(cases)('reads %s back as %j', (id, expected) => {
    expect(parseComponentId(id)).toEqual(expected);
  });
});

describe('plainLine', () => {
  const cases: Array<[string, string]> = [
    ['# Heading\nbody', 'Heading'],
    ['\n\n  first  line \nsecond', 'first line'],
    ['Use `code` and **bold** and [a link](https://x)', 'Use code and bold and a link'],
    ['<b>tag</b> text', 'tag text'],
    ['', ''],
  ];
  it.each(cases)('turns %j into %j', (md, text) => expect(plainLine(md)).toBe(text));

  // The fuzz test found a line of 100,000 `[` taking 9 s: the link pattern rescanned to the end from each.
  it.each(['[', '<', '[](', '![a]('])('reads a line of 200,000 characters of %j in one pass', (unit) => {
    const line = unit.repeat(200_000 / unit.length);
    const start = performance.now();
    const text = plainLine(line);
    expect(performance.now() - start).toBeLessThan(2000);
    expect(text.length).toBeGreaterThan(0);
  });
});

describe('componentDetail', () => {
  it('builds a schema tree with the same cycle marks as operations', () => {
    const d = detail('schemas', 'Node');
    expect(d.schema.type).toBe('object');
    const children = d.schema.properties?.find((p) => p.name === 'children')?.node;
    expect(children?.items?.circular).toBe(true);
    expect(d.unresolved).toBeUndefined();
  });

  it('follows a component that is a $ref and names its target', () => {
    const d = detail('schemas', 'Fruit');
    expect(d.refName).toBe('Apple');
    expect(d.schema.title).toBe('An apple');
    expect(d.schema.pointer).toBe('/components/schemas/Apple');
  });

  const dangling: Array<[ComponentKind, string, RegExp]> = [
    ['schemas', 'Ghost', /Nowhere/],
    ['responses', 'Missing', /Nope/],
    ['schemas', 'NotThere', /No component "NotThere" in components.schemas/],
    ['links', 'NotThere', /No component/],
    ['securitySchemes', 'NotThere', /No component/],
  ];
  it.each(dangling)('marks %s %s unresolved instead of throwing', (kind, name, message) => {
    const d = componentDetail(doc, {}, kind, name);
    expect(d.unresolved).toMatch(message);
    expect(d.kind).toBe(kind);
  });

  it('describes a response, parameter, request body and header with the operation views', () => {
    const r = detail('responses', 'NotFound').response;
    expect(r.description).toBe('Not found');
    expect(r.content[0]?.schema?.refName).toBe('Apple');
    const p = detail('parameters', 'limit').parameter;
    expect([p.name, p.in, p.schema?.constraints]).toEqual(['limit', 'query', [{ kind: 'maximum', value: 100 }]]);
    const b = detail('requestBodies', 'AppleBody').requestBody;
    expect([b.required, b.description, b.content[0]?.mediaType]).toEqual([true, 'The apple', 'application/json']);
    const h = detail('headers', 'RateLimit').header;
    expect([h.name, h.required, h.description, h.schema?.type]).toEqual(['RateLimit', true, 'Calls left', 'integer']);
  });

  it('describes an example with its summary, description and value', () => {
    expect(detail('examples', 'apple').example).toEqual({ name: 'apple', summary: 'An apple', description: 'Round *and* red', value: { name: 'apple' } });
  });

  it('describes security schemes with their fields, flows and scopes', () => {
    expect(detail('securitySchemes', 'bearer').securityScheme).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: '', flows: [] });
    expect(detail('securitySchemes', 'key').securityScheme).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Key', description: 'Your key' });
    expect(detail('securitySchemes', 'oidc').securityScheme.openIdConnectUrl).toMatch(/openid-configuration$/);
    expect(detail('securitySchemes', 'oauth').securityScheme.flows).toEqual([
      {
        type: 'authorizationCode',
        authorizationUrl: 'https://auth.example/authorize',
        tokenUrl: 'https://auth.example/token',
        refreshUrl: 'https://auth.example/refresh',
        scopes: [
          { name: 'read:apples', description: 'Read apples' },
          { name: 'write', description: 'Write' },
        ],
      },
    ]);
  });

  it('describes a link with its target, parameters, body and server', () => {
    expect(detail('links', 'GetApple').link).toEqual({
      description: 'The apple just made',
      operationId: 'getApple',
      parameters: [{ name: 'id', value: '$response.body#/id' }],
      requestBody: { a: 1 },
      server: { url: 'https://other.example', description: '', variables: [] },
    });
  });

  it('describes a callback and a path item as their operations', () => {
    const cb = detail('callbacks', 'onEvent').callback;
    expect(cb.operations.map((o) => [o.method, o.path, o.summary])).toEqual([['post', '{$request.body#/url}', 'Event']]);
    expect(cb.operations[0]?.requestBody?.required).toBe(true);
    const ops = detail('pathItems', 'Shared').operations;
    expect(ops.map((o) => [o.method, o.path, o.id])).toEqual([['get', 'Shared', 'cmp-pathItems-Shared-get-Shared']]);
  });

  it('gives each detail the id and pointer of its outline item', () => {
    for (const item of componentsOutline(doc).flatMap((g) => g.items)) {
      const d = componentDetail(doc, {}, item.kind, item.name);
      expect([d.kind, d.name, d.id, d.pointer]).toEqual([item.kind, item.name, item.id, item.pointer]);
    }
  });
});

describe('DescriptionModel components', () => {
  const model = new DescriptionModel({ doc, sourceVersion: '3.1.0', url: 'memory:', problems: [], refNames: {} });

  it('caches the outline per sort order and each detail', () => {
    expect(model.components()).toBe(model.components(false));
    expect(model.components(true)).not.toBe(model.components(false));
    expect(model.components(true)[0]?.items[0]?.name).toBe('Apple');
    expect(model.component('schemas', 'Node')).toBe(model.component('schemas', 'Node'));
  });

  it('answers undefined for an unknown kind', () => {
    expect(model.component('widgets', 'Node')).toBeUndefined();
  });
});

describe('components of a real description', () => {
  const dir = specsDir();
  const files = ['stripe/spec3.json', 'redoc/openapi-3-1.yaml', 'swagger-petstore/openapi.yaml'].filter((f) => dir && existsSync(dir + f));

  it.skipIf(!files.length).each(files)('lists every key of components.* in %s', async (file) => {
    const loaded = await loadDescription({ kind: 'url', url: pathToFileURL(dir! + file).href }, fileTextFetcher);
    const components = isObject(loaded.doc.components) ? loaded.doc.components : {};
    const groups = componentsOutline(loaded.doc);
    const expected = COMPONENT_KINDS.flatMap((kind) => {
      const map = components[kind];
      const count = isObject(map) ? Object.keys(map).filter((k) => !k.startsWith('x-')).length : 0;
      return count ? [[kind, count] as const] : [];
    });
    expect(groups.map((g) => [g.kind, g.items.length])).toEqual(expected);
    expect(expected.length).toBeGreaterThan(0);
    const items = groups.flatMap((g) => g.items);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    // Every component can be shown without throwing, dangling or not.
    for (const i of items) expect(componentDetail(loaded.doc, loaded.refNames, i.kind, i.name).id).toBe(i.id);
  });
});
