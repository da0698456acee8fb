import { describe, expect, it } from 'vitest';
import { buildOutline } from '../model/outline.js';
import { operationDetail } from '../model/operation-detail.js';
import type { JsonObject } from '../types.js';
import { code, fence, operationMarkdown } from './operation-markdown.js';

const doc: JsonObject = {
  openapi: '3.1.0',
  info: { title: 'Pets', version: '1' },
  paths: {
    '/pets/{id}': {
      patch: {
        operationId: 'updatePet',
        summary: 'Update a pet',
        description: 'Changes **some** fields.\n\n<script>alert(1)</script>',
        parameters: [
          { name: 'id', in: 'path', required: true, description: 'The pet', schema: { type: 'integer', minimum: 1 }, example: 7 },
          { name: 'mode', in: 'query', schema: { type: 'string', enum: ['fast', 'safe'], default: 'safe' } },
        ],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { $ref: '#/components/schemas/Pet' },
              example: { name: 'Rex', tags: ['a'] },
            },
          },
        },
        responses: {
          '200': { description: 'The pet\n\nas it is now.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Pet' } } } },
          '404': { description: 'No such pet' },
        },
      },
    },
  },
  components: {
    schemas: {
      Pet: {
        type: 'object',
        required: ['name'],
        properties: {
          name: { type: 'string', description: 'What it answers to' },
          tags: { type: 'array', items: { type: 'string' } },
          owner: { type: 'object', properties: { email: { type: 'string', format: 'email' } } },
        },
      },
    },
  },
};

function detail() {
  const outline = buildOutline(doc, '3.1.0', []);
  return operationDetail(doc, outline.operations[0]!, { '#/components/schemas/Pet': 'Pet' });
}

describe('operationMarkdown', () => {
  it('writes the heading, method and path, description, parameters, body, responses and cURL', () => {
    const md = operationMarkdown(detail(), { curl: "curl -X PATCH 'https://api.example/pets/7'" });
    expect(md).toContain('# Update a pet\n\n`PATCH /pets/{id}` · operationId `updatePet`');
    expect(md).toContain('## Parameters\n\n- `id` (path, integer, required): The pet\n  - example: `7`\n  - ≥ 1');
    expect(md).toContain('- `mode` (query, string)\n  - one of: `fast`, `safe`\n  - default: `safe`');
    expect(md).toContain('## Request body (required)\n\nContent type `application/json`: `Pet` object');
    expect(md).toContain('- `name` (string, required): What it answers to\n- `tags` (array of string)\n- `owner` (object)\n  - `email` (string, email)');
    expect(md).toContain('Example:\n\n```json\n{\n  "name": "Rex",\n  "tags": [\n    "a"\n  ]\n}\n```');
    expect(md).toContain('### 200 The pet\n\nThe pet\n\nas it is now.');
    expect(md).toContain('### 404 No such pet');
    expect(md).toContain("## Example request\n\n```bash\ncurl -X PATCH 'https://api.example/pets/7'\n```\n");
  });

  it('copies the description as Markdown, never as HTML it made', () => {
    const md = operationMarkdown(detail());
    expect(md).toContain('Changes **some** fields.\n\n<script>alert(1)</script>');
    expect(md).not.toContain('<strong>');
  });

  it('nests under a deeper heading inside a whole-API document', () => {
    expect(operationMarkdown(detail(), { level: 2 })).toMatch(/^## Update a pet\n[\s\S]*### Parameters[\s\S]*#### 200 The pet/);
  });

  it('keeps names and examples from opening markup: code spans and fences outlast the backticks inside', () => {
    expect(code('a`b')).toBe('``a`b``');
    expect(code('`x`')).toBe('`` `x` ``');
    expect(fence('```\nrm -rf /\n```', '')).toEqual(['````', '```\nrm -rf /\n```', '````']);
  });

  it('marks schema parts the model deferred (its size budget) "…"', () => {
    const d = detail();
    const body = d.requestBody!.content[0]!;
    const deferred = { pointer: '#/components/schemas/Pet', type: 'object', types: ['object'], constraints: [], deferred: true };
    const withDeferred = { ...d, requestBody: { ...d.requestBody!, content: [{ ...body, schema: deferred }] }, responses: [] };
    expect(operationMarkdown(withDeferred)).toContain('Content type `application/json`: object\n\n- …');
  });
});
