import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fileTextFetcher } from '../../../test/support/file-fetcher.js';
import { corpus, specsDir } from '../../../test/support/spec-index.js';
import { loadDescription, type LoadedDescription } from '../load/load-description.js';
import { outlineOf } from '../model/description-model.js';
import type { Outline } from '../model/types.js';
import type { JsonObject } from '../types.js';
import { swagger2Headings } from './swagger2-headings.js';

/** The outline without its problems (the headings' conversion reports only some of them). */
function shape(outline: Outline): Omit<Outline, 'problems'> {
  const { problems: _problems, ...rest } = outline;
  return rest;
}

/** The outline and top-level keys read from the headings before conversion, and from the whole conversion. */
async function bothWays(source: Parameters<typeof loadDescription>[0]): Promise<{ early: Outline; earlyKeys: string[]; before: LoadedDescription; whole: LoadedDescription; calls: number }> {
  let calls = 0;
  let early: Outline | undefined;
  let earlyKeys: string[] = [];
  let before: LoadedDescription | undefined;
  const whole = await loadDescription(source, fileTextFetcher, {
    beforeConvert: (swagger2) => {
      calls++;
      before = swagger2;
      const head = { ...swagger2, doc: swagger2Headings(swagger2.doc) };
      early = outlineOf(head);
      earlyKeys = Object.keys(head.doc);
    },
  });
  if (!early || !before) throw new Error('beforeConvert was not called');
  return { early, earlyKeys, before, whole, calls };
}

const dir = specsDir();
const swagger2 = corpus().filter((e) => e.version.startsWith('Swagger 2'));

describe('swagger2Headings: the outline before the conversion is the outline after it', () => {
  it('finds the corpus\u2019 Swagger 2.0 descriptions when the corpus is there', () => {
    // INDEX.md counts ten, Kubernetes' 1,100 operations among them.
    expect(swagger2.length).toBe(dir ? 10 : 0);
  });

  for (const entry of swagger2) {
    it(`gives ${entry.path} the same outline, security schemes and top-level keys`, async () => {
      const { early, earlyKeys, whole, calls } = await bothWays({ kind: 'url', url: pathToFileURL(dir! + entry.path).href });
      expect(calls).toBe(1);
      const after = outlineOf(whole);
      expect(early.operations.length).toBe(entry.operations);
      expect(shape(early)).toEqual(shape(after));
      expect(earlyKeys).toEqual(Object.keys(whole.doc));
      // Every problem the early outline has, the whole list has too.
      for (const p of early.problems) expect(after.problems).toContainEqual(p);
    });
  }

  it('keeps the odd parts of a description as the conversion does: skipped entries, a path item $ref, x-webhooks, x-servers, tag groups', async () => {
    const doc: JsonObject = {
      swagger: '2.0',
      info: { title: 'Odd', version: '1', 'x-logo': { url: 'https://example.com/logo.png' } },
      host: 'api.example.com',
      basePath: '/v2',
      schemes: ['https', 'http'],
      'x-servers': 'not a list',
      tags: [{ name: 'a', description: 'A', 'x-displayName': 'Aye' }, { name: 'b' }],
      'x-tagGroups': [{ name: 'G', tags: ['a'] }],
      externalDocs: { url: 'https://example.com/docs' },
      paths: {
        'x-note': { free: 'form' },
        '/a': {
          parameters: [{ name: 'p', in: 'path', required: true, type: 'string' }],
          get: { tags: ['a'], summary: 'Get A', operationId: 'getA', deprecated: true, 'x-badges': [{ label: 'Beta' }], responses: { 200: { description: 'ok' } } },
          post: 'not an operation',
          'x-servers': [{ url: 'https://other.example.com' }],
        },
        '/b': { $ref: '#/paths/~1a' },
        '/c': 'not a path item',
      },
      'x-webhooks': { ping: { post: { summary: 'Ping', responses: { 200: { description: 'ok' } } } } },
      definitions: { Good: { type: 'object' }, Bad: 'not a schema' },
      parameters: { NoIn: { name: 'x' } },
      responses: { Bad: 7 },
      securityDefinitions: { key: { type: 'apiKey', name: 'X-Key', in: 'header' }, odd: { type: 'nonsense' } },
    };
    const { early, earlyKeys, before, whole } = await bothWays({ kind: 'object', object: doc, url: 'https://example.com/odd.json' });
    const after = outlineOf(whole);
    expect(shape(early)).toEqual(shape(after));
    expect(earlyKeys).toEqual(Object.keys(whole.doc));
    expect(early.operations.map((o) => o.id)).toEqual(['get-/a', 'get-/b']);
    expect(early.webhooks.map((o) => o.id)).toEqual(['webhook-post-ping']);
    expect(early.servers.map((s) => s.url)).toEqual(['https://api.example.com/v2', 'http://api.example.com/v2']);
    // The conversion's own problems (the skipped operation, definition, parameter, response) come only with the whole conversion.
    expect(after.problems.length).toBeGreaterThan(early.problems.length);
    // The document handed over is the 2.0 one, untouched.
    expect(before.doc).toBe(doc);
    expect(before.sourceVersion).toBe('2.0');
  });

  it('leaves components out when nothing of them survives the conversion, as the conversion does', async () => {
    const doc: JsonObject = { swagger: '2.0', info: { title: 'T', version: '1' }, paths: {}, definitions: { Bad: 1 }, parameters: { NoIn: {} } };
    const { earlyKeys, whole } = await bothWays({ kind: 'object', object: doc, url: 'https://example.com/t.json' });
    expect(Object.keys(whole.doc)).not.toContain('components');
    expect(earlyKeys).toEqual(Object.keys(whole.doc));
  });

  it('is not called for OpenAPI 3 descriptions', async () => {
    let calls = 0;
    await loadDescription({ kind: 'object', object: { openapi: '3.0.3', info: { title: 'T', version: '1' }, paths: {} }, url: 'https://example.com/t.json' }, fileTextFetcher, {
      beforeConvert: () => {
        calls++;
      },
    });
    expect(calls).toBe(0);
  });

  it('converts only once the promise it returns is settled, and not at all when the load was cancelled meanwhile', async () => {
    const object = { swagger: '2.0', info: { title: 'T', version: '1' }, paths: { '/a': { get: { responses: { 200: { description: 'ok' } } } } } };
    const url = 'https://example.com/t.json';
    let go = (): void => undefined;
    let converted = false;
    const loading = loadDescription({ kind: 'object', object, url }, fileTextFetcher, {
      beforeConvert: () => new Promise<void>((resolve) => (go = resolve)),
    }).then((loaded) => {
      converted = true;
      return loaded;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(converted).toBe(false);
    go();
    expect((await loading).doc.openapi).toMatch(/^3\./);

    const controller = new AbortController();
    const cancelled = loadDescription({ kind: 'object', object, url }, fileTextFetcher, {
      signal: controller.signal,
      beforeConvert: () => new Promise<void>((resolve) => (go = resolve)),
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    controller.abort();
    go();
    await expect(cancelled).rejects.toMatchObject({ kind: 'aborted' });
  });
});
