import { describe, expect, it } from 'vitest';
import { fileTextFetcher } from '../../../test/support/file-fetcher.js';
import { DescriptionError } from './description-error.js';
import { checkVersion, httpTextFetcher, loadDescription } from './load-description.js';

/** The URL a fetch double was asked for, whatever form fetch's first argument took. */
const urlOf = (u: string | URL | Request): string => (u instanceof Request ? u.url : u.toString());

const fixture = (name: string): string => new URL(`../../../test/fixtures/${name}`, import.meta.url).href;

describe('checkVersion', () => {
  it.each([
    [{ openapi: '3.0.3' }, '3.0.3'],
    [{ openapi: '3.1.0' }, '3.1.0'],
    [{ openapi: '3.2.0' }, '3.2.0'],
    [{ swagger: '2.0' }, '2.0'],
    [{ swagger: 2 }, '2.0'],
  ])('accepts %j as version %s', (doc, version) => {
    expect(checkVersion(doc, 'x')).toBe(version);
  });

  it.each([
    [{ openapi: '4.0.0' }, 'unsupported-version', 'Unsupported OpenAPI version 4.0.0 in x'],
    [{ openapi: '2.0' }, 'unsupported-version', 'Unsupported OpenAPI version 2.0 in x'],
    [{ swagger: '1.2' }, 'unsupported-version', 'Unsupported Swagger version 1.2 in x'],
    [{ name: 'pkg' }, 'not-openapi', 'x is not an OpenAPI or Swagger document: it has no "openapi" or "swagger" field'],
    [[1, 2], 'not-openapi', 'x is not an OpenAPI or Swagger document: its top level is not an object'],
    ['just text', 'not-openapi', 'x is not an OpenAPI or Swagger document: its top level is not an object'],
  ])('refuses %j with a %s error', (doc, kind, message) => {
    let err: unknown;
    try {
      checkVersion(doc, 'x');
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(DescriptionError);
    expect((err as DescriptionError).kind).toBe(kind);
    expect((err as Error).message).toContain(message);
  });
});

describe('loadDescription: what a file that is not a description is told', () => {
  const supported = '(supported: Swagger 2.0, OpenAPI 3.0, 3.1 and 3.2)';
  it.each([
    ['an empty file', '', 'empty', 'x.yaml is empty: it holds no JSON or YAML document (an OpenAPI or Swagger description is expected)'],
    ['white space only', ' \n\n\t', 'empty', 'x.yaml is empty: it holds no JSON or YAML document (an OpenAPI or Swagger description is expected)'],
    ['comments only', '# openapi: 3.1.0\n', 'empty', 'x.yaml is empty: it holds no JSON or YAML document (an OpenAPI or Swagger description is expected)'],
    [
      'YAML without a version field',
      'name: pkg\nversion: 1.0.0\n',
      'not-openapi',
      `x.yaml is not an OpenAPI or Swagger document: it has no "openapi" or "swagger" field at the top level ${supported}`,
    ],
    ['JSON without a version field', '{"name": "pkg"}', 'not-openapi', `x.yaml is not an OpenAPI or Swagger document: it has no "openapi" or "swagger" field at the top level ${supported}`],
    ['a JSON list', '[1, 2]', 'not-openapi', `x.yaml is not an OpenAPI or Swagger document: its top level is not an object ${supported}`],
    ['a YAML string', 'just text', 'not-openapi', `x.yaml is not an OpenAPI or Swagger document: its top level is not an object ${supported}`],
    ['OpenAPI 4', 'openapi: 4.0.0\n', 'unsupported-version', `Unsupported OpenAPI version 4.0.0 in x.yaml ${supported}`],
    ['Swagger 1.2', 'swagger: "1.2"\n', 'unsupported-version', `Unsupported Swagger version 1.2 in x.yaml ${supported}`],
  ])('%s: %s', async (_name, text, kind, message) => {
    const error = await loadDescription({ kind: 'text', text, url: 'x.yaml' }, fileTextFetcher).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DescriptionError);
    expect((error as DescriptionError).kind).toBe(kind);
    expect((error as Error).message).toBe(message);
  });
});

