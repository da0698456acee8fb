import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fileTextFetcher } from '../../../test/support/file-fetcher.js';
import { specsDir } from '../../../test/support/spec-index.js';
import { loadDescription } from '../load/load-description.js';
import { buildOutline } from '../model/outline.js';
import type { JsonObject } from '../types.js';
import { quickFilter, quickFilterEntry } from './quick-filter.js';
import { SearchIndex, searchDocuments } from './search-index.js';

// A small description where each searchable field holds a word found nowhere else.
const doc: JsonObject = {
  openapi: '3.1.0',
  info: { title: 'Zoo', version: '1' },
  tags: [{ name: 'Keepers' }],
  paths: {
    '/animals/{animalId}': {
      parameters: [{ $ref: '#/components/parameters/AnimalId' }],
      get: {
        operationId: 'getAnimalById',
        summary: 'Read one animal',
        tags: ['Animals'],
        parameters: [{ name: 'includeMedicalHistory', in: 'query', schema: { type: 'boolean' } }],
        responses: {
          '200': { description: 'The animal' },
          '404': { $ref: '#/components/responses/Vanished' },
        },
      },
      delete: {
        operationId: 'releaseAnimal',
        summary: 'Release an animal into the wild',
        tags: ['Animals'],
        responses: { '204': { description: 'Released' } },
      },
    },
    '/enclosures': {
      post: {
        operationId: 'buildEnclosure',
        summary: 'Build an enclosure',
        tags: ['Keepers'],
        requestBody: { $ref: '#/components/requestBodies/NewEnclosure' },
        responses: { '201': { description: 'Built' } },
      },
    },
    '/feeding-schedule': {
      get: {
        operationId: 'listMeals',
        summary: 'List meals',
        description: 'Every meal of the day, including the giraffe breakfast and the penguin supper.',
        tags: ['Keepers'],
        responses: { '200': { description: 'Meals' } },
      },
    },
    '/giraffes': {
      get: {
        operationId: 'listGiraffes',
        summary: 'List every giraffe',
        tags: ['Animals'],
        responses: { '200': { description: 'Giraffes' } },
      },
    },
  },
  webhooks: {
    // A paragraph where a one-line summary belongs, as in GitHub's webhooks.
    calving: {
      post: {
        summary:
          'Sent when a giraffe calf is born. The zoo staff record the giraffe calf weight, the giraffe calf height and the name the visitors voted for in the weekly poll, then announce it on the noticeboard by the main gate.',
        responses: { '200': { description: 'Recorded' } },
      },
    },
    hatchling: {
      post: {
        summary: 'An egg hatched',
        description: 'Sent when a hatchling breaks its shell.',
        responses: { '200': { description: 'Acknowledged' } },
      },
    },
  },
  components: {
    parameters: { AnimalId: { name: 'animalId', in: 'path', required: true, schema: { type: 'string' } } },
    responses: { Vanished: { description: 'Escaped from the enclosure overnight' } },
    requestBodies: {
      NewEnclosure: {
        content: {
          'application/json': { schema: { $ref: '#/components/schemas/Enclosure' } },
          'application/x-www-form-urlencoded': {
            schema: { allOf: [{ $ref: '#/components/schemas/Sized' }, { properties: { habitatKind: { type: 'string' } } }] },
          },
        },
      },
    },
    schemas: {
      Enclosure: { type: 'object', properties: { moatDepth: { type: 'number' }, fencing: { type: 'string' } } },
      Sized: { type: 'object', properties: { squareMetres: { type: 'number' }, nested: { properties: { deepInside: {} } } } },
    },
  },
};

const outline = buildOutline(doc, '3.1.0', []);
const operations = [...outline.operations, ...outline.webhooks];

function newIndex(): SearchIndex {
  return new SearchIndex(doc, operations);
}

