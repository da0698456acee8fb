import { describe, expect, it } from 'vitest';
import type { JsonObject, Problem } from '../types.js';
import { buildOutline } from './outline.js';
import { operationDetail } from './operation-detail.js';
import { schemaView } from './schema-view.js';
import type { SchemaNode } from './types.js';

const doc: JsonObject = {
  openapi: '3.1.0',
  info: { title: 'Model', version: '2', description: 'd', license: { name: 'MIT', url: 'https://x' } },
  tags: [{ name: 'b', 'x-displayName': 'Bees' }, { name: 'a' }],
  servers: [{ url: 'https://{region}.api.example', variables: { region: { default: 'eu', enum: ['eu', 'us'] } } }],
  paths: {
    '/z': { get: { tags: ['a'], summary: 'Z' } },
    '/a/{id}': {
      parameters: [
        { name: 'id', in: 'path', schema: { type: 'string' } },
        { name: 'q', in: 'query', description: 'path level' },
      ],
      get: {
        tags: ['b', 'a'],
        summary: 'A',
        deprecated: true,
        'x-badges': [{ label: 'Beta', color: 'blue' }, { nope: 1 }],
        parameters: [{ name: 'q', in: 'query', description: 'operation level' }, { $ref: '#/components/parameters/Missing' }],
        responses: { '200': { $ref: '#/components/responses/Ok' }, 'x-ext': {} },
      },
      delete: { summary: 'Del', 'x-badges': [{ name: 'Alpha', color: 'purple', position: 'before' }, { name: 'Gamma', position: 'sideways' }, { name: 42 }] },
    },
    '/p': { $ref: '#/components/pathItems/P' },
  },
  webhooks: { newPet: { post: { summary: 'New pet' } } },
  components: {
    pathItems: { P: { put: { summary: 'Put' } } },
    responses: { Ok: { description: 'fine', content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' } } } } },
    schemas: {
      Node: {
        type: 'object',
        required: ['name'],
        properties: {
          name: { type: ['string', 'null'], maxLength: 10 },
          children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
          ghost: { $ref: '#/components/schemas/Ghost' },
        },
      },
      Pet: {
        allOf: [{ $ref: '#/components/schemas/Base' }, { type: 'object', required: ['kind'], properties: { kind: { enum: ['cat', 'dog'] } } }],
      },
      Base: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } },
    },
  },
};

describe('buildOutline', () => {
  const o = buildOutline(doc, '3.1.0', []);

  it('identifies operations as {method}-{path} and webhooks apart', () => {
    expect(o.operations.map((x) => x.id).sort()).toEqual(['delete-/a/{id}', 'get-/a/{id}', 'get-/z', 'put-/p']);
    expect(o.webhooks.map((x) => x.id)).toEqual(['webhook-post-newPet']);
  });

  it('orders declared tags first, untagged operations last under "default" (read as "Other operations"), operations by path', () => {
    expect(o.tags.map((t) => [t.name, t.displayName, t.operations])).toEqual([
      ['b', 'Bees', ['get-/a/{id}']],
      ['a', 'a', ['get-/a/{id}', 'get-/z']],
      ['default', 'Other operations', ['delete-/a/{id}', 'put-/p']],
    ]);
  });

  it('names the untagged group "Operations" when it is the only one, and keeps a declared `default` tag as declared', () => {
    const untagged = { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: { '/x': { get: {} } } };
    expect(buildOutline(untagged, '3.1.0', []).tags.map((t) => [t.name, t.displayName])).toEqual([['default', 'Operations']]);
    const declared = { ...untagged, tags: [{ name: 'default', description: 'Everything' }] };
    expect(buildOutline(declared, '3.1.0', []).tags.map((t) => [t.name, t.displayName])).toEqual([['default', 'default']]);
  });

  it('sorts tags alphabetically and operations by method or summary when asked', () => {
    const sorted = buildOutline(doc, '3.1.0', [], { sortTags: true, sortEndpointsBy: 'summary' });
    expect(sorted.tags.map((t) => t.displayName)).toEqual(['a', 'Bees', 'Other operations']);
    expect(sorted.tags[2]!.operations).toEqual(['delete-/a/{id}', 'put-/p']);
    const none = buildOutline(doc, '3.1.0', [], { sortEndpointsBy: 'none' });
    expect(none.tags.find((t) => t.name === 'a')!.operations).toEqual(['get-/z', 'get-/a/{id}']);
  });

  it('reads deprecation, badges, info and server variables', () => {
    const a = o.operations.find((x) => x.id === 'get-/a/{id}')!;
    expect(a.deprecated).toBe(true);
    expect(a.badges).toEqual([{ label: 'Beta', color: 'blue' }]);
    // Redocly's form: name for the label, position before or after (anything else: after).
    expect(o.operations.find((x) => x.id === 'delete-/a/{id}')!.badges).toEqual([{ label: 'Alpha', color: 'purple', position: 'before' }, { label: 'Gamma' }]);
    expect(o.info).toMatchObject({ title: 'Model', version: '2', license: { name: 'MIT', url: 'https://x' } });
    expect(o.servers[0]!.variables).toEqual([{ name: 'region', default: 'eu', enum: ['eu', 'us'] }]);
  });

  it('reports a non-object paths and a path item that is not an object, and goes on', () => {
    const problems: Problem[] = [];
    const bad = buildOutline({ openapi: '3.0.0', info: {}, paths: { '/x': 5, '/y': { get: { summary: 'ok' } } } }, '3.0.0', problems);
    expect(bad.operations.map((x) => x.id)).toEqual(['get-/y']);
    expect(problems).toEqual([{ pointer: '/paths/~1x', message: 'Path item "/x" is not an object', detail: { what: 'outline', problem: 'path-item-not-object', path: '/x' } }]);
    expect(buildOutline({ openapi: '3.0.0', paths: [] }, '3.0.0', problems).operations).toEqual([]);
    expect(problems.at(-1)).toEqual({ pointer: '/paths', message: '"paths" is not an object', detail: { what: 'outline', problem: 'paths-not-object' } });
  });
});

