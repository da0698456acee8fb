// A real OAuth 2.0 Device Authorization Grant server (RFC 8628) for tests: oidc-provider with its
// `deviceFlow` feature, wrapped in node:http so it listens on port 0 like the other test servers.
//
// oidc-provider does the protocol: the device authorization endpoint, the user code pages
// (`verification_uri`, `verification_uri_complete`), and the token endpoint's device_code grant
// answering `authorization_pending` until the user confirms, `access_denied` when they abort,
// `expired_token` after `expires_in`. This wrapper adds only what a headless test needs:
// - its own minimal user-code pages (no web fonts fetched), with the provider's own form;
// - the login interaction finished at once as the test user (GET /interaction/:uid), and the
//   consent granted by `loadExistingGrant`, so confirming the user code is the only step;
// - CORS for pages on any origin (`clientBasedCORS`), so the page can call the endpoints;
// - `interval` in the device authorization response (RFC 8628 §3.2; oidc-provider leaves it
//   out, meaning 5 s) set to `interval` seconds, so tests need not wait 5 s per poll;
// - a record of token-endpoint polls and their answers (`polls`), for tests.
//
// Endpoints: POST /device/auth (device authorization), POST /token, GET /device (user code
// entry; `?user_code=` to confirm), GET /.well-known/oauth-authorization-server (RFC 8414) and
// /.well-known/openid-configuration; GET /__device/polls lists the device-grant polls received
// (`{ at, deviceCode, outcome }`, oldest first) for tests in other processes.

import { createServer } from 'node:http';
import { pathToFileURL } from 'node:url';
import Provider from 'oidc-provider';
import { listen } from './listen.mjs';

/** The public client registered for the device grant (no secret: a device cannot keep one). */
export const DEVICE_CLIENT_ID = 'spec-doc-device';

/** The grant type of a device access token request (RFC 8628 §3.4). */
const DEVICE_GRANT = 'urn:ietf:params:oauth:grant-type:device_code';

const page = (title, body) => `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${body}</body></html>`;

/**
 * Start the device authorization server.
 *
 * @param {{ port?: number, host?: string, interval?: number, deviceCodeTtl?: number }} [options] `interval`: seconds
 *   between polls announced to the client (default 1); `deviceCodeTtl`: the device code's `expires_in` (default 600).
 * @returns {Promise<{ url: string, port: number, server: import('node:http').Server,
 *   close: () => Promise<void>, clientId: string, deviceAuthorizationUrl: string, tokenUrl: string,
 *   metadataUrl: string, polls: { at: number, deviceCode: string, outcome: string }[] }>} `url` has no trailing slash.
 */
export async function startDeviceServer({ port = 0, host = '127.0.0.1', interval = 1, deviceCodeTtl = 600 } = {}) {
  /** @type {import('oidc-provider').default | undefined} */
  let provider;
  /** @type {((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void) | undefined} */
  let handle;
  /** Token-endpoint polls of the device grant, oldest first. */
  const polls = [];

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (req.method === 'GET' && url.pathname.startsWith('/interaction/') && provider) {
      // The login interaction: the test user, at once; consent comes from loadExistingGrant.
      provider.interactionFinished(req, res, { login: { accountId: 'alice' } }, { mergeWithLastSubmission: false }).catch((e) => {
        res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end(String(e));
      });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/__device/polls') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      res.end(JSON.stringify(polls));
      return;
    }
    handle?.(req, res);
  });
  const started = await listen(server, { port, host });
  const issuer = started.url;

  provider = new Provider(issuer, {
    clients: [
      {
        client_id: DEVICE_CLIENT_ID,
        client_name: 'spec-doc device test',
        token_endpoint_auth_method: 'none',
        grant_types: [DEVICE_GRANT],
        response_types: [],
        redirect_uris: [],
      },
    ],
    scopes: ['openid', 'offline_access'],
    ttl: { DeviceCode: deviceCodeTtl, Session: 3600, Interaction: 600, Grant: 3600, AccessToken: 3600, IdToken: 3600 },
    cookies: { keys: ['spec-doc-device-test-cookie-key'] },
    features: {
      devInteractions: { enabled: false },
      deviceFlow: {
        enabled: true,
        userCodeInputSource: async (ctx, form, _out, err) => {
          ctx.body = page('Enter the code', `${err ? '<p role="alert">That code was not accepted.</p>' : ''}${form}<button type="submit" form="op.deviceInputForm">Continue</button>`);
        },
        userCodeConfirmSource: async (ctx, form, _client, _deviceInfo, userCode) => {
          ctx.body = page(
            'Confirm the device',
            `<p>Code <code id="user-code">${userCode}</code></p>${form}<button type="submit" form="op.deviceConfirmForm">Continue</button><button type="submit" form="op.deviceConfirmForm" value="yes" name="abort">Abort</button>`,
          );
        },
        successSource: async (ctx) => {
          ctx.body = page('Device signed in', '<p id="device-done">You can close this window.</p>');
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // Consent without a page: the grant the client asked for.
    loadExistingGrant: async (ctx) => {
      const accountId = ctx.oidc.session?.accountId;
      if (!accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client.clientId, accountId });
      grant.addOIDCScope('openid offline_access');
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub }) }),
    clientBasedCORS: () => true,
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = page('Error', `<p id="error">${String(out.error)}</p>`);
    },
  });
  provider.on('device_authorization.success', (_ctx, body) => {
    body.interval = interval;
  });
  // Every device-grant poll and how it was answered (`authorization_pending`, `access_denied`, … or `ok`).
  const record = (ctx, outcome) => {
    if (ctx.oidc?.params?.grant_type === DEVICE_GRANT) polls.push({ at: Date.now(), deviceCode: String(ctx.oidc.params.device_code ?? ''), outcome });
  };
  provider.on('grant.success', (ctx) => record(ctx, 'ok'));
  provider.on('grant.error', (ctx, err) => record(ctx, String(err?.error ?? 'error')));
  handle = provider.callback();

  return {
    ...started,
    clientId: DEVICE_CLIENT_ID,
    deviceAuthorizationUrl: `${issuer}/device/auth`,
    tokenUrl: `${issuer}/token`,
    metadataUrl: `${issuer}/.well-known/oauth-authorization-server`,
    polls,
  };
}

// Standalone: `node test/servers/device-server.mjs [--port N]` starts the server until Ctrl+C.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const i = args.indexOf('--port');
  const started = await startDeviceServer({ port: i >= 0 ? Number(args[i + 1]) : 0 });
  console.log(`device authorization server at ${started.url} (client ${DEVICE_CLIENT_ID})`);
  console.log(`  device authorization ${started.deviceAuthorizationUrl}`);
  console.log(`  token                ${started.tokenUrl}`);
  console.log(`  metadata             ${started.metadataUrl}`);
  process.on('SIGINT', () => started.close().then(() => process.exit(0)));
}
