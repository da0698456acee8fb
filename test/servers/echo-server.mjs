// An echo API for tests and the demo: every request is answered with a JSON description of
// itself and recorded. Node built-ins only. It speaks real CORS (credentials included), so a
// page on another origin can call it the way the TRY console calls an API.

import { createServer } from 'node:http';
import { listen } from './listen.mjs';

const ALL_METHODS = 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS, TRACE, QUERY';
const utf8 = new TextDecoder('utf-8', { fatal: true });
const utf8Lossy = new TextDecoder('utf-8');

/** Cookie header → `{ name: value }` (values percent-decoded when possible). */
export function parseCookies(header) {
  /** @type {Record<string, string>} */
  const cookies = Object.create(null);
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name) continue;
    const raw = part.slice(eq + 1).trim();
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // Keep the raw text when it is not valid percent-encoding.
    }
    cookies[name] = value;
  }
  return cookies;
}

/** URLSearchParams → `{ name: [values] }`. */
function queryObject(searchParams) {
  /** @type {Record<string, string[]>} */
  const query = Object.create(null);
  for (const [k, v] of searchParams) (query[k] ??= []).push(v);
  return query;
}

/**
 * Start the echo API.
 *
 * Every request (any method, any path) is answered 200 with JSON
 * `{ id, method, url, path, query, headers, body, bodyBase64?, cookies }` and the same record
 * is pushed to `received`. Special paths (also under a `/V1.0` prefix, the sample's second
 * server):
 * - `/status/{code}` answers that status (body is the echo record, none for 204/304/HEAD);
 * - `/users/{id}` → `{ id, name, echo }`; `/users` → `{ users: [2 users], echo }`;
 * - `/oauth/authorize` with a `redirect_uri` redirects (302) back with `code` (or, for
 *   `response_type=token`, an `access_token` in the fragment) and the `state` it was given;
 * - `POST /oauth/token` → `{ access_token, token_type: 'Bearer', expires_in, refresh_token, scope, echo }`;
 * - `GET /__echo/received` lists the records, `DELETE /__echo/received` clears them (for tests
 *   running in other processes than the server). These two are not recorded.
 *
 * @param {{ port?: number, host?: string }} [options]
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void>, received: object[], server: import('node:http').Server }>}
 *   `url` has no trailing slash.
 */
