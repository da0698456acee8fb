import { describe, expect, it } from 'vitest';
import { sniffSwagger2Json } from './sniff-swagger2.js';

const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
const filler = `"description": "${'x'.repeat(2000)}"`;

describe('sniffSwagger2Json', () => {
  it.each([
    ['the field first', `{"swagger": "2.0", "info": {}, ${filler}}`, true],
    ['the field last, as key-sorted files have it', `{"info": {}, ${filler}, "swagger":"2.0"}`, true],
    ['"2" without the minor version', `{ "swagger" : "2" }`, true],
    ['OpenAPI 3', `{"openapi": "3.1.0", ${filler}}`, false],
    ['the field only in the middle of a large file (not looked at)', `{"info": {}, ${filler}, "swagger": "2.0", ${filler}}`, false],
    ['YAML', `swagger: "2.0"\ninfo: {}\n`, false],
    ['empty', '', false],
  ])('%s: %s', (_name, text, expected) => {
    expect(sniffSwagger2Json(bytes(text))).toBe(expected);
  });
});