describe('buildOutline: tag extensions', () => {
  const tagged = (extra: JsonObject): JsonObject => ({
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    tags: [
      { name: 'pets', 'x-displayName': 'Pets', 'x-tag-expanded': false, externalDocs: { url: 'https://docs.example/pets', description: 'More' } },
      { name: 'users', 'x-tag-expanded': true, externalDocs: { description: 'no url' } },
      { name: 'stores', 'x-tag-expanded': 'false' },
      { name: 'zoo' },
    ],
    paths: {
      '/pets': { get: { tags: ['pets'] } },
      '/users': { get: { tags: ['users'] } },
      '/stores': { get: { tags: ['stores'] } },
      '/zoo': { get: { tags: ['zoo'] } },
      '/misc': { get: {} },
    },
    ...extra,
  });
  const groupsOf = (extra: JsonObject, sortTags = false): { groups: [string, string[]][]; problems: string[] } => {
    const problems: { pointer: string; message: string }[] = [];
    const o = buildOutline(tagged(extra), '3.1.0', problems, { sortTags });
    return { groups: o.tagGroups.map((g) => [g.name, g.tags]), problems: problems.map((p) => p.pointer) };
  };

  it('reads x-tag-expanded only when it is a boolean', () => {
    const tags = buildOutline(tagged({}), '3.1.0', []).tags;
    expect(tags.map((t) => [t.name, t.expanded])).toEqual([
      ['pets', false],
      ['users', true],
      ['stores', undefined],
      ['zoo', undefined],
      ['default', undefined],
    ]);
    expect(tags.every((t) => t.expanded !== undefined || !('expanded' in t))).toBe(true);
  });

  it('reads a tag externalDocs with a url and ignores one without', () => {
    const tags = buildOutline(tagged({}), '3.1.0', []).tags;
    expect(tags[0]!.externalDocs).toEqual({ url: 'https://docs.example/pets', description: 'More' });
    expect('externalDocs' in tags[1]!).toBe(false);
  });

  it('has no tag groups without x-tagGroups', () => {
    expect(groupsOf({})).toEqual({ groups: [], problems: [] });
  });

  it.each<[string, JsonObject, boolean, [string, string[]][], string[]]>([
    [
      'keeps group and tag order as written, ungrouped tags in a trailing "Other"',
      {
        'x-tagGroups': [
          { name: 'People', tags: ['users'] },
          { name: 'Animals', tags: ['zoo', 'pets'] },
        ],
      },
      false,
      [
        ['People', ['users']],
        ['Animals', ['zoo', 'pets']],
        ['Other', ['stores', 'default']],
      ],
      [],
    ],
    [
      'sorts tags inside groups by display name with sort-tags, groups stay as written',
      {
        'x-tagGroups': [
          { name: 'Z', tags: ['zoo', 'pets', 'users'] },
          { name: 'A', tags: ['stores', 'default'] },
        ],
      },
      true,
      [
        ['Z', ['pets', 'users', 'zoo']],
        ['A', ['default', 'stores']],
      ],
      [],
    ],
    [
      'adds ungrouped tags to a written "Other" group instead of a second one',
      {
        'x-tagGroups': [
          { name: 'Other', tags: ['zoo'] },
          { name: 'Main', tags: ['pets', 'users', 'stores'] },
        ],
      },
      false,
      [
        ['Other', ['zoo', 'default']],
        ['Main', ['pets', 'users', 'stores']],
      ],
      [],
    ],
    [
      'ignores unknown tag names, keeps a tag in its first group only, drops groups left empty',
      {
        'x-tagGroups': [
          { name: 'A', tags: ['pets', 'ghost'] },
          { name: 'B', tags: ['pets'] },
          { name: 'C', tags: ['users', 'stores', 'zoo', 'default'] },
        ],
      },
      false,
      [
        ['A', ['pets']],
        ['C', ['users', 'stores', 'zoo', 'default']],
      ],
      [],
    ],
    [
      'skips malformed groups and tag names with a problem each',
      { 'x-tagGroups': [null, { name: 1, tags: [] }, { name: 'NoTags' }, { name: 'G', tags: ['pets', 7, 'users'] }, 'x'] },
      false,
      [
        ['G', ['pets', 'users']],
        ['Other', ['stores', 'zoo', 'default']],
      ],
      ['/x-tagGroups/0', '/x-tagGroups/1', '/x-tagGroups/2', '/x-tagGroups/3/tags/1', '/x-tagGroups/4'],
    ],
    ['reports an x-tagGroups that is not a list', { 'x-tagGroups': { name: 'G', tags: ['pets'] } }, false, [], ['/x-tagGroups']],
    ['has no groups when no group names a shown tag', { 'x-tagGroups': [{ name: 'G', tags: ['ghost'] }] }, false, [], []],
  ])('%s', (_, extra, sortTags, groups, problems) => {
    expect(groupsOf(extra, sortTags)).toEqual({ groups, problems });
  });
});

