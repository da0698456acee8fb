// `npm start` (after the build): the demo page, the documentation rendered from Markdown (/docs/),
// the shared descriptions, a local echo API and the test OAuth 2.0 server
// (test/servers/oauth-server.mjs: client `spec-doc-confidential` with secret `conf secret:+/%`, public
// client `spec-doc-public`, user alice / wonderland). Writes nothing to disk: the Authentication Demo
// description is generated per request with the echo API's and the OAuth server's addresses filled in,
// and each docs page is rendered from its Markdown file when it is asked for.

import path from 'node:path';
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Marked } from 'marked';
import { findSpecsDir } from './specs-dir.mjs';
import { startStaticServer } from '../test/servers/static-server.mjs';
import { startEchoServer } from '../test/servers/echo-server.mjs';
import { authDemoText } from '../test/support/fixtures.mjs';
import { startOAuthServer } from '../test/servers/oauth-server.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const host = '127.0.0.1';

/** Calls `start(port)` on `first`, then the next ports while the port is taken. */
async function onFreePort(first, start, tries = 20) {
  for (let port = first; port < first + tries; port += 1) {
    try {
      return await start(port);
    } catch (err) {
      if (/** @type {NodeJS.ErrnoException} */ (err).code !== 'EADDRINUSE') throw err;
    }
  }
  throw new Error(`no free port in ${first}–${first + tries - 1}`);
}

