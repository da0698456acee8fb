import { describe, expect, it } from 'vitest';
import type { Problem } from '../types.js';
import { selfBase } from './self-base.js';

describe('selfBase (OpenAPI 3.2 $self)', () => {
  it.each<[string, unknown, string, string, number]>([
    ['the retrieval URL without $self', {}, 'https://a.example/specs/api.yaml', 'https://a.example/specs/api.yaml', 0],
    ['an absolute $self', { $self: 'https://b.example/apis/pets.yaml' }, 'https://a.example/specs/api.yaml', 'https://b.example/apis/pets.yaml', 0],
    ['a relative $self against the retrieval URL', { $self: '../b/api.yaml' }, 'http://localhost:1/a/api.yaml', 'http://localhost:1/b/api.yaml', 0],
    ['an absolute-path $self', { $self: '/b/' }, 'http://localhost:1/a/api.yaml', 'http://localhost:1/b/', 0],
    ['a $self without its fragment', { $self: 'https://b.example/x.yaml#frag' }, 'https://a.example/', 'https://b.example/x.yaml', 1],
    ['the retrieval URL for a non-string $self', { $self: 3 }, 'https://a.example/x', 'https://a.example/x', 1],
    ['the retrieval URL for an unparseable $self', { $self: 'http://[bad' }, 'https://a.example/x', 'https://a.example/x', 1],
  ])('uses %s', (_what, doc, url, want, problemCount) => {
    const problems: Problem[] = [];
    expect(selfBase(doc, url, problems)).toBe(want);
    expect(problems).toHaveLength(problemCount);
  });
});
