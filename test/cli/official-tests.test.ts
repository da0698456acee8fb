// The OAI's own OpenAPI 3.2 test documents (../shared/external-tests/oas-3.2, see its README), run
// through the real `spec-doc lint`: every pass/ document is accepted, every fail/ document is refused
// with a message naming the rule it breaks.
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const BIN = join(root, 'bin/spec-doc.mjs');
const DIR = join(root, '../shared/external-tests/oas-3.2');

function lint(file: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, 'lint', file], { cwd: root, timeout: 30_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

/** Each fail/ document → words its message must contain (from the reason its file name gives). */
const FAIL: Record<string, string[]> = {
  'encoding-enc-item-exclusion.yaml': ['prefixEncoding', 'not allowed together with encoding'],
  'encoding-enc-prefix-exclusion.yaml': ['itemEncoding', 'not allowed together with encoding'],
  'example-examples.yaml': ['"example", "examples" must not be used together'],
  'example-object-old-exclusions.yaml': ['"value", "externalValue" must not be used together'],
  'example-object-old-vs-data.yaml': ['"value", "dataValue" must not be used together'],
  'example-object-old-vs-ser.yaml': ['"value", "serializedValue" must not be used together'],
  'example-object-ser-exclusions.yaml': ['"serializedValue", "externalValue" must not be used together'],
  'header-object-allowReserved.yaml': ['header "Style"', 'allowReserved is not allowed in a header'],
  'header-object-name.yaml': ['"Bad=Header"', 'not a valid HTTP token'],
  'invalid_schema_types.yaml': ['must be object or boolean, not null', 'not number', 'not array', 'at /components/schemas/invalid_null'],
  'media-type-enc-item-exclusion.yaml': ['itemEncoding is not allowed together with encoding'],
  'media-type-enc-prefix-exclusion.yaml': ['prefixEncoding is not allowed together with encoding'],
  'no_containers.yaml': ['needs at least one of "paths", "components", "webhooks"'],
  'operation-object-query-with-querystring.yaml': ['query and a parameter in querystring must not be used together', 'at /components/pathItems/my-path-item/get/parameters'],
  'operation-object-two-querystrings.yaml': ['at most one parameter may be in querystring'],
  'parameter-object-content-not-with-style.yaml': ['parameter "json" in querystring', 'style is allowed only with schema, not with content'],
  'parameter-object-cookie-allowReserved.yaml': ['parameter "my_cookie" in cookie', 'allowReserved is allowed only', 'cookie with style "form"'],
  'parameter-object-header-allowReserved.yaml': ['parameter "my-header" in header', 'allowReserved is allowed only'],
  'parameter-object-header-name.yaml': ['name "Bad[Header]" is not a valid HTTP token'],
  'parameter-object-path-name.yaml': ['name "Bad{Path}" must not contain "{" or "}"'],
  'parameter-object-querystring-not-with-schema.yaml': ['"content" is required', 'querystring'],
  'path-item-object-conflicting-additional-operation.yaml': ['additionalOperations must not repeat a method', '"POST"', 'at /paths/~1pets~1{id}/additionalOperations/POST'],
  'path-item-object-query-with-querystring.yaml': ['query and a parameter in querystring must not be used together', 'at /components/pathItems/my-path-item/parameters'],
  'path-item-object-two-querystrings.yaml': ['at most one parameter may be in querystring'],
  'server_enum_empty.yaml': ['enum of a server variable must not be empty', 'at /servers/0/variables/var/enum'],
  'servers.yaml': ['must be array, not object', 'at /servers'],
  'unknown_container.yaml': ['needs at least one of', '"overlays" is not allowed here'],
  'xml-attr-exclusion.yaml': ['attribute is not allowed together with nodeType'],
  'xml-wrapped-exclusion.yaml': ['wrapped is not allowed together with nodeType'],
};

/**
 * Pass documents whose only finding is not the schema's: security-scheme-object-examples.yaml refers
 * to https://example.com/api/openapi.json, which does not exist (lint reports refs it cannot resolve).
 */
const UNRESOLVABLE: Record<string, RegExp> = {
  'security-scheme-object-examples.yaml': /^error: Cannot resolve \$ref "https:\/\/example\.com\/api\/openapi\.json#[^"]*": .*$/,
};

describe.runIf(existsSync(DIR))('the OAI OpenAPI 3.2 test documents', () => {
  const pass = existsSync(DIR) ? readdirSync(join(DIR, 'pass')).filter((f) => f.endsWith('.yaml')) : [];
  const fail = existsSync(DIR) ? readdirSync(join(DIR, 'fail')).filter((f) => f.endsWith('.yaml')) : [];

  it('has a table row for every fail/ document, and 37 pass/ documents', () => {
    expect(fail.sort()).toEqual(Object.keys(FAIL).sort());
    expect(pass.length).toBe(37);
  });

  it.each(pass)('accepts pass/%s', async (file) => {
    const r = await lint(join(DIR, 'pass', file));
    const unresolvable = UNRESOLVABLE[file];
    if (unresolvable) {
      const lines = r.stderr.trim().split('\n').slice(0, -1);
      expect(lines.length).toBeGreaterThan(0);
      for (const line of lines) expect(line).toMatch(unresolvable);
      return;
    }
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/: ok — .* \(OpenAPI 3\.2\.\d\), \d+ operations/);
  });

  it.each(fail)('refuses fail/%s naming the rule', async (file) => {
    const r = await lint(join(DIR, 'fail', file));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('(OpenAPI 3.2 schema: ');
    for (const words of FAIL[file] ?? ['(no row)']) expect(r.stderr).toContain(words);
  });
});

describe('our OpenAPI 3.2 kitchen sink (test/fixtures/oas32-kitchen-sink.yaml)', () => {
  it('is valid against the official 3.2 schema, so the browser test exercises a correct description', async () => {
    const text = readFileSync(join(root, 'test/fixtures/oas32-kitchen-sink.yaml'), 'utf8').replaceAll('AUTH_ORIGIN', 'https://auth.example.test');
    const dir = mkdtempSync(join(tmpdir(), 'spec-doc-ks-'));
    const file = join(dir, 'kitchen-sink.yaml');
    writeFileSync(file, text);
    try {
      const r = await lint(file);
      expect(r.stderr).toBe('');
      expect(r.stdout).toContain('Kitchen Sink 3.2 1.0.0 (OpenAPI 3.2.0), 10 operations, valid against the official OpenAPI 3.2 schema');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