describe('operationDetail', () => {
  const o = buildOutline(doc, '3.1.0', []);
  const d = operationDetail(
    doc,
    o.operations.find((x) => x.id === 'get-/a/{id}')!,
  );

  it('lets operation-level parameters replace path-level ones with the same name and location', () => {
    expect(d.parameters.map((p) => [p.name, p.in, p.description, p.required])).toEqual([
      ['id', 'path', '', true],
      ['q', 'query', 'operation level', false],
      ['Missing', '?', '', false],
    ]);
  });

  it('marks a dangling parameter ref where it is used', () => {
    expect(d.parameters[2]!.unresolved).toMatch(/Cannot resolve \$ref "#\/components\/parameters\/Missing"/);
    expect(d.problems).toHaveLength(1);
  });

  it('follows response refs and skips extension keys among responses', () => {
    expect(d.responses.map((r) => [r.status, r.description, r.content.map((c) => c.mediaType)])).toEqual([['200', 'fine', ['application/json']]]);
  });

  it('reads path items referenced from components.pathItems', () => {
    expect(
      operationDetail(
        doc,
        o.operations.find((x) => x.id === 'put-/p')!,
      ).summary,
    ).toBe('Put');
  });
});

describe('operationDetail: console inputs', () => {
  const console: JsonObject = {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    servers: [{ url: 'https://root.example' }],
    paths: {
      '/c': {
        servers: [{ url: 'https://path.example' }],
        get: {
          parameters: [
            { name: 'ids', in: 'query', style: 'pipeDelimited', explode: false, schema: { type: 'array' } },
            { name: 'filter', in: 'query', content: { 'application/json': { schema: { type: 'object' } } } },
            { name: 'secret', in: 'header', schema: { type: 'string' }, example: 's', 'x-fill-example': 'no', 'x-example-show-value': false },
          ],
          'x-code-samples': [{ lang: 'Shell', label: 'cURL', source: 'curl /c' }, { lang: 'Go' }, 'junk'],
          responses: {},
        },
        post: {
          servers: [{ url: 'https://op.example' }],
          'x-codeSamples': [{ lang: 'JavaScript', source: 'fetch("/c")' }],
          requestBody: { content: { 'multipart/form-data': { schema: { type: 'object' }, encoding: { file: { contentType: 'image/png' } } } } },
          responses: {},
        },
      },
      '/root': { get: { responses: {} } },
    },
  };
  const o = buildOutline(console, '3.1.0', []);
  const get = operationDetail(
    console,
    o.operations.find((x) => x.id === 'get-/c')!,
  );
  const post = operationDetail(
    console,
    o.operations.find((x) => x.id === 'post-/c')!,
  );

  it("carries each parameter's serialisation, content media type and x-fill-example", () => {
    expect(get.parameters.map((p) => p.serialization)).toEqual([
      { name: 'ids', in: 'query', style: 'pipeDelimited', explode: false },
      { name: 'filter', in: 'query', content: 'application/json' },
      { name: 'secret', in: 'header' },
    ]);
    expect(get.parameters.map((p) => [p.noFill ?? false, p.hideExample ?? false])).toEqual([
      [false, false],
      [false, false],
      [true, true],
    ]);
  });

  it('reads x-code-samples in any spelling, skipping entries without a source', () => {
    expect(get.codeSamples).toEqual([{ lang: 'Shell', label: 'cURL', source: 'curl /c' }]);
    expect(post.codeSamples).toEqual([{ lang: 'JavaScript', source: 'fetch("/c")' }]);
  });

  it('gives operation-level servers over path-level ones, and none when the root list applies', () => {
    expect(get.servers?.map((s) => s.url)).toEqual(['https://path.example']);
    expect(post.servers?.map((s) => s.url)).toEqual(['https://op.example']);
    expect(
      operationDetail(
        console,
        o.operations.find((x) => x.id === 'get-/root')!,
      ).servers,
    ).toBeUndefined();
  });

  it("keeps a media type's encoding map", () => {
    expect(post.requestBody?.content[0]?.encoding).toEqual({ file: { contentType: 'image/png' } });
  });
});