describe('searchDocuments', () => {
  const docs = searchDocuments(doc, operations);
  const byId = new Map(docs.map((d) => [d.id, d]));

  it('merges path-item and operation parameter names, following $ref', () => {
    expect(byId.get('get-/animals/{animalId}')?.parameters).toEqual(['animalId', 'includeMedicalHistory']);
  });

  it('lists request-body property names of every media type, through $ref and one level of allOf', () => {
    expect(byId.get('post-/enclosures')?.requestBody).toEqual(['moatDepth', 'fencing', 'squareMetres', 'nested', 'habitatKind']);
  });

  it('keeps response descriptions, following $ref', () => {
    expect(byId.get('get-/animals/{animalId}')?.responses).toEqual(['The animal', 'Escaped from the enclosure overnight']);
  });

  it('includes webhooks', () => {
    expect(byId.get('webhook-post-hatchling')).toMatchObject({ kind: 'webhook', method: 'post', path: 'hatchling' });
  });
});

describe('SearchIndex.search', () => {
  const index = newIndex();

  const cases: Array<{ why: string; query: string; id: string; field: string }> = [
    { why: 'a path-item parameter name', query: 'animalId', id: 'get-/animals/{animalId}', field: 'parameters' },
    { why: 'an operation parameter name, by a camelCase part', query: 'medical', id: 'get-/animals/{animalId}', field: 'parameters' },
    { why: 'a request-body property name through a $ref', query: 'moatDepth', id: 'post-/enclosures', field: 'requestBody' },
    { why: 'a request-body property name through allOf', query: 'squareMetres', id: 'post-/enclosures', field: 'requestBody' },
    { why: 'a response description through a $ref', query: 'overnight', id: 'get-/animals/{animalId}', field: 'responses' },
    { why: 'a tag', query: 'keepers', id: 'post-/enclosures', field: 'tags' },
    { why: 'an operationId', query: 'releaseAnimal', id: 'delete-/animals/{animalId}', field: 'operationId' },
    { why: 'an operationId by its prefix', query: 'buildEncl', id: 'post-/enclosures', field: 'operationId' },
    { why: 'a summary word by its prefix', query: 'wil', id: 'delete-/animals/{animalId}', field: 'summary' },
    { why: 'a path segment', query: 'feeding', id: 'get-/feeding-schedule', field: 'path' },
    { why: 'a description word', query: 'supper', id: 'get-/feeding-schedule', field: 'description' },
    { why: 'a misspelt word (light fuzzy match)', query: 'encolsure', id: 'post-/enclosures', field: 'summary' },
    { why: 'a webhook by its description', query: 'shell', id: 'webhook-post-hatchling', field: 'description' },
    { why: 'a webhook by its name', query: 'hatchling', id: 'webhook-post-hatchling', field: 'path' },
  ];
  for (const c of cases) {
    it(`finds ${c.why} (“${c.query}”) and says the ${c.field} matched`, () => {
      const hit = index.search(c.query).find((h) => h.id === c.id);
      expect(hit).toBeDefined();
      expect(hit?.matched).toContain(c.field);
    });
  }

  it('does not look deeper than the top-level properties of a request body', () => {
    expect(index.search('deepInside')).toEqual([]);
  });

  it('answers with the operation heading, kind and a positive score', () => {
    const [hit] = index.search('releaseAnimal');
    expect(hit).toMatchObject({
      id: 'delete-/animals/{animalId}',
      kind: 'operation',
      method: 'delete',
      path: '/animals/{animalId}',
      summary: 'Release an animal into the wild',
    });
    expect(hit?.score).toBeGreaterThan(0);
  });

  it('ranks a path or summary match above a description-only match', () => {
    const ids = index.search('giraffe').map((h) => h.id);
    expect(ids[0]).toBe('get-/giraffes');
    expect(ids).toContain('get-/feeding-schedule');
  });

  it('searches a paragraph-long summary as description text, but answers with the summary itself', () => {
    const hits = index.search('giraffe');
    const calving = hits.find((h) => h.id === 'webhook-post-calving');
    expect(calving?.matched).toEqual(['description']);
    expect(calving?.summary).toMatch(/^Sent when a giraffe calf is born/);
    expect(hits.findIndex((h) => h.id === 'webhook-post-calving')).toBeGreaterThan(hits.findIndex((h) => h.id === 'get-/giraffes'));
  });

  it('ranks a summary made of the query words above a longer summary holding them too', () => {
    expect(index.search('animal release into wild').map((h) => h.id)).toEqual(['delete-/animals/{animalId}']);
    expect(index.search('list meals')[0]?.id).toBe('get-/feeding-schedule');
  });

  it('prefers operations holding every query word, and falls back to any word when none holds all', () => {
    expect(index.search('animal release').map((h) => h.id)).toEqual(['delete-/animals/{animalId}']);
    const any = index.search('penguin hatchling').map((h) => h.id);
    expect(any.sort()).toEqual(['get-/feeding-schedule', 'webhook-post-hatchling']);
  });

  it('honours the limit', () => {
    expect(index.search('animal', 1)).toHaveLength(1);
    expect(index.search('animal', 0)).toEqual([]);
  });

  const empty = ['', '   ', '\n\t'];
  for (const q of empty) {
    it(`answers [] for the empty query ${JSON.stringify(q)}`, () => {
      expect(index.search(q)).toEqual([]);
    });
  }

  it('builds the index on the first search, even an empty one', () => {
    const fresh = newIndex();
    expect(fresh.ready).toBe(false);
    fresh.filter('animal');
    expect(fresh.ready).toBe(false);
    expect(fresh.search('')).toEqual([]);
    expect(fresh.ready).toBe(true);
  });

  const hostile = [
    '(',
    ')',
    '*',
    '[',
    '\\',
    '?',
    '+',
    '.*',
    '$',
    '^',
    '|',
    '{animalId}',
    '"',
    "'",
    '`',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    '\u0000',
    '\uD800',
    '💥',
    'a'.repeat(100_000),
    'giraffe '.repeat(5_000),
    'a b c d e f g h i j k l m n o p q r s t',
  ];
  for (const q of hostile) {
    it(`does not throw on the hostile query ${JSON.stringify(q.length > 20 ? q.slice(0, 20) + '…' : q)}`, () => {
      expect(() => index.search(q)).not.toThrow();
      expect(() => index.filter(q)).not.toThrow();
    });
  }

  it('still finds a path written with its braces', () => {
    expect(index.search('{animalId}').map((h) => h.id)).toContain('get-/animals/{animalId}');
  });
});