/** GitHub's heading anchor (as test/build/docs.test.ts checks links against): lower case, punctuation dropped, spaces to `-`. */
function githubSlug(text) {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const DOCS_STYLE = `
  :root { color-scheme: light dark; --fg: #1f2328; --bg: #fff; --muted: #59636e; --line: #d1d9e0; --code: #f6f8fa; --link: #0969da; }
  @media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --bg: #0d1117; --muted: #9198a1; --line: #3d444d; --code: #151b23; --link: #4493f8; } }
  * { box-sizing: border-box; }
  body { margin: 0; display: grid; grid-template-columns: 16rem minmax(0, 1fr); min-height: 100vh; font: 16px/1.6 system-ui, sans-serif; color: var(--fg); background: var(--bg); }
  nav { border-right: 1px solid var(--line); padding: 1.25rem 1rem; font-size: 0.9rem; position: sticky; top: 0; height: 100vh; overflow: auto; }
  nav ul { list-style: none; margin: 0 0 1rem; padding: 0; }
  nav li a { display: block; padding: 0.2rem 0.5rem; border-radius: 4px; text-decoration: none; }
  nav a[aria-current='page'] { background: var(--code); font-weight: 600; }
  nav .group { margin: 0.75rem 0 0.25rem; color: var(--muted); font-size: 0.75rem; text-transform: uppercase; letter-spacing: 0.05em; }
  main { padding: 1.5rem 2.5rem 4rem; max-width: 56rem; }
  a { color: var(--link); }
  h1, h2, h3 { line-height: 1.25; }
  h2 { border-bottom: 1px solid var(--line); padding-bottom: 0.3rem; margin-top: 2rem; }
  code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 0.875em; }
  code { background: var(--code); padding: 0.1em 0.3em; border-radius: 4px; }
  pre { background: var(--code); padding: 1rem; border-radius: 6px; overflow: auto; }
  pre code { background: none; padding: 0; }
  table { border-collapse: collapse; display: block; overflow: auto; margin: 1rem 0; }
  th, td { border: 1px solid var(--line); padding: 0.35rem 0.7rem; vertical-align: top; }
  img { max-width: 100%; height: auto; }
  @media (max-width: 768px) { body { display: block; } nav { position: static; height: auto; border-right: 0; border-bottom: 1px solid var(--line); } main { padding: 1rem; } }
`;

/**
 * The rendered documentation as routes for the static server: `/docs/` (docs/README.md), `/docs/<page>`
 * (docs/<page>.md), and `/readme`, `/contributing`, `/changelog` for the files at the top. Each page is
 * rendered with marked when it is asked for (the files are the project's own), with GitHub's heading
 * anchors, a nav listing every page, and links between the Markdown files rewritten to these routes;
 * links to other files of the repository go to the files themselves, which the static server serves.
 *
 * @param {string} root  the repository
 * @returns {Record<string, (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>>}
 */
export function docsRoutes(root = repoRoot) {
  /** Route → Markdown file (repository path). */
  const files = new Map([['/docs/', 'docs/README.md']]);
  for (const name of readdirSync(path.join(root, 'docs')).sort()) {
    if (name.endsWith('.md') && name !== 'README.md') files.set(`/docs/${name.slice(0, -3)}`, `docs/${name}`);
  }
  files.set('/readme', 'README.md').set('/contributing', 'CONTRIBUTING.md').set('/changelog', 'CHANGELOG.md');
  const routeOf = new Map([...files].map(([route, file]) => [file, route]));

  /** A link or image path of `file` as the browser should follow it from the served page. */
  const rewrite = (file, url) => {
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//') || url.startsWith('#') || url.startsWith('/')) return url;
    const [target = '', anchor] = url.split('#', 2);
    const repoPath = path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
    if (repoPath.startsWith('..')) return url;
    const route = routeOf.get(repoPath) ?? `/${repoPath}`;
    return anchor === undefined ? route : `${route}#${anchor}`;
  };

  const firstHeading = (text) => /^#\s+(.+)$/m.exec(text)?.[1]?.replace(/[`*]/g, '').trim();

  const render = async (route, file) => {
    const texts = new Map(await Promise.all([...files].map(async ([r, f]) => [r, await readFile(path.join(root, f), 'utf8')])));
    const seen = new Map();
    const marked = new Marked({
      gfm: true,
      renderer: {
        heading({ tokens, depth, text }) {
          const base = githubSlug(text);
          const n = seen.get(base) ?? 0;
          seen.set(base, n + 1);
          return `<h${depth} id="${escapeHtml(n ? `${base}-${n}` : base)}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
        },
      },
    });
    const body = (await marked.parse(texts.get(route) ?? '')).replace(/\b(href|src)="([^"]*)"/g, (_, attr, url) => `${attr}="${escapeHtml(rewrite(file, url.replace(/&amp;/g, '&')))}"`);
    const labels = { '/docs/': 'Documentation', '/readme': 'README' };
    const item = (r) => `<li><a href="${r}"${r === route ? ' aria-current="page"' : ''}>${escapeHtml(labels[r] ?? firstHeading(texts.get(r) ?? '') ?? r)}</a></li>`;
    const topics = [...files.keys()].filter((r) => r.startsWith('/docs/') && r !== '/docs/');
    const title = firstHeading(texts.get(route) ?? '') ?? 'spec-doc';
    return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · spec-doc docs</title>
<style>${DOCS_STYLE}</style>
</head>
<body>
<nav aria-label="Documentation">
<p class="group">spec-doc</p>
<ul><li><a href="/">Demo</a></li>${item('/docs/')}${item('/readme')}</ul>
<p class="group">Topics</p>
<ul>${topics.map(item).join('')}</ul>
<p class="group">Project</p>
<ul>${item('/contributing')}${item('/changelog')}</ul>
</nav>
<main>
${body}
</main>
</body>
</html>
`;
  };

  return Object.fromEntries([
    // The licence has no extension: as text, not as a download.
    [
      '/LICENSE',
      async (req, res) => {
        const body = await readFile(path.join(root, 'LICENSE'));
        res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': body.length });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
    ],
    ...[...files].map(([route, file]) => [
      route,
      async (req, res) => {
        const body = Buffer.from(await render(route, file));
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
    ]),
  ]);
}

async function main() {
  const envPort = Number.parseInt(process.env.PORT ?? '', 10);
  const staticPort = Number.isInteger(envPort) && envPort >= 0 ? envPort : 8080;

  const echo = await onFreePort(8081, (port) => startEchoServer({ host, port }));

  const sendDemoPage = async (req, res) => {
    try {
      const body = await readFile(path.join(repoRoot, 'demo/index.html'));
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('demo/index.html is missing\n');
    }
  };

  /** @type {Awaited<ReturnType<typeof startOAuthServer>> | undefined} */
  let oauth;

  const web = await onFreePort(staticPort, (port) =>
    startStaticServer({
      root: repoRoot,
      specsDir: findSpecsDir() ?? path.resolve(repoRoot, '../shared/specs'),
      host,
      port,
      routes: {
        ...docsRoutes(repoRoot),
        '/': sendDemoPage,
        '/index.html': sendDemoPage,
        '/demo/auth-demo.yaml': (req, res) => {
          const body = Buffer.from(authDemoText({ echoUrl: echo.url, ...(oauth ? { authUrl: oauth.authorizeUrl, tokenUrl: oauth.tokenUrl } : {}) }));
          res.writeHead(200, { 'Content-Type': 'application/yaml; charset=utf-8', 'Content-Length': body.length });
          res.end(req.method === 'HEAD' ? undefined : body);
        },
      },
    }),
  );

  oauth = await onFreePort(8082, (port) => startOAuthServer({ host, port, redirectUris: [`${web.url}/dist/oauth-receiver.html`] }));

  // The demo's address is the last line, where a reader of `npm start` looks for it.
  console.log(`echo API:      ${echo.url}/`);
  console.log(`OAuth 2.0:     ${oauth?.url}/ (client spec-doc-confidential / "conf secret:+/%", public client spec-doc-public, user alice / wonderland)`);
  console.log(`docs:          ${web.url}/docs/`);
  console.log('Press Ctrl-C to stop.');
  console.log(`spec-doc demo: ${web.url}/`);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await Promise.all([web.close(), echo.close(), oauth?.close()]);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await main();
