import { describe, expect, it } from 'vitest';
import { buildOutline } from '../model/outline.js';
import type { JsonObject } from '../types.js';
import type { MarkdownPage } from './description-markdown.js';
import { llmsIndex, type LlmsIndexApi } from './llms-index.js';

function api(name: string, doc: JsonObject, dir: string): LlmsIndexApi {
  const outline = buildOutline(doc, String(doc.openapi), []);
  const pages: MarkdownPage[] = [...outline.operations, ...outline.webhooks].map((op) => ({ op, href: `${dir}/md/${op.method}.md` }));
  return { name, outline, pages, wholeApiHref: `${dir}/all.md`, llmsHref: `${dir}/llms.txt` };
}

const zoo = api(
  'Zoo [beta]',
  {
    openapi: '3.1.0',
    info: { title: 'Zoo', version: '1', summary: 'Animals\nand keepers.' },
    tags: [{ name: 'b' }, { name: 'a' }],
    paths: {
      '/animals': { get: { tags: ['a', 'b'], summary: 'List [animals]' } },
      '/keepers': { delete: { tags: ['b'] } },
    },
    webhooks: { fed: { post: { summary: 'Fed' } } },
  },
  'apis/zoo',
);
const shop = api('Shop', { openapi: '3.0.3', info: { title: 'Shop', version: '2' }, paths: { '/cart': { put: { summary: 'Fill the cart' } } } }, 'apis/shop');

describe('llms.txt of a site with several APIs', () => {
  it('names the APIs in the heading, then a section per API: its whole-API file and each operation once, in tag order, webhooks last', () => {
    expect(llmsIndex([zoo, shop])).toBe(
      [
        '# Zoo [beta], Shop',
        '',
        '> Reference for 2 APIs: each one in a Markdown file, and one Markdown page per operation.',
        '',
        '## Zoo [beta]',
        '',
        '- [Zoo \\[beta\\]: the whole API](apis/zoo/all.md): Animals and keepers.',
        '- [List \\[animals\\]](apis/zoo/md/get.md): GET /animals',
        '- [DELETE /keepers](apis/zoo/md/delete.md): DELETE /keepers',
        '- [Fed](apis/zoo/md/post.md): POST fed',
        '',
        '## Shop',
        '',
        '- [Shop: the whole API](apis/shop/all.md): every operation in one Markdown file',
        '- [Fill the cart](apis/shop/md/put.md): PUT /cart',
        '',
        '## Optional',
        '',
        '- [Zoo \\[beta\\]: llms.txt](apis/zoo/llms.txt): its operations by tag',
        '- [Shop: llms.txt](apis/shop/llms.txt): its operations by tag',
        '',
      ].join('\n'),
    );
  });

  it.each([
    ['an operation without a page', { ...shop, pages: [] }, '- [Shop: the whole API](apis/shop/all.md): every operation in one Markdown file\n\n## Optional'],
    ['a name over several lines', { ...shop, name: 'Shop\n  v2' }, '## Shop v2\n\n- [Shop v2: the whole API]'],
  ])('leaves out or flattens what cannot be a link line: %s', (_, given, expected) => {
    expect(llmsIndex([zoo, given])).toContain(expected);
  });
});