describe('quickFilter', () => {
  const entries = searchDocuments(doc, operations).map(quickFilterEntry);
  const cases: Array<{ why: string; query: string; ids: string[] }> = [
    { why: 'an empty query keeps everything', query: '  ', ids: operations.map((o) => o.id) },
    { why: 'a path substring', query: 'enclos', ids: ['post-/enclosures'] },
    {
      why: 'every term must match (AND), in any field',
      query: 'animals release',
      ids: ['delete-/animals/{animalId}'],
    },
    { why: 'case does not matter', query: 'GIRAFFE', ids: ['get-/feeding-schedule', 'get-/giraffes', 'webhook-post-calving'] },
    { why: 'the method matches', query: 'delete', ids: ['delete-/animals/{animalId}'] },
    { why: 'the method and a tag term together', query: 'get animal', ids: ['get-/animals/{animalId}', 'get-/giraffes'] },
    { why: 'an operationId', query: 'listmeals', ids: ['get-/feeding-schedule'] },
    { why: 'a tag', query: 'keepers', ids: ['post-/enclosures', 'get-/feeding-schedule'] },
    { why: 'a description word', query: 'supper', ids: ['get-/feeding-schedule'] },
    { why: 'webhooks too', query: 'hatchling', ids: ['webhook-post-hatchling'] },
    { why: 'parameter names are not part of the quick filter', query: 'includeMedicalHistory', ids: [] },
    { why: 'no term spans two fields', query: 'mealskeepers', ids: [] },
    { why: 'regex characters are plain text', query: '.*', ids: [] },
  ];
  for (const c of cases) {
    it(`keeps the right operations when ${c.why}`, () => {
      expect(quickFilter(entries, c.query)).toEqual(c.ids);
    });
  }

  it('is what SearchIndex.filter answers', () => {
    expect(newIndex().filter('get animal')).toEqual(['get-/animals/{animalId}', 'get-/giraffes']);
  });
});

