// The package as a user gets it: `npm pack`, installed offline (from the tarball and the npm cache
// that `npm ci` filled) into a temporary folder with three apps sharing its node_modules:
//   plain/  the README's embed snippet as it is written, `dist/` being the installed package's
//   ts/     a strict Vite + TypeScript app (skipLibCheck false): the README's typed snippets, the
//           `spec-doc/class` entry and the Vue typings, type-checked with the repo's tsc, then built
//   react/  a React 19 TSX app with the `spec-doc/react` typings, type-checked, then built
// Each is served and opened in Chromium: `spec-loaded` reaches the app's own code and an operation
// is rendered. Nothing but spec-doc's own tarball comes from this repository: no lit, no marked.
// The install needs no network: the other packages are this repository's devDependencies, whose
// tarballs `npm ci` (scripts/ensure.mjs) left in the npm cache.
import { execFile, execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../servers/static-server.mjs';
import { deepText, openPage, useBrowser } from '../support/browser.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const browser = useBrowser();
/** What the apps install beside spec-doc, at the versions this repository's lock holds (so they are in the npm cache). */
const DEPENDENCIES = ['vite', 'react', 'react-dom', '@types/react', '@types/react-dom', 'vue'];

interface LockEntry {
  version: string;
  resolved?: string;
  integrity?: string;
  name?: string;
  dev?: boolean;
  devOptional?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/**
 * package.json and package-lock.json of the consumer: `npm ci --offline` installs from a lock with
 * tarball URLs and integrities without asking the registry for package metadata, which the cache
 * may not hold. The lock is this repository's, cut down to what the dependencies reach.
 */
function writeConsumerLock(dir: string, tarball: string): void {
  const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
  const packages: Record<string, LockEntry> = {};
  /** Where `name` resolves from the package at `from`, as Node looks up node_modules folders. */
  const find = (from: string, name: string): string | undefined => {
    for (let p = from; ;) {
      const at = `${p ? `${p}/` : ''}node_modules/${name}`;
      if (lock.packages[at]) return at;
      if (!p) return undefined;
      const i = p.lastIndexOf('/node_modules/');
      p = i < 0 ? '' : p.slice(0, i);
    }
  };
  const visit = (path: string): void => {
    if (packages[path]) return;
    const { dev: _dev, devOptional: _devOptional, ...entry } = lock.packages[path]!;
    const name = entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    entry.resolved ??= `https://registry.npmjs.org/${name}/-/${name.split('/').pop()!}-${entry.version}.tgz`;
    packages[path] = entry;
    for (const dep of Object.keys({ ...entry.dependencies, ...entry.optionalDependencies, ...entry.peerDependencies })) {
      const at = find(path, dep);
      if (at) visit(at);
    }
  };
  for (const name of DEPENDENCIES) visit(`node_modules/${name}`);
  const integrity = `sha512-${createHash('sha512')
    .update(readFileSync(join(dir, tarball)))
    .digest('base64')}`;
  const own = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  packages['node_modules/spec-doc'] = { version: own.version, resolved: `file:${tarball}`, integrity };
  const dependencies = { 'spec-doc': `file:${tarball}`, ...Object.fromEntries(DEPENDENCIES.map((n) => [n, lock.packages[`node_modules/${n}`]!.version])) };
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module', dependencies }, null, 2));
  writeFileSync(
    join(dir, 'package-lock.json'),
    JSON.stringify({ name: 'consumer', lockfileVersion: 3, requires: true, packages: { '': { name: 'consumer', dependencies }, ...packages } }, null, 2),
  );
}

/** The first ```html block under the README's `## Embed it`: the embed snippet users copy. */
function readmeSnippet(): string {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const at = readme.indexOf('\n## Embed it\n');
  if (at < 0) throw new Error('README.md has no ## Embed it section');
  const snippet = /```html\n([\s\S]*?)```/.exec(readme.slice(at))?.[1];
  if (!snippet) throw new Error('README.md has no ```html block under ## Embed it');
  return snippet;
}

/** A strict consumer tsconfig (the settings a careful app uses, declarations of packages checked too). */
const tsconfig = (extra: Record<string, unknown> = {}): string =>
  JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      lib: ['DOM', 'ES2022'],
      strict: true,
      skipLibCheck: false,
      noEmit: true,
      ...extra,
    },
    include: ['src'],
  });

