// The npm package: what `npm pack` ships, within its size budget, and declarations that say what the
// element is. How a consumer project uses the packed tarball is test/build/consumer.test.ts.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('npm package', () => {
  /** What `npm pack --dry-run --json` reports: the tarball's size, the files' total size and the files. */
  let packed: { name: string; size: number; unpackedSize: number; entryCount: number; files: Array<{ path: string }> } | undefined;
  function dryRun(): NonNullable<typeof packed> {
    if (!packed) {
      const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
      [packed] = JSON.parse(out) as Array<NonNullable<typeof packed>>;
    }
    return packed!;
  }

  it('npm pack ships the bundles, the receiver page, the declarations, the manifest and the CLI, and no sources or tests', () => {
    const pack = dryRun();
    const files = pack.files.map((f) => f.path);
    expect(pack.name).toBe('spec-doc');
    for (const f of [
      'package.json',
      'README.md',
      'custom-elements.json',
      'dist/spec-doc.js',
      'dist/spec-doc-class.js',
      'dist/spec-doc-worker.js',
      'dist/oauth-receiver.html',
      'dist/oauth-receiver.js',
      'dist/types/index.d.ts',
      'dist/types/class.d.ts',
      'dist/types/jsx/react.d.ts',
      'dist/types/jsx/vue.d.ts',
      'bin/spec-doc.mjs',
      'dist/cli/spec-doc-cli.js',
    ]) {
      expect(files, f).toContain(f);
    }
    expect(files.some((f) => f.startsWith('dist/chunks/') && f.endsWith('.js'))).toBe(true);
    // The license and the changelog, once they are written (npm adds LICENSE itself; CHANGELOG.md is in `files`).
    for (const f of ['LICENSE', 'CHANGELOG.md']) if (existsSync(join(root, f))) expect(files, f).toContain(f);
    // The published declarations are the bundle and the JSX typings only; nothing is imported by no one.
    expect(files.filter((f) => f.startsWith('dist/types/')).sort()).toEqual([
      'dist/types/class.d.ts',
      'dist/types/index.d.ts',
      'dist/types/jsx/attributes.d.ts',
      'dist/types/jsx/react.d.ts',
      'dist/types/jsx/vue.d.ts',
    ]);
    expect(files).not.toContain('dist/spec-doc-libs.js');
    expect(files.filter((f) => /^(src|test|scripts|demo|bench|examples|node_modules)\//.test(f) || f.endsWith('.map') || f.endsWith('.test.d.ts'))).toEqual([]);
    // Every file an export or the bin points at is in the package.
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      exports: Record<string, string | Record<string, string>>;
      bin?: Record<string, string>;
      customElements: string;
    };
    const targets = [...Object.values(pkg.exports).flatMap((t) => (typeof t === 'string' ? [t] : Object.values(t))), ...Object.values(pkg.bin ?? {}), pkg.customElements];
    for (const t of targets.filter((t) => !t.includes('*'))) expect(files, t).toContain(t.replace(/^\.\//, ''));
  });

  it('stays within the recorded size budget (size-budget.json "npm pack")', () => {
    const budget = (JSON.parse(readFileSync(join(root, 'size-budget.json'), 'utf8')) as Record<string, unknown>)['npm pack'] as { packed: number; unpacked: number; files: number };
    const pack = dryRun();
    const now = `packed ${pack.size} bytes, unpacked ${pack.unpackedSize} bytes, ${pack.entryCount} files`;
    expect(pack.size, now).toBeLessThanOrEqual(budget.packed);
    expect(pack.unpackedSize, now).toBeLessThanOrEqual(budget.unpacked);
    expect(pack.entryCount, now).toBeLessThanOrEqual(budget.files);
  });

  describe('declarations', () => {
    let dir = '';
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'spec-doc-declarations-'));
    });
    afterAll(() => {
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    /** Writes the files and a strict tsconfig, runs tsc, returns its output (empty when clean). */
    function typecheck(files: Record<string, string>, compilerOptions: Record<string, unknown> = {}): string {
      for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
      const tsconfig = {
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          strict: true,
          noEmit: true,
          types: [],
          ...compilerOptions,
        },
        files: Object.keys(files),
      };
      writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
      const r = spawnSync(join(root, 'node_modules/.bin/tsc'), ['-p', join(dir, 'tsconfig.json')], { cwd: dir, encoding: 'utf8' });
      return `${r.stdout}${r.stderr}`.trim();
    }

    it('declares the element as the class it is: the class is assignable to the published interface, the dispatched details to the published ones', () => {
      const src = (path: string): string => JSON.stringify(join(root, path));
      const out = typecheck(
        {
          'drift.ts': `
import type { SpecDoc as Element } from ${src('src/element/spec-doc.js')};
import type { SpecDocEventMap as Dispatched } from ${src('src/ui/events.js')};
import type { SpecDoc as Published, SpecDocEventMap } from ${src('dist/types/class.js')};
type Details<M> = { [K in keyof M]: M[K] extends CustomEvent<infer D> ? D : never };
export const element: Published = null as unknown as Element;
export const details: Details<SpecDocEventMap> = null as unknown as Details<Dispatched>;
export const names: keyof SpecDocEventMap = null as unknown as keyof Dispatched;
`,
        },
        { experimentalDecorators: true, useDefineForClassFields: false, skipLibCheck: true },
      );
      expect(out).toBe('');
      // Nothing the published declarations say needs a package the consumer does not install.
      for (const f of ['index.d.ts', 'class.d.ts', 'jsx/attributes.d.ts']) expect(readFileSync(join(root, 'dist/types', f), 'utf8'), f).not.toMatch(/from '(?!\.)/);
    });
  });
});
