// Builds dist/: the element bundle (ES module), the description worker (classic script, so
// it can also start through a blob trampoline from a CDN), the OAuth 2.0 receiver page with its
// script (external, so it runs under a strict CSP), TypeScript declarations, and
// custom-elements.json from the element's JSDoc.
import { build } from 'esbuild';
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeJsxTypes } from './jsx-types.mjs';
import { writeApiReference } from './api-tables.mjs';
import { writePublicTypes } from './types-bundle.mjs';
import { minifyCssTemplates } from './css-templates.mjs';
import { compactKeys } from './compact-keys.mjs';
import { oneStartChunk } from './start-chunk.mjs';
import { bootEntry } from './boot-entry.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const quiet = process.argv.includes('--quiet');
const started = performance.now();
let stepStarted = started;
/** Prints one finished step with its time (npm start, npm run build), unless --quiet. */
const step = (what) => {
  const now = performance.now();
  if (!quiet) console.log(`build: ${what} (${((now - stepStarted) / 1000).toFixed(1)} s)`);
  stepStarted = now;
};
rmSync(resolve(root, 'dist'), { recursive: true, force: true });

const common = {
  bundle: true,
  minify: true,
  sourcemap: true,
  target: 'es2022',
  legalComments: 'none',
  logLevel: 'warning',
  absWorkingDir: root,
  plugins: [minifyCssTemplates([compactKeys(root)])],
};

// dist/spec-doc-module.js (what bundlers import) and the chunks; dist/spec-doc.js, what a script tag
// loads, is a boot that imports the same start chunk (below, and scripts/boot-entry.mjs).
await build({
  ...common,
  // spec-doc-libs: the libraries that work as they are evaluated, a chunk of their own (src/element/libs.ts).
  entryPoints: { 'spec-doc-module': 'src/element/index.ts', 'spec-doc-libs': 'src/element/libs.ts' },
  outdir: 'dist',
  format: 'esm',
  splitting: true,
  // Two files before the element runs (dist/spec-doc.js and one chunk), not thirteen: see start-chunk.mjs.
  plugins: [...common.plugins, oneStartChunk(resolve(root, 'src/element/index.ts'))],
  chunkNames: 'chunks/[name]-[hash]',
  // @readme/httpsnippet (the lazy snippet chunk) imports Node's `url` for parse/format only;
  // a small WHATWG-URL stand-in replaces it in the browser (src/shims/node-url.ts).
  alias: { url: './src/shims/node-url.ts' },
});
const boot = await build({
  ...common,
  entryPoints: { 'spec-doc': 'src/element/boot.ts' },
  outdir: 'dist',
  format: 'esm',
  write: false,
});
for (const f of boot.outputFiles) {
  const text = f.path.endsWith('.js')
    ? bootEntry(f.text, readFileSync(resolve(root, 'dist/spec-doc-module.js'), 'utf8'), readFileSync(resolve(root, 'dist/spec-doc-libs.js'), 'utf8'))
    : f.text;
  writeFileSync(f.path, text);
}
step('the element: dist/spec-doc.js, dist/spec-doc-module.js, dist/chunks/');
// `spec-doc/class`: the same element without registering it (its own bundle, so the CDN file
// above is unchanged; its chunks go to dist/class-chunks: chunk names of two builds may collide).
await build({
  ...common,
  entryPoints: { 'spec-doc-class': 'src/element/class.ts' },
  outdir: 'dist',
  format: 'esm',
  splitting: true,
  chunkNames: 'class-chunks/[name]-[hash]',
  plugins: [...common.plugins, oneStartChunk(resolve(root, 'src/element/class.ts'))],
  alias: { url: './src/shims/node-url.ts' },
});
step('spec-doc/class: dist/spec-doc-class.js, dist/class-chunks/');
await build({
  ...common,
  entryPoints: { 'spec-doc-worker': 'src/worker/spec-worker.ts' },
  outdir: 'dist',
  format: 'iife',
});
// The OpenAPI Overlay engine (JSONPath included): a classic script the worker loads with
// importScripts only when a page asks for overlays, so the worker bundle stays without it.
await build({
  ...common,
  entryPoints: { 'spec-doc-overlay': 'src/worker/overlay-engine.ts' },
  outdir: 'dist',
  format: 'iife',
});
// The Markdown builder: loaded by the worker with importScripts on the first Markdown request.
await build({
  ...common,
  entryPoints: { 'spec-doc-markdown': 'src/worker/markdown-engine.ts' },
  outdir: 'dist',
  format: 'iife',
});
await build({
  ...common,
  entryPoints: { 'oauth-receiver': 'src/oauth-receiver/receiver.ts' },
  outdir: 'dist',
  format: 'iife',
});
step('the worker, the Overlay and Markdown engines, the OAuth 2.0 receiver');
// The `spec-doc` CLI (bin/spec-doc.mjs runs it): Node ESM with the core bundled in, not minified.
await build({
  ...common,
  minify: false,
  sourcemap: false,
  entryPoints: { 'spec-doc-cli': 'src/cli/main.mjs' },
  outdir: 'dist/cli',
  format: 'esm',
  platform: 'node',
  target: 'node20',
});
// The official OpenAPI schemas `spec-doc lint` validates with, read beside the CLI at run time.
cpSync(resolve(root, 'src/cli/schemas'), resolve(root, 'dist/cli/schemas'), { recursive: true, filter: (src) => !src.endsWith('README.md') });
copyFileSync(resolve(root, 'src/oauth-receiver/oauth-receiver.html'), resolve(root, 'dist/oauth-receiver.html'));
step('the CLI: dist/cli/');

const bin = (name) => resolve(root, 'node_modules/.bin', name);
// The compiler's declarations of every module go to a temporary folder; dist/types gets the
// self-contained bundle made from them (scripts/types-bundle.mjs), which needs no lit.
const declarations = mkdtempSync(join(tmpdir(), 'spec-doc-declarations-'));
execFileSync(bin('tsc'), ['-p', 'tsconfig.json', '--outDir', declarations], { cwd: root, stdio: 'inherit' });
step('declarations (tsc)');
execFileSync(bin('custom-elements-manifest'), ['analyze', '--litelement', '--globs', 'src/element/spec-doc.ts', '--outdir', '.', '--quiet'], {
  cwd: root,
  stdio: quiet ? 'ignore' : ['ignore', 'ignore', 'inherit'],
});
step('custom-elements.json');
writePublicTypes(root, declarations);
rmSync(declarations, { recursive: true, force: true });
writeJsxTypes(root);
step('dist/types: the declaration bundle and the React and Vue typings');
await writeApiReference(root);
step('docs/api-reference.md');
if (!quiet) console.log(`build: dist/ built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
