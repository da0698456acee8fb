import { describe, expect, it } from 'vitest';
import { bodyKind, type BodyKind } from './body-kind.js';

describe('bodyKind', () => {
  it.each<[string, BodyKind | undefined]>([
    ['text/event-stream', 'sse'],
    ['application/x-ndjson', 'ndjson'],
    ['application/jsonl', 'ndjson'],
    ['application/stream+json', 'ndjson'],
    ['application/x-jsonlines', 'ndjson'],
    ['application/json-seq', 'ndjson'],
    ['application/json', 'json'],
    ['application/problem+json', 'json'],
    ['application/vnd.api+json', 'json'],
    ['image/png', 'image'],
    ['image/svg+xml', 'image'],
    ['application/xml', 'xml'],
    ['text/xml', 'xml'],
    ['application/atom+xml', 'xml'],
    ['text/plain', 'text'],
    ['text/html', 'text'],
    ['text/csv', 'text'],
    ['application/javascript', 'text'],
    ['application/x-www-form-urlencoded', 'text'],
    ['application/yaml', 'text'],
    ['application/graphql', 'text'],
    ['application/octet-stream', 'binary'],
    ['application/pdf', 'binary'],
    ['application/msgpack', 'binary'],
    ['audio/mpeg', 'binary'],
    ['video/mp4', 'binary'],
    ['font/woff2', 'binary'],
    ['model/gltf-binary', 'binary'],
    ['', undefined],
    ['application/vnd.unknown', undefined],
  ])('%s is shown as %s', (essence, expected) => {
    expect(bodyKind(essence)).toBe(expected);
  });
});