describe('loadDescription', () => {
  it('keeps the fetched JSON text when nothing changes the document, so the page can skip a stringify', async () => {
    const text = '{"openapi":"3.1.0","info":{"title":"t","version":"1"},"paths":{}}';
    const d = await loadDescription({ kind: 'text', text, url: 'https://x.example/a.json' }, fileTextFetcher);
    expect(d.sourceJson?.()).toBe(text);
    expect(d.sourceVersion).toBe('3.1.0');
  });

  it('converts Swagger 2.0 and drops the source text, which no longer matches', async () => {
    const text = '{"swagger":"2.0","info":{"title":"t","version":"1"},"paths":{}}';
    const d = await loadDescription({ kind: 'text', text, url: 'https://x.example/a.json' }, fileTextFetcher);
    expect(d.sourceJson).toBeUndefined();
    expect(d.sourceVersion).toBe('2.0');
    expect(String(d.doc.openapi)).toMatch(/^3\.0/);
  });

  it('loads an object as it is when it has no external refs', async () => {
    const object = { openapi: '3.0.0', info: { title: 't', version: '1' }, paths: {} };
    const d = await loadDescription({ kind: 'object', object, url: 'https://x.example/' }, fileTextFetcher);
    expect(d.doc).toBe(object);
  });

  it('reports a missing file as an HTTP error', async () => {
    await expect(loadDescription({ kind: 'url', url: fixture('nope.yaml') }, fileTextFetcher)).rejects.toThrow(/HTTP 404/);
  });

  it('turns fetch failures into readable network errors and HTTP statuses into http errors', async () => {
    const failing = httpTextFetcher(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(failing('https://x.example/a.json')).rejects.toThrow(
      'Network error loading https://x.example/a.json (Failed to fetch): the server is unreachable, or it does not allow cross-origin requests (CORS)',
    );
    const notFound = httpTextFetcher(async () => new Response('no', { status: 404, statusText: 'Not Found' }));
    await expect(notFound('https://x.example/a.json')).rejects.toThrow('HTTP 404 Not Found loading https://x.example/a.json');
  });

  it.each(['data:application/json,{"openapi":"3.1.0"}', 'blob:https://x.example/1', 'file:///etc/passwd', 'javascript:alert(1)', 'JaVa\tScRiPt:alert(1)', '&#106;avascript:alert(1)'])(
    'fetches no %j: the URL gate refuses it with kind refused-url',
    async (url) => {
      const asked: string[] = [];
      const fetcher = httpTextFetcher(async (u) => {
        asked.push(urlOf(u));
        return new Response('{}');
      }, 'https://docs.example/');
      await expect(fetcher(url)).rejects.toMatchObject({ kind: 'refused-url', message: expect.stringMatching(/cannot be loaded: it is not an http\(s\) URL/) });
      expect(asked).toEqual([]);
    },
  );

  it('resolves a relative URL against its base before fetching', async () => {
    const asked: string[] = [];
    const fetcher = httpTextFetcher(async (u) => {
      asked.push(urlOf(u));
      return new Response('{}');
    }, 'https://docs.example/specs/index.html');
    await fetcher('api.yaml');
    expect(asked).toEqual(['https://docs.example/specs/api.yaml']);
  });

  it('marks an external $ref with a refused scheme as unresolved and loads the rest', async () => {
    const asked: string[] = [];
    const files: Record<string, string> = {
      'https://docs.example/api.json': JSON.stringify({
        openapi: '3.1.0',
        info: { title: 'T', version: '1' },
        paths: {
          '/a': { get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: 'data:application/json,{"type":"string"}' } } } } } } },
          '/b': { get: { responses: { '200': { description: 'ok', content: { 'application/json': { schema: { $ref: 'schemas.json#/S' } } } } } } },
        },
      }),
      'https://docs.example/schemas.json': JSON.stringify({ S: { type: 'integer' } }),
    };
    const fetcher = httpTextFetcher(async (u) => {
      asked.push(urlOf(u));
      const text = files[urlOf(u)];
      return text === undefined ? new Response('no', { status: 404 }) : new Response(text);
    });
    const loaded = await loadDescription({ kind: 'url', url: 'https://docs.example/api.json' }, fetcher);
    expect(asked.sort()).toEqual(['https://docs.example/api.json', 'https://docs.example/schemas.json']);
    expect(JSON.stringify(loaded.doc)).toContain('"integer"');
    expect(loaded.problems.map((p) => p.message).join('\n')).toMatch(/data:application\/json.*cannot be loaded: it is not an http\(s\) URL/);
  });

  it('stops when its signal is aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetcher = httpTextFetcher(async (_u, init) => {
      if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      return new Response('{}');
    });
    await expect(fetcher('https://x.example/a.json', controller.signal)).rejects.toMatchObject({ kind: 'aborted' });
  });
});

