// The import directions of STYLE.md, checked on the source files themselves (plain Node, no
// build): core stays free of Lit, the UI, the element and the worker; the UI never reaches up
// into the element; description text becomes HTML in one place only; and no two source files
// import each other, however indirectly. Each failure names the file, the line and the import.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const SOURCE_EXTENSIONS = ['.ts', '.mjs', '.js'];

/** One import of a source file: what it names, where, and how. */
interface SourceImport {
  /** The importing file, relative to the repository (`src/core/x.ts`). */
  file: string;
  line: number;
  /** The specifier as written (`lit`, `../ui/events.js`). */
  specifier: string;
  /** The file it names, relative to the repository; undefined for a package or a missing file. */
  target: string | undefined;
  /** `type`: `import type`, `export type … from`, `typeof import()`; `dynamic`: `import()`, a lazy chunk. */
  kind: 'static' | 'type' | 'dynamic';
}

// Import and export-from statements start a line (as Prettier writes them); `import()` may
// stand anywhere. Checked against TypeScript's own preProcessFile on every file in src/ when
// written: both find the same specifiers.
const STATIC_IMPORT = /^(import|export)\s+(type\s+)?(?:[^'"`;=()]*?\sfrom\s*)?['"]([^'"\n]+)['"]/gm;
const DYNAMIC_IMPORT = /(typeof\s+)?\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** Every source file under src/, tests excluded (they may import whatever sets a case up). */
function sourceFiles(dir = join(root, 'src')): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE_EXTENSIONS.some((ext) => name.endsWith(ext)) && !/\.test\.[cm]?[jt]s$/.test(name) ? [relative(root, path)] : [];
  });
}

/** The source file a relative specifier names: `./x.js` is `x.ts` when that is what exists. */
function resolveSpecifier(file: string, specifier: string, files: ReadonlySet<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = relative(root, resolve(root, dirname(file), specifier));
  const stem = base.replace(/\.(?:[cm]?js|ts)$/, '');
  return [base, ...SOURCE_EXTENSIONS.map((ext) => stem + ext)].find((candidate) => files.has(candidate));
}

/** The imports of one file. */
function importsOf(file: string, files: ReadonlySet<string>): SourceImport[] {
  const text = readFileSync(join(root, file), 'utf8');
  const lineAt = (index: number): number => text.slice(0, index).split('\n').length;
  const found: SourceImport[] = [];
  for (const m of text.matchAll(STATIC_IMPORT)) {
    const specifier = m[3] ?? '';
    found.push({ file, line: lineAt(m.index), specifier, target: resolveSpecifier(file, specifier, files), kind: m[2] ? 'type' : 'static' });
  }
  for (const m of text.matchAll(DYNAMIC_IMPORT)) {
    const specifier = m[2] ?? '';
    found.push({ file, line: lineAt(m.index), specifier, target: resolveSpecifier(file, specifier, files), kind: m[1] ? 'type' : 'dynamic' });
  }
  return found;
}

const files = sourceFiles();
const fileSet = new Set(files);
const imports = files.flatMap((file) => importsOf(file, fileSet));

const isLit = (i: SourceImport): boolean => /^(?:lit|lit-html|lit-element|@lit|@lit-labs)(?:\/|$)/.test(i.specifier);
const into =
  (folder: string) =>
  (i: SourceImport): boolean =>
    i.target?.startsWith(folder) ?? false;
const describeImport = (i: SourceImport): string => `${i.file}:${i.line} imports '${i.specifier}'${i.kind === 'static' ? '' : ` (${i.kind})`}`;

/** The import direction rules: files a rule covers must not make the imports it forbids. */
const RULES: ReadonlyArray<{ rule: string; covers: (file: string) => boolean; forbids: (i: SourceImport) => boolean }> = [
  { rule: 'src/core imports no Lit', covers: (f) => f.startsWith('src/core/'), forbids: isLit },
  { rule: 'src/core imports nothing from src/ui', covers: (f) => f.startsWith('src/core/'), forbids: into('src/ui/') },
  { rule: 'src/core imports nothing from src/element', covers: (f) => f.startsWith('src/core/'), forbids: into('src/element/') },
  { rule: 'src/core imports nothing from src/worker', covers: (f) => f.startsWith('src/core/'), forbids: into('src/worker/') },
  { rule: 'src/ui imports nothing from src/element', covers: (f) => f.startsWith('src/ui/'), forbids: into('src/element/') },
  {
    rule: 'only src/ui/shared/markdown.ts uses unsafeHTML (or unsafeSVG)',
    covers: (f) => f !== 'src/ui/shared/markdown.ts',
    forbids: (i) => isLit(i) && /\/unsafe-(?:html|svg)(?:\.js)?$/.test(i.specifier),
  },
];

/** The strongly connected components of the static import graph (type-only imports included) with more than one file, or a file importing itself. */
function importCycles(nodes: readonly string[], edges: readonly SourceImport[]): string[][] {
  const next = new Map<string, string[]>();
  for (const e of edges) if (e.kind !== 'dynamic' && e.target) next.set(e.file, [...(next.get(e.file) ?? []), e.target]);
  // Tarjan's algorithm, iterative so that a deep chain of files cannot overflow the stack.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  for (const start of nodes) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; edge: number }> = [{ node: start, edge: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const out = next.get(frame.node) ?? [];
      if (frame.edge < out.length) {
        const to = out[frame.edge++]!;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, edge: 0 });
        } else if (onStack.has(to)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1 || out.includes(frame.node)) components.push(component.sort());
      }
    }
  }
  return components;
}