const dir = specsDir();
const github = dir ? dir + 'github/api.github.com.json' : undefined;

describe.skipIf(!github || !existsSync(github))("GitHub's description", () => {
  it('finds the pull request review operations, and filters quickly by several words', async () => {
    const loaded = await loadDescription({ kind: 'url', url: pathToFileURL(github!).href }, fileTextFetcher);
    const ghOutline = buildOutline(loaded.doc, loaded.sourceVersion, loaded.problems);
    const index = new SearchIndex(loaded.doc, [...ghOutline.operations, ...ghOutline.webhooks]);

    let t = performance.now();
    index.search('');
    const buildMs = performance.now() - t;
    const timings: string[] = [`index build ${buildMs.toFixed(0)} ms`];
    const time = <T>(label: string, run: () => T): T => {
      t = performance.now();
      const out = run();
      timings.push(`${label} ${(performance.now() - t).toFixed(1)} ms`);
      return out;
    };

    const hits = time('search "pull request review"', () => index.search('pull request review'));
    expect(hits.map((h) => h.id)).toContain('post-/repos/{owner}/{repo}/pulls/{pull_number}/reviews');
    // "Get a repository" itself, not the dozens of "Get … for a repository" around it.
    expect(time('search "get a repository"', () => index.search('get a repository'))[0]?.id).toBe('get-/repos/{owner}/{repo}');
    for (const q of ['repo', 'create issue', 'webhook', 'commit status', 'deploymnet', 'a', 'x'.repeat(200)]) {
      time(`search "${q.length > 20 ? q.slice(0, 20) + '…' : q}"`, () => index.search(q));
    }
    const filtered = time('filter "pulls review"', () => index.filter('pulls review'));
    expect(filtered).toContain('post-/repos/{owner}/{repo}/pulls/{pull_number}/reviews');
    time('filter "get repos"', () => index.filter('get repos'));
    console.log(`GitHub (${ghOutline.operations.length} operations, ${ghOutline.webhooks.length} webhooks): ${timings.join('; ')}`);
  });
});

// OpenAPI 3.2.0: QUERY and additionalOperations methods are searchable by method, and a
// querystring parameter by the property names it puts in the query.
describe('search over OpenAPI 3.2 operations', () => {
  const doc32: JsonObject = {
    openapi: '3.2.0',
    info: { title: 'Files', version: '1' },
    paths: {
      '/files/{id}': {
        query: { summary: 'Find', responses: {} },
        additionalOperations: { PURGE: { summary: 'Drop from caches', responses: {} } },
      },
      '/reports': {
        get: {
          summary: 'Reports',
          parameters: [
            { name: 'filter', in: 'querystring', content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', properties: { fiscalYear: { type: 'integer' } } } } } },
          ],
          responses: {},
        },
      },
    },
  };
  const ops = buildOutline(doc32, '3.2.0', []).operations;
  const index = new SearchIndex(doc32, ops);
  it.each<[string, string]>([
    ['purge', 'purge-/files/{id}'],
    ['query', 'query-/files/{id}'],
    ['fiscalYear', 'get-/reports'],
  ])('finds %s in %s', (q, id) => expect(index.search(q).map((h) => h.id)).toContain(id));
  it('indexes the querystring parameter and its properties', () => {
    expect(searchDocuments(doc32, ops).find((d) => d.id === 'get-/reports')?.parameters).toEqual(['filter', 'fiscalYear']);
  });
});
