// A small static file server for tests, the demo and the benchmarks.
// Node built-ins only. It serves the repository (dist/, demo/, test/fixtures/, bench/,
// node_modules/ for the peer viewers) and, under /specs/, the shared description corpus.

import { createServer } from 'node:http';
import { listen } from './listen.mjs';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** File extension → Content-Type. Text types carry a charset so the browser never guesses. */
export const CONTENT_TYPES = Object.freeze({
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
});

/**
 * Roots of the multi-file descriptions in the shared corpus, relative to specsDir.
 * Their folders hold many partial files that are not descriptions by themselves.
 */
export const MULTI_FILE_ROOTS = Object.freeze([
  'oai-learn/v2.0-petstore-separate/spec/swagger.yaml',
  'redocly-openapi-starter/openapi/openapi.yaml',
  'digitalocean/specification/DigitalOcean-public.v2.yaml',
]);

const DESCRIPTION_EXT = /\.(json|ya?ml)$/i;
const SMALL_FILE = 256 * 1024;

/** Content-Type for a file name (application/octet-stream when unknown). */
export function contentTypeFor(fileName) {
  return CONTENT_TYPES[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The descriptions of the shared corpus, as `[{ name, path, size }]` sorted by name:
 * every .json/.yaml/.yml file directly inside each top-level folder, plus the roots of
 * the multi-file folders. `path` is the URL path under `/specs/`. Empty when specsDir
 * is missing.
 */
export async function listSpecs(specsDir) {
  /** @type {{ name: string, path: string, size: number }[]} */
  const out = [];
  let folders;
  try {
    folders = await readdir(specsDir, { withFileTypes: true });
  } catch {
    return out;
  }
  const add = async (rel) => {
    try {
      const s = await stat(path.join(specsDir, rel));
      if (s.isFile()) out.push({ name: rel, path: `/specs/${rel}`, size: s.size });
    } catch {
      // A listed root that is absent is simply not offered.
    }
  };
  for (const folder of folders) {
    if (!folder.isDirectory()) continue;
    let entries;
    try {
      entries = await readdir(path.join(specsDir, folder.name), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      if (entry.isFile() && DESCRIPTION_EXT.test(entry.name)) await add(`${folder.name}/${entry.name}`);
    }
  }
  for (const rel of MULTI_FILE_ROOTS) await add(rel);
  out.sort((a, b) => a.name.localeCompare(b.name));
  return out;
}

/**
 * Start a static server.
 *
 * @param {object} options
 * @param {string} options.root  folder served at `/`
 * @param {string} [options.specsDir]  folder served at `/specs/` (may be missing: then 404s
 *   and an empty `/specs/index.json`)
 * @param {number} [options.port]  0 (default) picks a free port
 * @param {string} [options.host]  default 127.0.0.1
 * @param {Record<string, string>} [options.headers]  extra headers on every response (e.g. a CSP)
 * @param {Record<string, (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown>} [options.routes]
 *   handlers for exact URL paths (query ignored); they take precedence over files; a handler's
 *   result (a promise included) is awaited and then ignored
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void>, server: import('node:http').Server }>}
 *   `url` has no trailing slash, e.g. `http://127.0.0.1:41234`.
 */
export async function startStaticServer({ root, specsDir, port = 0, host = '127.0.0.1', headers = {}, routes = {} } = {}) {
  if (!root) throw new Error('startStaticServer: root is required');
  const rootDir = path.resolve(root);
  const specsRoot = specsDir ? path.resolve(specsDir) : undefined;

  const baseHeaders = { 'Cache-Control': 'no-store', ...headers };

  /** Plain-text answer for errors and refusals. */
  function sendText(res, status, text, extra = {}) {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const body = Buffer.from(text + '\n');
    res.writeHead(status, {
      ...baseHeaders,
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': body.length,
      ...extra,
    });
    res.end(res.req.method === 'HEAD' ? undefined : body);
  }

  /**
   * Map the decoded URL path onto a file under `base`. Returns undefined when the path
   * tries to leave `base` (any `..` segment, a NUL, a backslash trick, or a resolved path
   * outside it).
   */
  function safeJoin(base, urlPath) {
    if (urlPath.includes('\0')) return undefined;
    const segments = urlPath.split(/[\\/]+/);
    if (segments.some((s) => s === '..')) return undefined;
    const full = path.resolve(base, '.' + path.posix.sep + segments.filter(Boolean).join(path.sep));
    if (full !== base && !full.startsWith(base + path.sep)) return undefined;
    return full;
  }

  async function sendFile(req, res, file) {
    let s;
    try {
      s = await stat(file);
      if (s.isDirectory()) {
        // `/demo` → `/demo/` so relative links in its index.html resolve inside it.
        const pathname = new URL(req.url ?? '/', 'http://x').pathname;
        if (!pathname.endsWith('/')) {
          sendText(res, 301, 'Moved', { Location: pathname + '/' });
          return;
        }
        file = path.join(file, 'index.html');
        s = await stat(file);
      }
      if (!s.isFile()) throw Object.assign(new Error('not a file'), { code: 'ENOENT' });
    } catch (err) {
      const code = /** @type {NodeJS.ErrnoException} */ (err).code;
      // Browsers ask for /favicon.ico on every page; a 404 there would show up as a console
      // error in every browser test.
      if (file === path.join(rootDir, 'favicon.ico')) {
        res.writeHead(204, baseHeaders);
        res.end();
      } else if (code === 'EACCES' || code === 'EPERM') {
        sendText(res, 403, 'Forbidden');
      } else {
        sendText(res, 404, 'Not found');
      }
      return;
    }
    res.writeHead(200, {
      ...baseHeaders,
      'Content-Type': contentTypeFor(file),
      'Content-Length': s.size,
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    if (s.size <= SMALL_FILE) {
      // One read and one write beat a stream for the thousands of small files of a
      // multi-file description.
      try {
        res.end(await readFile(file));
      } catch {
        res.destroy();
      }
      return;
    }
    const stream = createReadStream(file);
    stream.on('error', () => res.destroy());
    res.on('close', () => stream.destroy());
    stream.pipe(res);
  }

  async function handle(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
      return;
    }
    const rawPath = (req.url ?? '/').split('?')[0]?.split('#')[0] ?? '/';
    let pathname;
    try {
      pathname = decodeURIComponent(rawPath);
    } catch {
      sendText(res, 400, 'Bad request');
      return;
    }
    // Refuse traversal before anything else, in raw and decoded form (`/../`, `/%2e%2e/`).
    if (!pathname.startsWith('/') || /(^|[\\/])\.\.([\\/]|$)/.test(pathname)) {
      sendText(res, 403, 'Forbidden');
      return;
    }

    const route = Object.hasOwn(routes, pathname) ? routes[pathname] : undefined;
    if (route) {
      for (const [k, v] of Object.entries(baseHeaders)) res.setHeader(k, v);
      await route(req, res);
      return;
    }

    if (pathname === '/specs/index.json') {
      const list = specsRoot ? await listSpecs(specsRoot) : [];
      const body = Buffer.from(JSON.stringify(list, null, 2));
      res.writeHead(200, {
        ...baseHeaders,
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': body.length,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }

    let file;
    if (pathname === '/specs' || pathname.startsWith('/specs/')) {
      if (!specsRoot) {
        sendText(res, 404, 'Not found (no specs folder)');
        return;
      }
      file = safeJoin(specsRoot, pathname.slice('/specs'.length));
    } else {
      file = safeJoin(rootDir, pathname);
    }
    if (!file) {
      sendText(res, 403, 'Forbidden');
      return;
    }
    await sendFile(req, res, file);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err) => {
      console.error('static-server:', err);
      sendText(res, 500, 'Internal error');
    });
  });
  // Browsers open several keep-alive connections; a large multi-file description means
  // thousands of requests, so allow a generous backlog and keep idle sockets briefly.
  server.keepAliveTimeout = 5_000;

  return listen(server, { port, host, backlog: 1024 });
}