/** One way around a cycle, as the imports that make it: `a.ts:3 imports './b.js'`, … back to a.ts. */
function cyclePath(component: readonly string[], edges: readonly SourceImport[]): SourceImport[] {
  const members = new Set(component);
  const start = component[0]!;
  const seen = new Set<string>();
  const walk = (file: string, path: SourceImport[]): SourceImport[] | undefined => {
    for (const e of edges) {
      if (e.file !== file || e.kind === 'dynamic' || !e.target || !members.has(e.target)) continue;
      if (e.target === start) return [...path, e];
      if (seen.has(e.target)) continue;
      seen.add(e.target);
      const found = walk(e.target, [...path, e]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(start, []) ?? [];
}

describe('architecture: the import directions of STYLE.md', () => {
  it('finds the source files and their imports', () => {
    // Guards the checks below against passing on nothing (a moved folder, a broken pattern).
    expect(files.length).toBeGreaterThan(100);
    expect(imports.filter((i) => i.file.startsWith('src/ui/') && isLit(i)).length).toBeGreaterThan(10);
    expect(imports.filter((i) => i.file.startsWith('src/element/') && i.target?.startsWith('src/ui/')).length).toBeGreaterThan(5);
  });

  it.each(RULES)('$rule', ({ rule, covers, forbids }) => {
    const broken = imports.filter((i) => covers(i.file) && forbids(i)).map(describeImport);
    expect(broken, `${rule}, but:\n  ${broken.join('\n  ')}\n`).toEqual([]);
  });

  it('has no pass-through re-exports outside the package entries and the in-page loader chunk', () => {
    // class.ts and index.ts are the package's public entry points; worker/local-core.ts is the
    // entry of a lazy chunk (importing its parts directly made the page bundle bigger); libs.ts is
    // the build's entry that makes the libraries a chunk of their own.
    const ENTRIES = new Set(['src/element/class.ts', 'src/element/index.ts', 'src/element/libs.ts', 'src/worker/local-core.ts']);
    const reexports = files
      .filter((f) => !ENTRIES.has(f))
      .flatMap((file) => {
        const text = readFileSync(join(root, file), 'utf8');
        return [...text.matchAll(/^export\s+(?:type\s+)?(?:\*|\{[^}]*\})\s*from\s*['"]([^'"]+)['"]/gm)].map((m) => `${file}: ${m[0]}`);
      });
    expect(reexports, `import from the module that defines it instead:\n  ${reexports.join('\n  ')}\n`).toEqual([]);
  });

  it('has no import cycle among the source files (static imports, type-only ones included)', () => {
    const cycles = importCycles(files, imports).map((component) => {
      const path = cyclePath(component, imports);
      return `${component.length} files: ${path.map(describeImport).join(' → ')}`;
    });
    expect(cycles, `import cycles:\n  ${cycles.join('\n  ')}\n`).toEqual([]);
  });
});

describe('architecture: the checks themselves', () => {
  const sample = (file: string, specifier: string, kind: SourceImport['kind'] = 'static'): SourceImport => ({ file, line: 1, specifier, target: undefined, kind });

  it('finds cycles through static and type-only imports, not through lazy ones, with a path around each', () => {
    const edge = (file: string, target: string, kind: SourceImport['kind'] = 'static'): SourceImport => ({ file, line: 1, specifier: `./${target}`, target, kind });
    const edges = [edge('a', 'b'), edge('b', 'c', 'type'), edge('c', 'a'), edge('d', 'd'), edge('e', 'f'), edge('f', 'e', 'dynamic'), edge('g', 'a')];
    const cycles = importCycles(['a', 'b', 'c', 'd', 'e', 'f', 'g'], edges);
    expect(cycles).toEqual([['a', 'b', 'c'], ['d']]);
    expect(cyclePath(['a', 'b', 'c'], edges).map((e) => `${e.file}→${e.target}`)).toEqual(['a→b', 'b→c', 'c→a']);
  });

  it.each([
    ['lit', true],
    ['lit/directives/unsafe-html.js', true],
    ['@lit/context', true],
    ['@lit-labs/virtualizer', true],
    ['lit-html', true],
    ['literal', false],
    ['./lit.js', false],
  ])('counts %s as Lit: %s', (specifier, expected) => {
    expect(isLit(sample('src/core/x.ts', specifier))).toBe(expected);
  });

  it('reads import, export-from, type-only, side-effect, dynamic and typeof imports, and no import text inside strings', () => {
    const text = [
      "import { a } from './a.js';",
      "import type { B } from './b.js';",
      'import {',
      '  c,',
      '  type D,',
      "} from './c.js';",
      "export { e } from './e.js';",
      "export type { F } from './f.js';",
      "import './g.js';",
      "const h = await import('./h.js');",
      "type I = typeof import('./i.js');",
      "const sample = `await fetch('./x.js')`;",
      "export const from = 'j';",
    ].join('\n');
    const found = [...text.matchAll(STATIC_IMPORT)]
      .map((m) => `${m[3]}:${m[2] ? 'type' : 'static'}`)
      .concat([...text.matchAll(DYNAMIC_IMPORT)].map((m) => `${m[2]}:${m[1] ? 'type' : 'dynamic'}`));
    expect(found).toEqual(['./a.js:static', './b.js:type', './c.js:static', './e.js:static', './f.js:type', './g.js:static', './h.js:dynamic', './i.js:type']);
  });
});
