import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDescription } from '../load/load-description.js';
import { DescriptionModel } from '../model/description-model.js';
import { modelMarkdown } from './model-markdown.js';

const text = readFileSync(new URL('../../../test/fixtures/markdown/markdown.yaml', import.meta.url), 'utf8');
const noFetch = () => Promise.reject(new Error('no fetch'));
const model = new DescriptionModel(await loadDescription({ kind: 'text', text, url: 'https://docs.example.test/markdown.yaml' }, noFetch));

describe('modelMarkdown', () => {
  it('writes one operation with its example and the cURL of its request example', () => {
    const md = modelMarkdown(model, 'get-/pets/{id}')!;
    expect(md).toMatch(/^# Find a pet <img src=x onerror="window.__pwned = 4">\n/);
    expect(md).toContain('`GET /pets/{id}`');
    expect(md).toContain("- `id` (path, integer, required): The pet's id.");
    expect(md).toContain("- `name` (string, required): The pet's name.");
    expect(md).toContain('  - `email` (string, email)');
    expect(md).toContain('"name": "Rex"');
    expect(md).toContain("curl 'https://api.example.test/v1/pets/7'");
    expect(md).toContain("-H 'X-Api-Key: <credential>'");
  });

  it('generates the example of a body the description gives none for, and uses the active server', () => {
    const md = modelMarkdown(model, 'post-/pets', { serverUrl: 'https://staging.test' })!;
    expect(md).toContain("curl 'https://staging.test/pets'");
    expect(md).toMatch(/"name": "/);
  });

  it('writes the whole description: overview, tags, every operation at level 3', () => {
    const md = modelMarkdown(model, undefined)!;
    expect(md).toMatch(/^# Pet shop <script>window.__pwned = 1<\/script> 1.0.0\n/);
    expect(md).toContain('## pets');
    expect(md).toContain('### Find a pet');
    expect(md).toContain('### Add a pet');
    expect(md).toContain('`X-Api-Key`');
    // Only the examples the description gives: generating the rest is for one operation.
    expect(md).not.toContain('Generated from the schema');
    expect(modelMarkdown(model, 'post-/pets')).toContain('Generated from the schema');
  });

  it('copies description text as written, never as HTML made from it', () => {
    const md = modelMarkdown(model, undefined)!;
    expect(md).toContain('Sells **pets**. <img src=x onerror="window.__pwned = 2">');
    expect(md).toContain('Returns **one** pet.');
    expect(md).not.toContain('<strong>');
  });

  it('is undefined for an unknown operation', () => {
    expect(modelMarkdown(model, 'get-/nope')).toBeUndefined();
  });
});
