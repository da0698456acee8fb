import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../types.js';
import { buildOutline } from './outline.js';
import { exampleFor, operationDetail } from './operation-detail.js';
import type { MediaTypeView, OperationDetail } from './types.js';

const user = {
  type: 'object',
  required: ['id'],
  xml: { name: 'user' },
  properties: {
    id: { type: 'string', readOnly: true, xml: { attribute: true } },
    name: { type: 'string', minLength: 2 },
    password: { type: 'string', writeOnly: true, minLength: 8 },
  },
};

const doc: JsonObject = {
  openapi: '3.1.0',
  info: { title: 'Examples', version: '1' },
  components: { schemas: { User: user } },
  paths: {
    '/users': {
      post: {
        requestBody: {
          content: {
            'application/json': {
              schema: { $ref: '#/components/schemas/User' },
              examples: { alice: { summary: 'Alice', value: { name: 'Alice' } } },
              example: { name: 'Plain' },
            },
            'application/x-www-form-urlencoded': { schema: { $ref: '#/components/schemas/User' }, example: { name: 'Form' } },
            'text/plain': { schema: { type: 'string', example: 'from the schema' } },
            'application/octet-stream': {},
          },
        },
        responses: {
          '200': {
            description: 'ok',
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/User' } },
              'application/xml': { schema: { $ref: '#/components/schemas/User' } },
            },
          },
        },
      },
    },
  },
  webhooks: {
    userCreated: { post: { requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/User' } } } }, responses: { '200': { description: 'ok' } } } },
  },
};
const outline = buildOutline(doc, '3.1.0', []);
const detail = (id: string): OperationDetail =>
  operationDetail(
    doc,
    [...outline.operations, ...outline.webhooks].find((op) => op.id === id)!,
  );
const media = (list: MediaTypeView[], type: string): MediaTypeView => list.find((m) => m.mediaType === type)!;

describe('examples of a media type', () => {
  const post = detail('post-/users');
  const body = post.requestBody!.content;

  it.each([
    ['application/json', ['alice', 'example'], [{ name: 'Alice' }, { name: 'Plain' }]],
    ['application/x-www-form-urlencoded', ['example'], [{ name: 'Form' }]],
    ['text/plain', ['example'], ['from the schema']],
    ['application/octet-stream', [], []],
  ])('%s: named examples, then example, then the schema’s own; generated only when none', (type, names, values) => {
    const mt = media(body, type);
    expect(mt.examples.map((e) => e.name)).toEqual(names);
    expect(mt.examples.map((e) => e.value)).toEqual(values);
    expect(mt.examples.some((e) => e.generated)).toBe(false);
  });

  it('generates a valid response example that leaves writeOnly properties out, when asked', () => {
    const [ex] = media(post.responses[0]!.content, 'application/json').examples;
    expect(ex!.generated).toBe(true);
    expect(ex!.value).toBeUndefined();
    expect(ex!.generate).toEqual({ pointer: '/paths/~1users/post/responses/200/content/application~1json/schema', direction: 'response', xml: false });
    const value = exampleFor(doc, ex!.generate!) as Record<string, unknown>;
    expect(typeof value.id).toBe('string');
    expect(typeof value.name).toBe('string');
    expect((value.name as string).length).toBeGreaterThanOrEqual(2);
    expect(value).not.toHaveProperty('password');
  });

  it('writes the example as XML for XML media types, following the xml object', () => {
    const [ex] = media(post.responses[0]!.content, 'application/xml').examples;
    expect(ex!.generate!.xml).toBe(true);
    const xml = exampleFor(doc, ex!.generate!);
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<user id="[^"]+">/);
    expect(xml).not.toContain('<password>');
  });

  it('inverts read-only and write-only for webhook requests (the API sends them)', () => {
    const hook = detail('webhook-post-userCreated');
    const [ex] = hook.requestBody!.content[0]!.examples;
    expect(ex!.generate!.direction).toBe('response');
    const value = exampleFor(doc, ex!.generate!);
    expect(value).toHaveProperty('id');
    expect(value).not.toHaveProperty('password');
  });
});