const STATUS = `const status = document.querySelector<HTMLElement>('#status')!;`;
const APPS: Record<string, Record<string, string>> = {
  ts: {
    'index.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>TypeScript app</title></head>
<body><p id="status">Loading…</p><spec-doc style="display: block; height: 80vh"></spec-doc><script type="module" src="./src/main.ts"></script></body></html>`,
    'src/main.ts': `import 'spec-doc';
${STATUS}
const el = document.querySelector('spec-doc')!;
el.addEventListener('spec-loaded', (e) => {
  const info = e.detail['info'] as { title?: string } | undefined;
  status.textContent = \`Loaded: \${info?.title ?? ''}\`;
});
el.addEventListener('spec-load-error', (e) => (status.textContent = \`Failed: \${e.detail.error.message}\`));
document.querySelector('spec-doc')!.addEventListener('after-try', (e) => e.detail.response?.status);
void el.loadSpec('openapi.yaml').then(() => {
  const known: boolean = el.setApiKey('api_key', 'secret');
  status.dataset['apiKey'] = String(known);
});
`,
    // Type-checked with the app, not part of its bundle (one entry or the other in an app).
    'src/checks.ts': `import { SpecDoc, defineSpecDoc, type AfterTryDetail, type SpecDocEventMap, type TryResponse } from 'spec-doc/class';
import type {} from 'spec-doc/vue';
import type { GlobalComponents } from 'vue';
class MyDoc extends SpecDoc {
  url(): string {
    return this.specUrl;
  }
}
defineSpecDoc('my-doc', MyDoc);
const el = document.createElement('spec-doc');
el.renderStyle = 'focused';
export const done: Promise<boolean> = el.updateComplete;
export const markdown: Promise<string> = el.getMarkdown();
export const status = (d: AfterTryDetail): number | undefined => d.response?.status;
export const response = (e: SpecDocEventMap['after-try']): TryResponse | undefined => e.detail.response;
export const found: boolean = el.scrollToPath('get-/pets');
export const loaded: Promise<Record<string, unknown>> = el.loadSpec('openapi.yaml');
export const event: keyof SpecDocEventMap = 'api-server-change';
el.addEventListener('before-try', (e) => e.detail.request.headers.set('X-Trace', '1'));
// @ts-expect-error render-style takes read, view or focused
el.renderStyle = 'fancy';
// @ts-expect-error a spec-load-error detail has no status
el.addEventListener('spec-load-error', (e) => e.detail.status);
// @ts-expect-error setApiKey takes the scheme's id and the token
el.setApiKey('api_key');
type VueProps = InstanceType<GlobalComponents['spec-doc']>['$props'];
export const vueProps: VueProps = {
  'spec-url': 'openapi.yaml',
  renderStyle: 'view',
  'sort-tags': 'false',
  onSpecLoaded: (e) => console.log(e.detail['info']),
  onApiServerChange: (e) => console.log(e.detail.selectedServer.url),
};
// @ts-expect-error boolean attributes take "true" or "false"
export const badVue: VueProps = { 'allow-try': 'maybe' };
`,
    'tsconfig.json': tsconfig(),
    'vite.config.mjs': `export default { base: './' };\n`,
  },
  react: {
    'index.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>React app</title></head>
<body><div id="root"></div><script type="module" src="./src/main.tsx"></script></body></html>`,
    'src/main.tsx': `import 'spec-doc';
import type {} from 'spec-doc/react';
import type { SpecDoc } from 'spec-doc';
import { StrictMode, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const ref = useRef<SpecDoc>(null);
  const [title, setTitle] = useState('');
  return (
    <>
      <p id="status">{title ? \`Loaded: \${title}\` : 'Loading…'}</p>
      <spec-doc
        ref={ref}
        spec-url="openapi.yaml"
        render-style="read"
        sort-tags="true"
        schema-expand-level={2}
        style={{ display: 'block', height: '80vh' }}
        onspec-loaded={(e) => setTitle(String((e.detail['info'] as { title?: string }).title))}
        onafter-try={(e) => console.log(e.detail.response?.status)}
      />
    </>
  );
}
// @ts-expect-error boolean attributes take "true" or "false"
export const badBoolean = <spec-doc allow-try="maybe" />;
// @ts-expect-error render-style is text
export const badStyle = <spec-doc render-style={42} />;
// @ts-expect-error the listener gets the event's own type
export const badListener = <spec-doc onspec-loaded={(e: KeyboardEvent) => e.key} />;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`,
    'tsconfig.json': tsconfig({ jsx: 'react-jsx' }),
    // JSX by Vite itself (automatic runtime), as examples/react does: no React plugin needed to build.
    'vite.config.mjs': `export default { base: './', oxc: { jsx: { runtime: 'automatic' } } };\n`,
  },
};

let dir = '';
let server: { url: string; close: () => Promise<void> } | undefined;
const checked: Record<string, string> = {};

beforeAll(async () => {
  const started = Date.now();
  dir = mkdtempSync(join(tmpdir(), 'spec-doc-consumer-'));
  const packed = execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  const [{ filename }] = JSON.parse(packed) as [{ filename: string }];
  writeConsumerLock(dir, filename);
  execFileSync('npm', ['ci', '--offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });

  const description = join(root, 'examples/public/openapi.yaml');
  // plain/: the README's snippet; its `dist/` is the installed package's.
  mkdirSync(join(dir, 'plain'));
  symlinkSync(join(dir, 'node_modules/spec-doc/dist'), join(dir, 'plain/dist'), 'dir');
  cpSync(description, join(dir, 'plain/openapi.yaml'));
  writeFileSync(
    join(dir, 'plain/index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>README snippet</title>
<script>document.addEventListener('spec-loaded', (e) => (document.querySelector('#status').textContent = 'Loaded: ' + e.detail.info.title));</script>
</head><body><p id="status">Loading…</p>
${readmeSnippet()}</body></html>`,
  );
  // The apps are type-checked and built side by side.
  const run = promisify(execFile);
  await Promise.all(
    Object.entries(APPS).map(async ([app, files]) => {
      for (const [name, text] of Object.entries(files)) {
        mkdirSync(dirname(join(dir, app, name)), { recursive: true });
        writeFileSync(join(dir, app, name), text);
      }
      cpSync(description, join(dir, app, 'public/openapi.yaml'));
      const cwd = join(dir, app);
      // tsc exits non-zero on a type error; its report is on stdout.
      checked[app] = await run(join(root, 'node_modules/.bin/tsc'), ['-p', join(cwd, 'tsconfig.json')], { cwd }).then(
        () => '',
        (e: unknown) => {
          const { stdout = '', stderr = '' } = e as { stdout?: string; stderr?: string };
          return `${stdout}${stderr}`.trim() || String(e);
        },
      );
      await run(join(dir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'error'], { cwd });
    }),
  );
  server = await startStaticServer({ root: dir });
  console.log(`consumer: packed, installed, type-checked and built in ${Date.now() - started} ms`);
}, 300_000);

afterAll(async () => {
  await server?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Opens `path`, waits for the app's own code to say the description loaded, then checks an operation is rendered. */
async function expectRendered(path: string, check: (page: Page) => Promise<void> = async () => {}): Promise<void> {
  const opened = await openPage(browser(), `${server!.url}${path}`);
  try {
    await opened.page.locator('#status', { hasText: 'Loaded: Example Pet Store' }).waitFor({ timeout: 20_000 });
    await opened.page.waitForFunction(() => !!document.querySelector('spec-doc')?.shadowRoot?.querySelector('[data-op-id="post-/pets"]'));
    expect(await deepText(opened.page)).toContain('Add a pet');
    await check(opened.page);
    expect(opened.errors).toEqual([]);
  } finally {
    await opened.page.context().close();
  }
}

describe('the packed package in a consumer project', () => {
  it('installs without lit, marked or any other package of the bundle', () => {
    for (const name of ['lit', 'marked', 'dompurify', 'yaml', 'minisearch']) expect(existsSync(join(dir, 'node_modules', name)), name).toBe(false);
  });

  it("the README's embed snippet, with dist/ from the installed package, renders the description", async () => {
    await expectRendered('/plain/index.html');
  });

  it('a strict Vite + TypeScript app type-checks (spec-doc, spec-doc/class, spec-doc/vue) and its build renders', async () => {
    expect(checked['ts']).toBe('');
    await expectRendered('/ts/dist/index.html', async (page) => {
      await page.locator('#status[data-api-key]').waitFor();
    });
  });

  it('a React 19 TSX app type-checks with spec-doc/react and its Vite build renders', async () => {
    expect(checked['react']).toBe('');
    await expectRendered('/react/dist/index.html');
  });
});
