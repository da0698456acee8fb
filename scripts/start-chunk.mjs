// An esbuild plugin that keeps all the code the element needs at start-up in one chunk.
//
// With code splitting, esbuild puts each module into a chunk named by the set of entry points
// (the page's entry and each lazily imported module) that reach it. Code the entry shares with
// some lazy chunks thus ends up in many small chunks (12 for spec-doc), which the browser only
// discovers after downloading and parsing the entry: a second round of requests before the
// element can run. Measured in one bench run (2026-11-25), that round cost 35-65 ms of the time
// to the first operation on the large descriptions.
//
// The plugin makes every lazily imported module also import the entry. Then every module the
// entry reaches is reached by all entry points, so esbuild puts them all into one chunk; the
// entry file becomes a two-line facade importing it, and the lazy chunks import from it too
// (already loaded by then). Lazy-only code stays in the lazy chunks. Because the code then runs
// from a chunk folder, files beside the bundle are found one level up (see load-controller.ts).
import { dirname } from 'node:path';

const NAMESPACE = 'after-entry';

/**
 * @param {string} entry absolute path of the build's entry module
 * @returns {import('esbuild').Plugin}
 */
export function oneStartChunk(entry) {
  return {
    name: 'one-start-chunk',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import') return undefined;
        const real = await b.resolve(args.path, { kind: 'import-statement', resolveDir: args.resolveDir, importer: args.importer });
        if (real.errors.length > 0 || real.external) return undefined;
        return { path: real.path, namespace: NAMESPACE };
      });
      // A stand-in for the lazy module: it imports the entry (a no-op at run time: the entry has
      // run before anything imports lazily) and re-exports the module itself.
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: `import ${JSON.stringify(entry)};\nexport * from ${JSON.stringify(args.path)};\n`,
        resolveDir: dirname(args.path),
        loader: 'js',
      }));
    },
  };
}
