import { describe, expect, it } from 'vitest';
import { bodyEditorKind, type BodyEditorKind } from './body-editor-kind.js';

describe('bodyEditorKind', () => {
  it.each<[string, BodyEditorKind]>([
    ['application/json', 'json'],
    ['application/json; charset=utf-8', 'json'],
    ['application/merge-patch+json', 'json'],
    ['text/json', 'json'],
    ['application/x-www-form-urlencoded', 'form'],
    ['Application/X-WWW-Form-Urlencoded', 'form'],
    ['multipart/form-data', 'multipart'],
    ['multipart/mixed', 'multipart'],
    ['text/plain', 'text'],
    ['text/csv', 'text'],
    ['application/xml', 'text'],
    ['application/soap+xml', 'text'],
    ['application/yaml', 'text'],
    ['application/x-yaml', 'text'],
    ['application/octet-stream', 'binary'],
    ['image/png', 'binary'],
    ['application/pdf', 'binary'],
    ['*/*', 'binary'],
  ])('%s is entered as %s', (mediaType, expected) => {
    expect(bodyEditorKind(mediaType)).toBe(expected);
  });
});
