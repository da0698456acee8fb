// The user documentation: README.md, docs/*.md, CONTRIBUTING.md and CHANGELOG.md read as pages a
// user has, on a code host such as GitHub. The README stays short; no page carries internal work
// notes or points outside the repository; every relative link and anchor resolves; every topic page
// opens with an example; and the README's embed snippet names a file the package ships.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (file: string): string => readFileSync(join(root, file), 'utf8');

/** The topic pages of docs/, each of which must exist. */
const PAGES = [
  'loading',
  'reading',
  'try',
  'authentication',
  'mock-server',
  'theming',
  'overlays',
  'markdown-and-llms',
  'cli',
  'openapi-3.2',
  'migrating-from-rapidoc',
  'security',
  'api-reference',
  'benchmark',
].map((name) => `docs/${name}.md`);

const docsPages = readdirSync(join(root, 'docs'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => `docs/${f}`);
/** Every Markdown file a user reads. */
const USER_FILES = ['README.md', 'CONTRIBUTING.md', 'CHANGELOG.md', ...docsPages];

/** The text outside fenced code blocks, line by line (fenced lines become empty, so line numbers hold). */
function proseLines(text: string): string[] {
  let fence: string | undefined;
  return text.split('\n').map((line) => {
    const m = /^\s*(`{3,}|~{3,})/.exec(line);
    if (m) {
      if (!fence) fence = m[1]!;
      else if (m[1]!.startsWith(fence[0]!) && m[1]!.length >= fence.length && line.trim() === m[1]) fence = undefined;
      return '';
    }
    return fence ? '' : line;
  });
}

/** GitHub's heading anchor: lower case, punctuation dropped (not `-` or `_`), spaces to `-`. */
function githubSlug(heading: string): string {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a Markdown file's headings, with GitHub's `-1`, `-2` for repeated ones. */
function anchorsOf(text: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const line of proseLines(text)) {
    const m = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const base = githubSlug(m[1]!);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n ? `${base}-${n}` : base);
  }
  return out;
}

/** Link targets of a Markdown file: `[text](target)` and HTML `src`/`href`, outside code. */
function linksOf(text: string): string[] {
  const prose = proseLines(text)
    .join('\n')
    .replace(/`[^`\n]*`/g, '');
  const links: string[] = [];
  for (const m of prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) links.push(m[1]!);
  for (const m of prose.matchAll(/\b(?:src|href)="([^"]+)"/g)) links.push(m[1]!);
  return links;
}

describe('user documentation', () => {
  it('has every topic page, the docs index, CONTRIBUTING, CHANGELOG and LICENSE', () => {
    for (const file of [...PAGES, 'docs/README.md', 'CONTRIBUTING.md', 'CHANGELOG.md', 'LICENSE']) expect(existsSync(join(root, file)), file).toBe(true);
  });

  it('README.md is at most 400 lines and shows how to run the tests', () => {
    const readme = read('README.md');
    expect(readme.split('\n').length).toBeLessThanOrEqual(400);
    expect(readme).toContain('npm test');
    expect(readme).toContain('npm start');
  });

  it('CHANGELOG.md keeps a changelog with Unreleased above 1.0.0; LICENSE is MIT; the benchmark has one package-size table', () => {
    const changelog = read('CHANGELOG.md');
    const unreleased = changelog.indexOf('\n## [Unreleased]\n');
    expect(unreleased).toBeGreaterThan(0);
    expect(changelog.indexOf('\n## [1.0.0] - 2026-12-01\n')).toBeGreaterThan(unreleased);
    expect(changelog).toMatch(/\n### Added\n/);
    expect(read('LICENSE')).toMatch(/^MIT License\n\nCopyright \(c\) 2026 the spec-doc authors\n/);
    const size = read('docs/benchmark.md').split('\n## Package size\n')[1]?.split(/\n## /)[0] ?? '';
    expect(size.match(/^\|\s*packed\s*\|\s*unpacked\s*\|\s*files\s*\|$/gm)).toHaveLength(1);
  });

  it('the docs index links every page of docs/', () => {
    const index = read('docs/README.md');
    for (const page of docsPages.filter((p) => p !== 'docs/README.md')) expect(index, page).toContain(`](${page.slice('docs/'.length)})`);
  });

  it('no page carries issue numbers, rounds, sessions or paths outside the repository', () => {
    const rules: Array<[string, RegExp]> = [
      ['an issue number', /\bissues? #?\d+/i],
      ['a round', /\b\w+(th|st|nd|rd) round\b/i],
      ['a session', /\bsessions?\b/i],
      ['a path outside the repository', /\.\.\/shared|INTERFACE\.md/],
    ];
    const found: string[] = [];
    for (const file of USER_FILES) {
      read(file)
        .split('\n')
        .forEach((line, i) => {
          for (const [what, re] of rules) if (re.test(line)) found.push(`${file}:${i + 1}: ${what}: ${line.trim().slice(0, 120)}`);
        });
    }
    expect(found).toEqual([]);
  });

  it('every relative link points to a file that exists, and every anchor to a heading', () => {
    const broken: string[] = [];
    for (const file of ['README.md', 'CONTRIBUTING.md', 'CHANGELOG.md', ...docsPages]) {
      for (const link of linksOf(read(file))) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(link) || link.startsWith('//')) continue;
        const [pathPart, anchor] = link.split('#', 2) as [string, string | undefined];
        const target = pathPart ? normalize(join(dirname(file), decodeURIComponent(pathPart))) : file;
        if (relative(root, join(root, target)).startsWith('..')) {
          broken.push(`${file}: ${link} leaves the repository`);
          continue;
        }
        if (!existsSync(join(root, target))) {
          broken.push(`${file}: ${link} (no ${target})`);
          continue;
        }
        if (anchor !== undefined) {
          if (!target.endsWith('.md') || statSync(join(root, target)).isDirectory()) broken.push(`${file}: ${link} (an anchor into a file that is not Markdown)`);
          else if (!anchorsOf(read(target)).has(anchor)) broken.push(`${file}: ${link} (no heading #${anchor} in ${target})`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('every docs page except the index opens with an example: a fenced code block before its second heading', () => {
    const missing: string[] = [];
    for (const page of docsPages.filter((p) => p !== 'docs/README.md')) {
      const lines = read(page).split('\n');
      const prose = proseLines(read(page));
      const headings = prose.map((l, i) => (/^#{1,6}\s/.test(l) ? i : -1)).filter((i) => i >= 0);
      const end = headings[1] ?? lines.length;
      const fence = lines.findIndex((l) => /^\s*(`{3,}|~{3,})\S*/.test(l));
      if (fence < 0 || fence > end) missing.push(page);
    }
    expect(missing).toEqual([]);
  });

  it("the README's embed snippet loads a file the package ships (files and exports)", () => {
    const readme = read('README.md');
    const src = /<script type="module" src="([^"]+)"><\/script>\s*\n\s*<spec-doc\b/.exec(readme)?.[1];
    expect(src).toBe('dist/spec-doc.js');
    const pkg = JSON.parse(read('package.json')) as { files: string[]; exports: Record<string, unknown> };
    expect(pkg.files.some((f) => !f.startsWith('!') && (src === f || src!.startsWith(`${f.replace(/\/$/, '')}/`)))).toBe(true);
    const exported = Object.keys(pkg.exports).some((key) => key === `./${src}` || (key.endsWith('/*') && `./${src}`.startsWith(key.slice(0, -1))));
    expect(exported).toBe(true);
    expect(existsSync(join(root, src!)), `${src} is built by npm run build`).toBe(true);
  });
});

describe('the link checker itself', () => {
  it("makes GitHub's anchors", () => {
    expect(githubSlug('Routes and `scrollToPath`')).toBe('routes-and-scrolltopath');
    expect(githubSlug('CLI: `spec-doc serve`, `build` and `lint`')).toBe('cli-spec-doc-serve-build-and-lint');
    expect(githubSlug('OpenAPI 3.2')).toBe('openapi-32');
    expect(githubSlug('Delay, log and XMLHttpRequest')).toBe('delay-log-and-xmlhttprequest');
    expect([...anchorsOf('# A\n## Errors\n```\n# not a heading\n```\n## Errors\n')]).toEqual(['a', 'errors', 'errors-1']);
  });
});
