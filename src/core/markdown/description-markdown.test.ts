import { describe, expect, it } from 'vitest';
import { buildOutline } from '../model/outline.js';
import type { JsonObject } from '../types.js';
import { descriptionMarkdown, llmsTxt, markdownFileName } from './description-markdown.js';

const doc: JsonObject = {
  openapi: '3.2.0',
  info: { title: 'Zoo', version: '2', summary: 'Animals [and] keepers.', description: 'A **zoo**.' },
  servers: [{ url: 'https://zoo.example', description: 'Live' }],
  tags: [{ name: 'animals', description: 'All animals.' }, { name: 'keepers' }],
  paths: {
    '/animals': { get: { tags: ['animals'], summary: 'List [animals]' } },
    '/keepers/{id}': { delete: { tags: ['keepers'], summary: 'Fire a keeper' } },
  },
  webhooks: { fed: { post: { summary: 'Fed' } } },
};
const outline = buildOutline(doc, '3.2.0', []);

describe('the whole API as Markdown', () => {
  it('writes the overview, then one section per tag with its operations', () => {
    const md = descriptionMarkdown(outline, (op) => `### ${op.summary}\n\n\`${op.method.toUpperCase()} ${op.path}\``);
    expect(md).toBe(
      [
        '# Zoo 2',
        '',
        '> Animals [and] keepers.',
        '',
        'A **zoo**.',
        '',
        '## Servers',
        '',
        '- `https://zoo.example`: Live',
        '',
        '## animals',
        '',
        'All animals.',
        '',
        '### List [animals]',
        '',
        '`GET /animals`',
        '',
        '## keepers',
        '',
        '### Fire a keeper',
        '',
        '`DELETE /keepers/{id}`',
        '',
        '## Webhooks',
        '',
        '### Fed',
        '',
        '`POST fed`',
        '',
      ].join('\n'),
    );
  });
});

describe('llms.txt', () => {
  it('has the title, the summary, a section per tag linking each operation page, and the whole API as optional', () => {
    const pages = [...outline.operations, ...outline.webhooks].map((op) => ({ op, href: `operations/${markdownFileName(op)}` }));
    expect(llmsTxt(outline, pages, 'api.md')).toBe(
      [
        '# Zoo',
        '',
        '> Animals [and] keepers.',
        '',
        'Reference for Zoo version 2: one Markdown page per operation, and the whole API in one file.',
        '',
        '## animals',
        '',
        '- [List \\[animals\\]](operations/get-animals.md): GET /animals',
        '',
        '## keepers',
        '',
        '- [Fire a keeper](operations/delete-keepers-id.md): DELETE /keepers/{id}',
        '',
        '## Webhooks',
        '',
        '- [Fed](operations/webhook-post-fed.md): POST fed',
        '',
        '## Optional',
        '',
        '- [The whole API](api.md): every operation in one Markdown file',
        '',
      ].join('\n'),
    );
  });

  it.each([
    ['get-/pets/{id}', 'get-pets-id.md'],
    ['copy-/files/{id}', 'copy-files-id.md'],
    ['webhook-post-new pet', 'webhook-post-new-pet.md'],
    ['get-/', 'get.md'],
    ['get-/../../etc', 'get-..-..-etc.md'],
  ])('names the page of %s %s', (id, name) => {
    expect(markdownFileName({ id })).toBe(name);
  });
});
