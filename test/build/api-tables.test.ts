import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { writeApiReference } from '../../scripts/api-tables.mjs';

// docs/api-reference.md comes from custom-elements.json (written by the build from the element's
// JSDoc); this fails when someone changes an attribute, method, event, slot, part or custom
// property without regenerating it (`npm run build` does).
const root = fileURLToPath(new URL('../../', import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), 'spec-doc-api-ref-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('docs/api-reference.md', () => {
  it('matches custom-elements.json (node scripts/api-tables.mjs --check)', async () => {
    const run = promisify(execFile)('node', ['scripts/api-tables.mjs', '--check'], { cwd: root });
    await expect(run).resolves.toBeDefined();
  });

  it('is generated: a notice, a working example first, and a section per kind of member', () => {
    const text = readFileSync(join(root, 'docs/api-reference.md'), 'utf8');
    expect(text).toMatch(/generated .*do not edit/is);
    expect(text.indexOf('```html')).toBeLessThan(text.indexOf('\n## '));
    for (const h of ['Attributes', 'Properties without an attribute', 'Methods', 'Events', 'Slots', 'CSS parts', 'CSS custom properties']) expect(text).toContain(`\n## ${h}\n`);
    for (const name of ['`spec-url`', '`loadSpec(urlOrObject)`', '`spec-loaded`', '`fixed-header`', '`try-button`', '`--primary`']) expect(text).toContain(name);
  });

  it('the check fails on a stale file and passes once it is written again', async () => {
    mkdirSync(join(scratch, 'docs'));
    cpSync(join(root, 'custom-elements.json'), join(scratch, 'custom-elements.json'));
    cpSync(join(root, 'docs/api-reference.md'), join(scratch, 'docs/api-reference.md'));
    expect(await writeApiReference(scratch, { check: true })).toBe(true);
    const manifest = JSON.parse(readFileSync(join(scratch, 'custom-elements.json'), 'utf8')) as {
      modules: Array<{ declarations?: Array<{ tagName?: string; attributes?: Array<{ name: string; description?: string }> }> }>;
    };
    const attr = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === 'spec-doc')!.attributes![0]!;
    attr.description = 'A description changed in the JSDoc.';
    writeFileSync(join(scratch, 'custom-elements.json'), JSON.stringify(manifest));
    expect(await writeApiReference(scratch, { check: true })).toBe(false);
    await writeApiReference(scratch);
    expect(await writeApiReference(scratch, { check: true })).toBe(true);
    expect(readFileSync(join(scratch, 'docs/api-reference.md'), 'utf8')).toContain('A description changed in the JSDoc.');
  });
});