describe('loadDescription with $self (OpenAPI 3.2)', () => {
  const files: Record<string, string> = {
    'https://docs.example/a/api.yaml': [
      'openapi: 3.2.0',
      '$self: https://docs.example/b/api.yaml',
      'info: { title: Self, version: "1" }',
      'paths:',
      '  /pets:',
      '    get:',
      '      responses:',
      '        "200":',
      '          description: ok',
      '          content:',
      "            application/json: { schema: { $ref: 'pet.yaml' } }",
    ].join('\n'),
    'https://docs.example/b/pet.yaml': 'type: object\nproperties: { from: { const: b } }',
    'https://docs.example/a/pet.yaml': 'type: object\nproperties: { from: { const: a } }',
  };
  const asked: string[] = [];
  const fetchText = async (url: string): Promise<string> => {
    asked.push(url);
    const text = files[url];
    if (text === undefined) throw new Error(`404 ${url}`);
    return text;
  };

  it('resolves relative $refs against $self, not the URL it was read from', async () => {
    const d = await loadDescription({ kind: 'url', url: 'https://docs.example/a/api.yaml' }, fetchText);
    expect(asked).toEqual(['https://docs.example/a/api.yaml', 'https://docs.example/b/pet.yaml']);
    expect(JSON.stringify(d.doc)).toContain('"const":"b"');
    expect(d.url).toBe('https://docs.example/a/api.yaml');
  });

  it('keeps the retrieval URL as the base before 3.2', async () => {
    asked.length = 0;
    const text = files['https://docs.example/a/api.yaml']!.replace('3.2.0', '3.1.0');
    await loadDescription({ kind: 'text', text, url: 'https://docs.example/a/api.yaml' }, fetchText);
    expect(asked).toEqual(['https://docs.example/a/pet.yaml']);
  });
});

describe('loadDescription of fetched JSON bytes with non-ASCII characters', () => {
  const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
  const doc = { openapi: '3.1.0', info: { title: 'Café ’ 🚀', version: '1' }, paths: { '/ünï': { get: { summary: 'Grüße' } } } };

  it('parses them to the same description, and keeps the fetched text as it was written', async () => {
    const text = JSON.stringify(doc, null, 2);
    const loaded = await loadDescription({ kind: 'bytes', bytes: bytes(text), url: 'https://example.com/a.json' }, fileTextFetcher);
    expect(loaded.doc).toEqual(doc);
    expect(loaded.sourceJson?.()).toBe(text);
  });

  it('reports a syntax error at its line and column in the text as written', async () => {
    const text = '{\n  "info": { "title": "Café ’ 🚀" x }\n}';
    const error = await loadDescription({ kind: 'bytes', bytes: bytes(text), url: 'https://example.com/a.json' }, fileTextFetcher).catch((e: unknown) => e);
    const plain = await loadDescription({ kind: 'text', text, url: 'https://example.com/a.json' }, fileTextFetcher).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DescriptionError);
    expect((error as Error).message).toBe((plain as Error).message);
    expect((error as Error).message).toMatch(/line 2/);
  });
});
