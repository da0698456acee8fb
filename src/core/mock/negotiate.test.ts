import { describe, expect, it } from 'vitest';
import { negotiate } from './negotiate.js';

const OFFERED = ['application/json', 'application/xml', 'text/csv'];

describe('negotiate', () => {
  it.each([
    ['no Accept header takes the first listed', undefined, OFFERED, 'application/json', 'application/json'],
    ['an empty Accept header takes the first listed', '', OFFERED, 'application/json', 'application/json'],
    ['*/* takes the first listed', '*/*', OFFERED, 'application/json', 'application/json'],
    ['an exact type wins', 'application/xml', OFFERED, 'application/xml', 'application/xml'],
    ['a type range picks the first of that type', 'text/*', OFFERED, 'text/csv', 'text/csv'],
    ['quality decides', 'application/json;q=0.2, application/xml;q=0.9', OFFERED, 'application/xml', 'application/xml'],
    ['the most specific range gives the quality', 'application/*;q=0.1, application/xml', OFFERED, 'application/xml', 'application/xml'],
    ['ties go to the order of the description', 'application/xml, application/json', OFFERED, 'application/json', 'application/json'],
    ['a structured suffix is accepted by its base type', 'application/json', ['application/problem+json'], 'application/problem+json', 'application/problem+json'],
    [
      'parameters and case are ignored when comparing',
      'Application/JSON; charset=utf-8',
      ['application/json; charset=utf-8'],
      'application/json; charset=utf-8',
      'application/json; charset=utf-8',
    ],
    ['an offered */* takes the concrete type the client names', 'image/webp', ['*/*'], '*/*', 'image/webp'],
    ['an offered */* without a concrete request becomes octet-stream', '*/*', ['*/*'], '*/*', 'application/octet-stream'],
    ['an offered text/* becomes text/plain', undefined, ['text/*'], 'text/*', 'text/plain'],
  ] as const)('%s', (_, accept, offered, mediaType, contentType) => {
    const n = negotiate(accept, offered);
    expect(n?.mediaType).toBe(mediaType);
    expect(n?.contentType).toBe(contentType);
  });

  it.each([
    ['a type the response does not offer', 'image/png', OFFERED],
    ['a zero quality refuses the type', 'application/json;q=0', ['application/json']],
    ['nothing offered', '*/*', []],
  ] as const)('accepts nothing for %s', (_, accept, offered) => {
    expect(negotiate(accept, offered)).toBeUndefined();
  });
});
