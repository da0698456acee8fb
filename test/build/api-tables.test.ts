import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// The README's API tables come from custom-elements.json (written by the build from the
// element's JSDoc); this fails when someone changes an attribute, method, event, slot, part or
// custom property without regenerating them (`node scripts/api-tables.mjs`).
describe('README API tables', () => {
  it('match custom-elements.json', async () => {
    const run = promisify(execFile)('node', ['scripts/api-tables.mjs', '--check']);
    await expect(run).resolves.toBeDefined();
  });
});
