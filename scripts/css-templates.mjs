// An esbuild plugin that minifies the CSS inside Lit's css`…` templates at build time. The
// element's stylesheets are written readably (one rule per line, comments saying why); shipped
// as written they are about a fifth of the main bundle. esbuild's own CSS minifier does the work
// (the same one that minifies the rest of the bundle), so nothing here parses CSS by hand.
// Templates with `${…}` or backslashes are left as written: their text is not plain CSS.
import { readFile } from 'node:fs/promises';
import { transform } from 'esbuild';

const TEMPLATE = /\bcss`([^`]*)`/g;

/**
 * @param {Array<(source: string, path: string) => string>} [also] other transforms of each source file
 *   before its CSS (esbuild runs one onLoad per file, so the build's source transforms share this one)
 * @returns {import('esbuild').Plugin}
 */
export function minifyCssTemplates(also = []) {
  return {
    name: 'minify-css-templates',
    setup(b) {
      b.onLoad({ filter: /[\\/]src[\\/].*\.ts$/, namespace: 'file' }, async (args) => {
        const read = await readFile(args.path, 'utf8');
        const source = also.reduce((text, transform) => transform(text, args.path), read);
        if (!source.includes('css`')) return source === read ? undefined : { contents: source, loader: 'ts' };
        let out = '';
        let last = 0;
        for (const m of source.matchAll(TEMPLATE)) {
          const text = m[1] ?? '';
          if (text.includes('${') || text.includes('\\')) continue;
          const { code } = await transform(text, { loader: 'css', minify: true, charset: 'utf8', logLevel: 'silent' });
          // Back into a template literal: escapes esbuild writes (\\2022) must stay backslashes.
          const literal = code.trim().replace(/[\\`]|\$\{/g, (c) => '\\' + c);
          out += source.slice(last, m.index) + 'css`' + literal + '`';
          last = m.index + m[0].length;
        }
        return { contents: out + source.slice(last), loader: 'ts' };
      });
    },
  };
}
