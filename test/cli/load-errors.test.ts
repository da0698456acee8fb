// What `spec-doc lint` and `spec-doc build` say about a file that is not a description they can
// read: a YAML syntax error at its line and column with the offending line and a caret (also in the
// middle of a large file), an empty file, and a document that is not OpenAPI. Runs the built command.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli-run.js';

const tmp = mkdtempSync(join(tmpdir(), 'spec-doc-load-errors-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function write(name: string, text: string): string {
  const file = join(tmp, name);
  writeFileSync(file, text);
  return file;
}

/** 10,000 path items; line 20,003 indented one space too far. */
function bigBroken(): string {
  const lines = ['openapi: 3.0.0', 'info:', '  title: Big', '  version: 1', 'paths:'];
  for (let i = 0; i < 10_000; i++) lines.push(`  /p${i}:`, '    get:', '      responses:', "        '200': { description: ok }");
  lines[20_002] = '      bad: x: y';
  return lines.join('\n') + '\n';
}

const SUPPORTED = '(supported: Swagger 2.0, OpenAPI 3.0, 3.1 and 3.2)';

describe('spec-doc lint and build: descriptions that cannot be read', () => {
  it.each([
    [
      'a YAML syntax error',
      () => write('bad.yaml', 'openapi: 3.0.0\ninfo:\n  title: x\n   version: 1\n'),
      (file: string) => `error: YAML syntax error in ${file} at line 4, column 11: bad indentation of a mapping entry\n\n4 |    version: 1\n  |           ^\n`,
    ],
    [
      'a YAML syntax error in the middle of a large file',
      () => write('big.yaml', bigBroken()),
      (file: string) => `error: YAML syntax error in ${file} at line 20003, column 13: bad indentation of a mapping entry\n\n20003 |       bad: x: y\n      |             ^\n`,
    ],
    ['an empty file', () => write('empty.yaml', ''), (file: string) => `error: ${file} is empty: it holds no JSON or YAML document (an OpenAPI or Swagger description is expected)\n`],
    [
      'comments only',
      () => write('comments.yaml', '# to do\n\n'),
      (file: string) => `error: ${file} is empty: it holds no JSON or YAML document (an OpenAPI or Swagger description is expected)\n`,
    ],
    [
      'a JSON file that is not OpenAPI',
      () => write('package.json', '{"name": "pkg", "version": "1.0.0"}'),
      (file: string) => `error: ${file} is not an OpenAPI or Swagger document: it has no "openapi" or "swagger" field at the top level ${SUPPORTED}\n`,
    ],
    ['an unsupported version', () => write('v4.yaml', 'openapi: 4.0.0\n'), (file: string) => `error: Unsupported OpenAPI version 4.0.0 in ${file} ${SUPPORTED}\n`],
  ])('%s', async (_name, make, expected) => {
    const file = make();
    const lint = await runCli(['lint', file], 30_000);
    expect(lint).toMatchObject({ code: 1, stderr: expected(file) });
    const build = await runCli(['build', file, '--out', join(tmp, 'site')], 30_000);
    expect(build).toMatchObject({ code: 1, stderr: expected(file) });
  });
});
