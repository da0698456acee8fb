import { describe, expect, it } from 'vitest';
import { buildOutline } from '../model/outline.js';
import { operationDetail } from '../model/operation-detail.js';
import type { SecuritySchemeView } from '../security/scheme-types.js';
import type { JsonObject } from '../types.js';
import { exampleCurl } from './example-curl.js';

const doc: JsonObject = {
  openapi: '3.1.0',
  info: { title: 'T', version: '1' },
  paths: {
    '/pets/{id}': {
      put: {
        security: [{ key: [] }],
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'integer' }, example: 7 },
          { name: 'q', in: 'query', schema: { type: 'string' }, example: 'a b' },
        ],
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' }, example: { name: 'Rex' } } } },
        responses: {},
      },
      get: { parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }], responses: {} },
      post: { requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', properties: { n: { type: 'string' } } } } } }, responses: {} },
    },
    '/pets': { delete: { responses: {} } },
  },
};
const outline = buildOutline(doc, '3.1.0', []);
const detail = (method: string) =>
  operationDetail(
    doc,
    outline.operations.find((o) => o.method === method)!,
    {},
    'https://example.test/',
  );
const schemes = [{ id: 'key', type: 'apiKey', in: 'header', name: 'X-Key' }] as unknown as SecuritySchemeView[];

describe('exampleCurl', () => {
  it('fills parameters and the body with their examples and shows credentials as placeholders', () => {
    const curl = exampleCurl(detail('put'), { serverUrl: 'https://api.test/v1', schemes })!;
    expect(curl).toContain("curl -X PUT 'https://api.test/v1/pets/7?q=a%20b'");
    expect(curl).toContain("-H 'X-Key: <credential>'");
    expect(curl).toContain("-H 'Content-Type: application/json'");
    expect(curl).toContain('"name": "Rex"');
  });

  it.each([
    ['a required parameter without an example (a placeholder)', 'get', 'https://api.test', "curl 'https://api.test/pets/<id>'"],
    ['no server', 'delete', '', undefined],
    ['an operation with nothing to fill', 'delete', 'https://api.test', "curl -X DELETE 'https://api.test/pets'"],
  ])('%s', (_, method, serverUrl, expected) => {
    expect(exampleCurl(detail(method), { serverUrl, schemes })).toBe(expected);
  });

  it('uses a generated example for a body the description gives none for', () => {
    const curl = exampleCurl(detail('post'), { serverUrl: 'https://api.test', schemes, exampleValue: () => ({ n: 'generated' }) });
    expect(curl).toContain('"n": "generated"');
    expect(exampleCurl(detail('post'), { serverUrl: 'https://api.test', schemes })).toBeUndefined();
  });
});

describe('exampleCurl of a multipart body whose fields are oneOf alternatives', () => {
  const upload: JsonObject = {
    openapi: '3.1.0',
    info: { title: 'T', version: '1' },
    paths: {
      '/photos': {
        post: {
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  oneOf: [
                    { type: 'object', required: ['photo'], properties: { caption: { type: 'string', example: 'Sunset' }, photo: { type: 'string', format: 'binary' } } },
                    { type: 'object', required: ['url'], properties: { url: { type: 'string', format: 'uri' } } },
                  ],
                },
                encoding: { photo: { contentType: 'image/png' } },
              },
            },
          },
          responses: {},
        },
      },
    },
  };
  it('types the example object and uploads its file part as a file', () => {
    const op = buildOutline(upload, '3.1.0', []).operations[0]!;
    const curl = exampleCurl(operationDetail(upload, op), { serverUrl: 'https://api.test', schemes: [], exampleValue: () => ({ caption: 'Sunset', photo: 'string' }) });
    expect(curl).toContain("--form-string 'caption=Sunset'");
    expect(curl).toContain("-F 'photo=@photo.png;type=image/png'");
    expect(curl).not.toContain('photo=string');
  });
});
