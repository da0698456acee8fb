// `npm start` (after the build): the demo page, the shared descriptions, a local echo API and
// the test OAuth 2.0 server (test/servers/oauth-server.mjs: client `spec-doc-confidential` with
// secret `conf secret:+/%`, public client `spec-doc-public`, user alice / wonderland). Writes
// nothing to disk: the Authentication Demo description is generated per request with the echo
// API's and the OAuth server's addresses filled in.

import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
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

console.log(`spec-doc demo: ${web.url}/`);
console.log(`echo API:      ${echo.url}/`);
console.log(`OAuth 2.0:     ${oauth?.url}/ (client spec-doc-confidential / "conf secret:+/%", public client spec-doc-public, user alice / wonderland)`);
console.log('Press Ctrl-C to stop.');

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await Promise.all([web.close(), echo.close(), oauth?.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
