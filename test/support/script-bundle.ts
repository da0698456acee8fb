import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

/**
 * Source modules of the repository bundled into one classic script that sets `self[globalName]`
 * to `contents`' exports (imports in `contents` are relative to the repository's root): for tests
 * that run core or ui code as it is in a page or a worker, without the element.
 */
export async function scriptBundle(contents: string, globalName: string): Promise<string> {
  const out = await build({
    stdin: { contents, resolveDir: fileURLToPath(new URL('../../', import.meta.url)), loader: 'ts', sourcefile: `${globalName}.ts` },
    bundle: true,
    format: 'iife',
    globalName,
    // Init scripts run in a function scope, where the iife's `var` would stay local.
    footer: { js: `self.${globalName} = ${globalName};` },
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return out.outputFiles[0]!.text;
}
