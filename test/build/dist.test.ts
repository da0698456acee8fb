import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const read = (p: string): string => readFileSync(new URL(p, root), 'utf8');

/**
 * What a page downloads before the element runs: the file and, recursively, its static imports
 * and the imports it awaits at its top level (dist/spec-doc.js's boot awaits the start chunk);
 * lazily imported chunks (search, TRY console, YAML export, fallback loader) are not counted.
 */
function startGraph(file: string): string[] {
  const seen = new Set<string>();
  const visit = (rel: string): void => {
    if (seen.has(rel)) return;
    seen.add(rel);
    for (const m of read(rel).matchAll(/(?:from|import|^(?:const\{[^}]*\}=)?await import\()\s*"(\.\.?\/[^"]+)"/gm))
      visit(new URL(m[1]!, new URL(rel, root)).pathname.slice(new URL(root).pathname.length));
  };
  visit(file);
  return [...seen];
}

describe('npm run build', () => {
  it('writes a self-contained, minified ES module and its worker, with no bare imports left', () => {
    const files = [
      'dist/spec-doc.js',
      'dist/spec-doc-worker.js',
      'dist/spec-doc-overlay.js',
      'dist/spec-doc-markdown.js',
      ...readdirSync(new URL('dist/chunks/', root))
        .filter((f) => f.endsWith('.js'))
        .map((f) => `dist/chunks/${f}`),
    ];
    for (const file of files) {
      const code = read(file);
      // esbuild writes every import specifier in double quotes and `import(` without a space; the
      // snippet generator's chunk holds code templates as text (`import axios from 'axios';`,
      // Go's `import (` then `"fmt"`), which are not imports.
      expect(code, file).not.toMatch(/\bfrom\s*"(?![./])/);
      expect(code, file).not.toMatch(/\bimport\("(?![./])/);
      // minified: no comments, and no statement on a line of its own (CSS in template literals keeps its line breaks)
      expect(code, file).not.toMatch(/^\s*\/\*\*/m);
      expect(code, file).not.toMatch(/^\s+(const|let|var|return|function|if \(|for \()/m);
    }
    expect(startGraph('dist/spec-doc.js').map(read).join('')).toContain('customElements');
  });

  it('has the page download three files before the element runs: the entry (the boot, for a script tag), the element’s chunk and the libraries’ chunk, all asked for at once', () => {
    // scripts/start-chunk.mjs: a second round of a dozen small chunks cost 35-65 ms of the first operation.
    for (const entry of ['dist/spec-doc.js', 'dist/spec-doc-module.js']) {
      const graph = startGraph(entry);
      expect(graph, entry).toHaveLength(3);
      expect(read(graph[0]!).length, entry).toBeLessThan(entry === 'dist/spec-doc.js' ? 2000 : 300);
      // The entry names both chunks itself: the browser asks for them together.
      for (const chunk of graph.slice(1)) expect(read(entry), entry).toContain(`"./${chunk.slice('dist/'.length)}"`);
    }
    // `spec-doc/class` has no libraries' entry: one chunk.
    expect(startGraph('dist/spec-doc-class.js')).toHaveLength(2);
    // The script tag's file and the bundlers' module import the same chunks; the script tag's
    // imports nothing statically, so its boot runs before the chunks are downloaded and compiled.
    expect(new Set(startGraph('dist/spec-doc.js').slice(1))).toEqual(new Set(startGraph('dist/spec-doc-module.js').slice(1)));
    expect(read('dist/spec-doc.js')).not.toMatch(/\bfrom\s*"|\bimport\s*"/);
    expect(read('dist/spec-doc.js')).toMatch(/^[^\n]*spec-doc-worker\.js/);
    expect(read('dist/spec-doc-module.js')).not.toContain('await');
    // The libraries (src/element/libs.ts) are a chunk of their own, which the element's imports.
    const libs = /from"\.\/(chunks\/[^"]+)"/.exec(read('dist/spec-doc-libs.js'))![1]!;
    const element = startGraph('dist/spec-doc-module.js').find((f) => f !== `dist/${libs}` && f.startsWith('dist/chunks/'))!;
    expect(read(`dist/${libs}`)).toContain('DOMPurify');
    expect(read(element)).not.toContain('DOMPurify');
    expect(read(element)).toContain(`"./${libs.slice('chunks/'.length)}"`);
    // The boot asks for the element's chunk first (a module preload), evaluates the libraries'
    // chunk, and the element's in a task after that one.
    const boot = read('dist/spec-doc.js');
    const at = (s: string): number => boot.indexOf(s);
    const elementPath = `"./${element.slice('dist/'.length)}"`;
    expect(at('modulepreload')).toBeGreaterThan(0);
    expect(at('modulepreload')).toBeLessThan(at(`await import("./${libs}")`));
    expect(at(`await import("./${libs}")`)).toBeLessThan(at('new MessageChannel'));
    expect(at('new MessageChannel')).toBeLessThan(at(`await import(${elementPath})`));
    // The element's chunk finds the files beside the bundle one level up.
    for (const file of ['spec-doc-worker.js', 'spec-doc-overlay.js', 'spec-doc-markdown.js']) {
      expect(read(element)).toContain(`"../${file}"`);
      expect(existsSync(new URL(`dist/${file}`, root)), file).toBe(true);
    }
  });

  it('keeps the Overlay engine (JSONPath) in a script of its own, out of the worker and the page bundle', () => {
    expect(read('dist/spec-doc-overlay.js')).toContain('JSONPathSyntaxError');
    expect(read('dist/spec-doc-overlay.js')).toContain('specDocOverlay');
    expect(read('dist/spec-doc-worker.js')).not.toContain('JSONPathSyntaxError');
    expect(read('dist/spec-doc.js')).not.toContain('JSONPathSyntaxError');
  });

  it('keeps the Markdown builder in a script of its own, out of the worker every page starts', () => {
    expect(read('dist/spec-doc-markdown.js')).toContain('specDocMarkdown');
    expect(read('dist/spec-doc-markdown.js')).toContain(' Request body');
    expect(read('dist/spec-doc-worker.js')).not.toContain(' Request body');
    expect(read('dist/spec-doc.js')).not.toContain(' Request body');
  });

  it('writes the catalogue’s keys as short ids, with the table of names in a chunk of its own', () => {
    const start = startGraph('dist/spec-doc.js').map(read).join('');
    // English words arrive (the catalogue is in the bundle), their names do not.
    expect(start).toContain('"API version"');
    expect(start).not.toMatch(/"(chrome|reference)\.[A-Za-z]+"/);
    const table = readdirSync(new URL('dist/chunks/', root)).find((f) => /^key-ids-.*\.js$/.test(f));
    expect(table).toBeDefined();
    const ids = read(`dist/chunks/${table!}`);
    expect(ids).toMatch(/"reference\.apiVersion":"[0-9a-z]{1,2}"/);
    expect(start).not.toContain('"reference.apiVersion"');
  });

  it('stays within the recorded size budget (gzip, each file with the chunks it imports statically)', () => {
    const budget = JSON.parse(read('size-budget.json')) as Record<string, number | string>;
    for (const [file, limit] of Object.entries(budget)) {
      if (typeof limit !== 'number') continue;
      const files = startGraph(file);
      const size = files.reduce((sum, f) => sum + gzipSync(readFileSync(new URL(f, root))).length, 0);
      expect(size, `${file} (+${files.length - 1} static chunks): ${size} bytes gzipped, budget ${limit}`).toBeLessThanOrEqual(limit);
    }
  });

  it('writes TypeScript declarations with the tag name map', () => {
    expect(existsSync(new URL('dist/types/index.d.ts', root))).toBe(true);
    expect(read('dist/types/index.d.ts')).toContain("'spec-doc': SpecDoc");
    expect(read('dist/types/class.d.ts')).toMatch(/loadSpec\(urlOrObject: string \| object\): Promise<JsonObject>/);
  });

  it('generates custom-elements.json from the element JSDoc', () => {
    const manifest = JSON.parse(read('custom-elements.json')) as {
      modules: Array<{ declarations?: Array<Record<string, unknown>> }>;
    };
    const el = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === 'spec-doc') as
      { attributes: { name: string }[]; events: { name: string }[]; slots: { name: string }[]; members: { name: string; kind: string }[] } | undefined;
    expect(el).toBeDefined();
    expect(el!.attributes.map((a) => a.name)).toEqual(
      expect.arrayContaining(['spec-url', 'render-style', 'theme', 'show-header', 'layout', 'route-prefix', 'goto-path', 'match-paths', 'show-method-in-nav-bar', 'allow-advanced-search']),
    );
    expect(el!.events.map((e) => e.name)).toEqual([
      'before-render',
      'spec-loaded',
      'spec-load-error',
      'before-try',
      'after-try',
      'request-aborted',
      'api-server-change',
      'before-authorize',
      'before-token-request',
      'source-change',
    ]);
    expect(el!.slots.map((s) => s.name)).toEqual(expect.arrayContaining(['', 'logo', 'footer', 'fixed-header', 'nav-logo', 'auth', 'operations-top', 'tag--{tag-name}', '<method>-<path>']));
    expect(el!.members.filter((m) => m.kind === 'method').map((m) => m.name)).toEqual(expect.arrayContaining(['loadSpec', 'scrollToPath']));
  });
});
