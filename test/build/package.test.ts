// The npm package as a consumer sees it: what `npm pack` ships, and that the shipped
// declarations type-check a TypeScript app, a React 19 TSX file and a Vue setup file.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('npm package', () => {
  it('npm pack ships the bundles, the receiver page, the declarations, the manifest and the CLI, and no sources or tests', () => {
    const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    const [pack] = JSON.parse(out) as Array<{ name: string; files: Array<{ path: string }> }>;
    const files = pack!.files.map((f) => f.path);
    expect(pack!.name).toBe('spec-doc');
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

  describe('declarations, as a consumer type-checks them', () => {
    let dir = '';
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'spec-doc-consumer-'));
      const link = (name: string, target: string): void => {
        mkdirSync(dirname(join(dir, 'node_modules', name)), { recursive: true });
        symlinkSync(target, join(dir, 'node_modules', name), 'dir');
      };
      link('spec-doc', root);
      link('react', join(root, 'node_modules/react'));
      link('@types/react', join(root, 'node_modules/@types/react'));
      link('vue', join(root, 'node_modules/vue'));
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
          skipLibCheck: false,
          types: [],
          ...compilerOptions,
        },
        files: Object.keys(files),
      };
      writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
      const r = spawnSync(join(root, 'node_modules/.bin/tsc'), ['-p', join(dir, 'tsconfig.json')], { cwd: dir, encoding: 'utf8' });
      return `${r.stdout}${r.stderr}`.trim();
    }

    it("types 'spec-doc' (tag name map, methods, event details) and 'spec-doc/class'", () => {
      const out = typecheck({
        'app.ts': `
import 'spec-doc';
import { SpecDoc } from 'spec-doc';
import { SpecDoc as Bare, defineSpecDoc, type SpecDocEventMap } from 'spec-doc/class';
const el = document.querySelector('spec-doc')!;
const same: SpecDoc = el;
const ok: Promise<boolean> = Promise.resolve(el.scrollToPath('get-/pets'));
el.addEventListener('spec-loaded', (e) => { const info: unknown = e.detail['info']; void info; });
el.addEventListener('after-try', (e) => { const url: string = e.detail.request.url; const s: number | undefined = e.detail.response?.status; if (e.detail.error) { const m: string = e.detail.error.message; void m; } void url; void s; });
el.addEventListener('spec-load-error', (e) => { const m: string = e.detail.error.message; void m; });
el.addEventListener('before-try', (e) => e.detail.request.headers.set('X-Trace', '1'));
const loaded: Promise<Record<string, unknown>> = el.loadSpec('openapi.yaml');
class MyDoc extends Bare {}
defineSpecDoc('my-doc', MyDoc);
type Names = keyof SpecDocEventMap;
const n: Names = 'api-server-change';
// @ts-expect-error a detail of spec-load-error has no "status"
el.addEventListener('spec-load-error', (e) => e.detail.status);
void same; void ok; void loaded; void n;
`,
      });
      expect(out).toBe('');
    });

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

    it("types <spec-doc> in React 19 JSX through 'spec-doc/react'", () => {
      const out = typecheck(
        {
          'page.tsx': `
import 'spec-doc';
import type {} from 'spec-doc/react';
import { useRef } from 'react';
import type { SpecDoc } from 'spec-doc';
export function Page() {
  const ref = useRef<SpecDoc>(null);
  return (
    <spec-doc ref={ref} spec-url="openapi.yaml" render-style="focused" sort-tags="true" schema-expand-level={2} style={{ height: '100vh' }}
      onspec-loaded={(e) => console.log(e.detail['info'])}
      onafter-try={(e) => console.log(e.detail.request.method)} />
  );
}
// @ts-expect-error boolean attributes take "true" or "false"
export const badBoolean = <spec-doc sort-tags="yes" />;
// @ts-expect-error render-style is text
export const badType = <spec-doc render-style={42} />;
// @ts-expect-error the listener gets the event's own type
export const badListener = <spec-doc onspec-loaded={(e: KeyboardEvent) => e.key} />;
`,
        },
        { jsx: 'react-jsx', types: ['react'] },
      );
      expect(out).toBe('');
    });

    it("types <spec-doc> for Vue through 'spec-doc/vue' (GlobalComponents)", () => {
      const out = typecheck({
        'vue-setup.ts': `
import 'spec-doc';
import type {} from 'spec-doc/vue';
import type { GlobalComponents } from 'vue';
type Props = InstanceType<GlobalComponents['spec-doc']>['$props'];
export const props: Props = { 'spec-url': 'openapi.yaml', renderStyle: 'view', 'sort-tags': 'false', onSpecLoaded: (e) => console.log(e.detail['info']), onApiServerChange: (e) => console.log(e.detail.selectedServer.url) };
// @ts-expect-error boolean attributes take "true" or "false"
export const bad: Props = { 'allow-try': 'maybe' };
`,
      });
      expect(out).toBe('');
    });
  });
});