export async function startEchoServer({ port = 0, host = '127.0.0.1' } = {}) {
  /** @type {object[]} */
  const received = [];
  let nextId = 1;
  let tokenCounter = 0;

  function corsHeaders(req) {
    const origin = req.headers.origin;
    if (!origin) return {};
    return {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Credentials': 'true',
      Vary: 'Origin',
    };
  }

  function sendJson(req, res, status, value, extra = {}) {
    const noBody = req.method === 'HEAD' || status === 204 || status === 304;
    const body = noBody ? undefined : Buffer.from(JSON.stringify(value, null, 2));
    res.writeHead(status, {
      'Cache-Control': 'no-store',
      ...corsHeaders(req),
      ...(req.headers.origin ? { 'Access-Control-Expose-Headers': '*' } : {}),
      ...(body ? { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length } : {}),
      ...extra,
    });
    res.end(body);
  }

  function record(req, url, bodyBuf) {
    /** @type {Record<string, unknown>} */
    const rec = {
      id: nextId++,
      method: req.method,
      url: req.url,
      path: url.pathname,
      query: queryObject(url.searchParams),
      headers: { ...req.headers },
      body: '',
      cookies: { ...parseCookies(req.headers.cookie) },
    };
    try {
      rec.body = utf8.decode(bodyBuf);
    } catch {
      rec.body = utf8Lossy.decode(bodyBuf);
      rec.bodyBase64 = bodyBuf.toString('base64');
    }
    received.push(rec);
    return rec;
  }

  function handle(req, res, bodyBuf) {
    const url = new URL(req.url ?? '/', 'http://echo.invalid');

    if (url.pathname === '/__echo/received') {
      if (req.method === 'DELETE') {
        received.length = 0;
        sendJson(req, res, 200, { cleared: true });
      } else {
        sendJson(req, res, 200, received);
      }
      return;
    }

    const rec = record(req, url, bodyBuf);

    // CORS preflight: an OPTIONS request that names the method it wants to send.
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      /** @type {Record<string, string>} */
      const extra = {
        'Access-Control-Allow-Methods': ALL_METHODS,
        'Access-Control-Max-Age': '0',
      };
      const wanted = req.headers['access-control-request-headers'];
      if (wanted) extra['Access-Control-Allow-Headers'] = wanted;
      if (req.headers['access-control-request-private-network'] === 'true') {
        extra['Access-Control-Allow-Private-Network'] = 'true';
      }
      res.writeHead(204, { 'Cache-Control': 'no-store', ...corsHeaders(req), ...extra });
      res.end();
      return;
    }

    // The sample description's second server sits under /V1.0; its paths behave the same.
    const p = url.pathname.replace(/^\/v1\.0(?=\/|$)/i, '') || '/';

    const status = /^\/status\/(\d{3})\/?$/.exec(p);
    if (status) {
      const code = Number(status[1]);
      if (code >= 200 && code <= 599) {
        sendJson(req, res, code, rec);
      } else {
        sendJson(req, res, 400, { error: `status must be 200–599, got ${code}`, echo: rec });
      }
      return;
    }

    const user = /^\/users\/([^/]+)\/?$/.exec(p);
    if (user) {
      let raw = user[1] ?? '';
      try {
        raw = decodeURIComponent(raw);
      } catch {
        // Keep the raw segment when it is not valid percent-encoding.
      }
      const id = /^-?\d+$/.test(raw) ? Number(raw) : raw;
      sendJson(req, res, 200, { id, name: `User ${raw}`, echo: rec });
      return;
    }
    if (/^\/users\/?$/.test(p)) {
      sendJson(req, res, 200, {
        users: [
          { id: 1, name: 'Ada Lovelace' },
          { id: 2, name: 'Alan Turing' },
        ],
        echo: rec,
      });
      return;
    }

    if (p === '/oauth/authorize') {
      const redirectUri = url.searchParams.get('redirect_uri');
      if (redirectUri) {
        let target;
        try {
          target = new URL(redirectUri);
        } catch {
          sendJson(req, res, 400, { error: 'invalid_request', error_description: 'bad redirect_uri', echo: rec });
          return;
        }
        const state = url.searchParams.get('state');
        tokenCounter += 1;
        if (url.searchParams.get('response_type') === 'token') {
          const frag = new URLSearchParams({
            access_token: `access-token-${tokenCounter}`,
            token_type: 'Bearer',
            expires_in: '3600',
          });
          if (state !== null) frag.set('state', state);
          target.hash = frag.toString();
        } else {
          target.searchParams.set('code', `code-${tokenCounter}`);
          if (state !== null) target.searchParams.set('state', state);
        }
        sendJson(req, res, 302, { redirect: target.href, echo: rec }, { Location: target.href });
        return;
      }
    }

    if (p === '/oauth/token' && req.method === 'POST') {
      tokenCounter += 1;
      const params = new URLSearchParams(typeof rec.body === 'string' ? rec.body : '');
      sendJson(req, res, 200, {
        access_token: `access-token-${tokenCounter}`,
        token_type: 'Bearer',
        expires_in: 3600,
        refresh_token: `refresh-token-${tokenCounter}`,
        scope: params.get('scope') ?? '',
        echo: rec,
      });
      return;
    }

    sendJson(req, res, 200, rec);
  }

  const server = createServer((req, res) => {
    /** @type {Buffer[]} */
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('error', () => res.destroy());
    req.on('end', () => {
      try {
        handle(req, res, Buffer.concat(chunks));
      } catch (err) {
        // eslint-disable-next-line no-console
        console.error('echo-server:', err);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
        res.end('Internal error\n');
      }
    });
  });
  server.keepAliveTimeout = 5_000;

  const listening = await listen(server, { port, host });
  return { ...listening, received };
}