describe('schemaView', () => {
  const node = (ptr: string): SchemaNode => schemaView(doc, { $ref: '#' + ptr }, '/test');

  it('shows a cycle as circular where it closes, without looping', () => {
    const n = node('/components/schemas/Node');
    expect(n.refName).toBe('Node');
    const children = n.properties!.find((p) => p.name === 'children')!.node;
    expect(children.type).toBe('array');
    expect(children.items).toMatchObject({ circular: true, refName: 'Node' });
  });

  it('marks a dangling ref and keeps its siblings', () => {
    const n = node('/components/schemas/Node');
    expect(n.properties!.find((p) => p.name === 'ghost')!.node.unresolved).toMatch(/Cannot resolve/);
    expect(n.properties!.find((p) => p.name === 'name')!.node).toMatchObject({ type: 'string | null', nullable: true, constraints: [{ kind: 'maxLength', value: 10 }] });
  });

  it('merges allOf members into one object with the union of required properties', () => {
    const n = node('/components/schemas/Pet');
    expect(n.type).toBe('object');
    expect(n.properties!.map((p) => [p.name, p.required])).toEqual([
      ['id', true],
      ['kind', true],
    ]);
    expect(n.properties![0]!.node.constraints).toEqual([{ kind: 'minimum', value: 1 }]);
    expect(n.properties![0]!.node.pointer).toBe('/components/schemas/Base/properties/id');
  });

  it('defers what lies past the budget instead of building it', () => {
    const wide: JsonObject = { type: 'object', properties: Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`p${i}`, { type: 'object', properties: { x: { type: 'string' } } }])) };
    const n = schemaView({ wide }, wide, '/wide', {}, { nodes: 10, depth: 6 });
    const deferred = n.properties!.filter((p) => p.node.deferred);
    expect(deferred.length).toBeGreaterThan(30);
    expect(deferred[0]!.node.pointer).toMatch(/^\/wide\/properties\/p\d+$/);
  });

  it('survives a ref that points at itself', () => {
    const self: JsonObject = { a: { $ref: '#/a' } };
    expect(schemaView(self, self.a, '/a').unresolved).toMatch(/refers to itself/);
  });
});
