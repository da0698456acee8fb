// vitest globalSetup: one static server (the repository and the shared descriptions) and one
// echo API for the whole run. Test files read their addresses with `inject('staticUrl')` and
// `inject('echoUrl')`.

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { findSpecsDir } from '../../scripts/specs-dir.mjs';
import { startStaticServer } from '../servers/static-server.mjs';
import { startEchoServer } from '../servers/echo-server.mjs';
import { startOAuthServer } from '../servers/oauth-server.mjs';
import { startDeviceServer } from '../servers/device-server.mjs';
import { authDemoText } from './fixtures.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Static server rooted at the repository; `/specs/` is ../shared/specs. No trailing slash. */
    staticUrl: string;
    /** Echo API (see test/servers/echo-server.mjs). No trailing slash. */
    echoUrl: string;
    /**
     * Test OAuth 2.0 server (see test/servers/oauth-server.mjs). No trailing slash. Its default
     * clients have `${staticUrl}/dist/oauth-receiver.html` registered as redirect URI.
     */
    oauthUrl: string;
    /** Device authorization server (RFC 8628; test/servers/device-server.mjs, oidc-provider). No trailing slash. */
    deviceUrl: string;
  }
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Starts both servers, provides their URLs and returns the teardown that closes them. */
export default async function setup({ provide }: Pick<TestProject, 'provide'>): Promise<() => Promise<void>> {
  // The Authentication Demo with its placeholders filled: the echo API, and the OAuth server when started.
  const demoUrls: { echoUrl: string; authUrl?: string; tokenUrl?: string; deviceUrl?: string } = { echoUrl: '' };
  const staticServer = await startStaticServer({
    root: repoRoot,
    specsDir: findSpecsDir() ?? path.resolve(repoRoot, '../shared/specs'),
    host: '127.0.0.1',
    port: 0,
    routes: {
      '/test/auth-demo.yaml': (req, res) => {
        const body = Buffer.from(authDemoText(demoUrls));
        res.writeHead(200, { 'Content-Type': 'application/yaml; charset=utf-8', 'Content-Length': body.length });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      // The hostile-URL fixture with the echo API's address where it says ECHO (ECHO_HOST: host and port).
      '/test/hostile-urls.yaml': (req, res) => {
        const text = readFileSync(path.join(repoRoot, 'test/fixtures/hostile-urls.yaml'), 'utf8');
        const body = Buffer.from(text.replaceAll('ECHO_HOST', new URL(demoUrls.echoUrl).host).replaceAll('ECHO', demoUrls.echoUrl));
        res.writeHead(200, { 'Content-Type': 'application/yaml; charset=utf-8', 'Content-Length': body.length });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      // The OpenAPI 3.2 kitchen sink with the device-flow server's address where it says AUTH_ORIGIN.
      '/test/oas32-kitchen-sink.yaml': (req, res) => {
        const text = readFileSync(path.join(repoRoot, 'test/fixtures/oas32-kitchen-sink.yaml'), 'utf8');
        const body = Buffer.from(text.replaceAll('AUTH_ORIGIN', demoUrls.deviceUrl ?? 'http://device.invalid'));
        res.writeHead(200, { 'Content-Type': 'application/yaml; charset=utf-8', 'Content-Length': body.length });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
    },
  });
  const echoServer = await startEchoServer({ host: '127.0.0.1', port: 0 });
  const oauthServer = await startOAuthServer({ host: '127.0.0.1', port: 0, redirectUris: [`${staticServer.url}/dist/oauth-receiver.html`] });
  const deviceServer = await startDeviceServer({ host: '127.0.0.1', port: 0 });
  demoUrls.echoUrl = echoServer.url;
  demoUrls.authUrl = oauthServer.authorizeUrl;
  demoUrls.tokenUrl = oauthServer.tokenUrl;
  demoUrls.deviceUrl = deviceServer.url;
  provide('staticUrl', staticServer.url);
  provide('echoUrl', echoServer.url);
  provide('oauthUrl', oauthServer.url);
  provide('deviceUrl', deviceServer.url);
  return async () => {
    await Promise.all([staticServer.close(), echoServer.close(), oauthServer.close(), deviceServer.close()]);
  };
}
