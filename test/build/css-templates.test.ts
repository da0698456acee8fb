import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { minifyCssTemplates } from '../../scripts/css-templates.mjs';

/** Bundles one source file through the plugin and returns the text of its css template. */
async function minified(cssText: string): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'css-templates-'));
  mkdirSync(path.join(dir, 'src'));
  const file = path.join(dir, 'src', 'sheet.ts');
  writeFileSync(file, `const css = (s: TemplateStringsArray) => s[0];\nexport const sheet = css\`${cssText}\`;\n`);
  const out = await build({ entryPoints: [file], bundle: true, write: false, format: 'esm', plugins: [minifyCssTemplates()], logLevel: 'silent' });
  const mod = (await import(`data:text/javascript,${encodeURIComponent(out.outputFiles[0]?.text ?? '')}`)) as { sheet: string };
  return mod.sheet;
}

describe('minifyCssTemplates', () => {
  it('drops comments and whitespace from a css template', async () => {
    expect(await minified('\n  /* why */\n  .a {\n    color: red;\n  }\n')).toBe('.a{color:red}');
  });

  it('keeps non-ASCII text as written (an escape would become a control character inside the template literal)', async () => {
    const text = await minified(".sep::before { content: '· '; }");
    expect(text).toContain('·');
    expect(Array.from({ length: text.length }, (_, i) => text.charCodeAt(i)).filter((code) => code < 32)).toEqual([]);
  });

  it('leaves templates with backslashes or interpolations as written', async () => {
    expect(await minified(".a::before { content: '\\\\2022'; }")).toBe(".a::before { content: '\\2022'; }");
  });
});
