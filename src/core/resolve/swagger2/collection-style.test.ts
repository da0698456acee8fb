import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../types.js';
import { collectionStyle } from './collection-style.js';

// Swagger 2.0 collectionFormat × location → OpenAPI 3.0 style/explode ("Style Values").
describe('collectionStyle', () => {
  it.each<[unknown, string, JsonObject]>([
    [undefined, 'query', { style: 'form', explode: false }],
    ['csv', 'query', { style: 'form', explode: false }],
    ['csv', 'formData', { style: 'form', explode: false }],
    ['csv', 'path', { style: 'simple' }],
    ['csv', 'header', { style: 'simple' }],
    ['multi', 'query', { style: 'form', explode: true }],
    ['multi', 'formData', { style: 'form', explode: true }],
    ['ssv', 'query', { style: 'spaceDelimited' }],
    ['ssv', 'header', { 'x-collectionFormat': 'ssv' }],
    ['pipes', 'query', { style: 'pipeDelimited' }],
    ['pipes', 'path', { 'x-collectionFormat': 'pipes' }],
    ['tsv', 'query', { 'x-collectionFormat': 'tsv' }],
    ['unknown', 'query', { 'x-collectionFormat': 'unknown' }],
  ])('%s in %s is %j', (format, location, expected) => {
    expect(collectionStyle(format, location)).toEqual(expected);
  });
});
