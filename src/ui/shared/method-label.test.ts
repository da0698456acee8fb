import { describe, expect, it } from 'vitest';
import { HTTP_METHODS } from '../../core/model/types.js';
import { wireMethod } from '../../core/model/wire-method.js';
import { methodLabel } from './method-label.js';

describe('methodLabel', () => {
  it.each<[string, string]>([
    ['get', 'GET'],
    ['query', 'QUERY'],
    ['COPY', 'COPY'],
    ['purge', 'purge'],
    ['getter', 'getter'],
  ])('shows %s as %s', (method, label) => expect(methodLabel(method)).toBe(label));

  it('agrees with the method the request sends, for every fixed method and some others', () => {
    for (const m of [...HTTP_METHODS, 'COPY', 'purge', 'Link', 'GETX']) expect(methodLabel(m)).toBe(wireMethod(m));
  });
});
