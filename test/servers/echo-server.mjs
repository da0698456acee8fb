// An echo API for tests and the demo: every request is answered with a JSON description of
// itself and recorded. Node built-ins only. It speaks real CORS (credentials included), so a
// page on another origin can call it the way the TRY console calls an API.

import { createServer } from 'node:http';
import { deflateSync } from 'node:zlib';
import { listen } from './listen.mjs';

const ALL_METHODS = 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS, TRACE, QUERY';
const utf8 = new TextDecoder('utf-8', { fatal: true });
const utf8Lossy = new TextDecoder('utf-8');
// Response headers a cross-origin page may read. `*` covers requests without credentials; with
// credentials `*` is a literal name, so the headers the TRY console shows are listed too.
const EXPOSE_HEADERS = '*, Content-Disposition, Content-Length, Content-Type, Date, ETag, Last-Modified, Link, Location, Retry-After';
const NDJSON_TYPES = ['application/x-ndjson', 'application/jsonl', 'application/stream+json'];

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
 * - `…/redirect?to=URL&status=307` redirects (the status given, default 307) to `to`;
 * - `/delay/{ms}` answers the echo record after `ms` (at most 60 000) milliseconds; a client that
 *   goes away first cancels it;
 * - `/sse?count=N&interval=ms&eol=lf|crlf|cr` is a real `text/event-stream`: a comment line, then
 *   N (default 3, at most 10 000) events `id: n`, `event: tick`, `data: {"n":n}`, `data: line 2 of n`
 *   (the first also `retry: 2000`), `interval` ms (default 200) apart, then the stream ends;
 * - `/ndjson?count=N&interval=ms&type=…` streams N lines `{"n":n,"text":"line n"}` the same way
 *   (`type`: application/x-ndjson (default), application/jsonl or application/stream+json);
 * - `/image.png` a real 2×2 PNG; `/image.svg` an SVG that carries a script (it must never run);
 * - `/download?size=bytes&type=…&disposition=…` binary bytes (default 1024, at most 50 MB) with
 *   `Content-Disposition: attachment; filename="report.bin"` unless `disposition` gives another value;
 * - `/large?mb=N&type=json|text` a big body of about N MB (default 10, at most 100): JSON
 *   `{"items":[…]}` on one line, or numbered text lines;
 * - `/json-edge` JSON a viewer must get right: a big integer and `1.0` (exact text), a
 *   `__proto__` key, empty containers, an array of 450 numbers, 10 levels of nesting, markup in a string;
 * - `/xml` unindented XML (namespaces, attributes, CDATA, a comment, markup-like text);
 * - `/text` plain text with markup-like characters; `/html` an HTML page whose markup must be
 *   shown as text, never rendered;
 * - `GET /__echo/received` lists the records, `DELETE /__echo/received` clears them (for tests
 *   running in other processes than the server). These two are not recorded.
 *
 * Cross-origin pages may read the headers in `EXPOSE_HEADERS` (Content-Disposition included).
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
      ...(req.headers.origin ? { 'Access-Control-Expose-Headers': EXPOSE_HEADERS } : {}),
      ...(body ? { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length } : {}),
      ...extra,
    });
    res.end(body);
  }

  /** Answers 200 with `body` (a Buffer or a string) of `type`; no body for HEAD. */
  function sendBody(req, res, type, body, extra = {}) {
    const buf = typeof body === 'string' ? Buffer.from(body) : body;
    res.writeHead(200, {
      'Cache-Control': 'no-store',
      ...corsHeaders(req),
      ...(req.headers.origin ? { 'Access-Control-Expose-Headers': EXPOSE_HEADERS } : {}),
      'Content-Type': type,
      'Content-Length': buf.length,
      ...extra,
    });
    res.end(req.method === 'HEAD' ? undefined : buf);
  }

  /**
   * Writes `count` pieces made by `piece(n)` (n from 1), `interval` ms apart, then ends the
   * response; stops when the client goes away.
   */
  function stream(req, res, type, count, interval, piece, first = '') {
    res.writeHead(200, {
      'Cache-Control': 'no-store',
      ...corsHeaders(req),
      ...(req.headers.origin ? { 'Access-Control-Expose-Headers': EXPOSE_HEADERS } : {}),
      'Content-Type': type,
      'X-Accel-Buffering': 'no',
    });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    if (first) res.write(first);
    else res.flushHeaders();
    let n = 0;
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const next = () => {
      if (n >= count) {
        res.end();
        return;
      }
      n += 1;
      res.write(piece(n));
      timer = setTimeout(next, interval);
    };
    res.on('close', () => clearTimeout(timer));
    timer = setTimeout(next, interval);
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
        // Any other method (COPY, PURGE: OpenAPI 3.2 additionalOperations) is allowed as asked, case kept.
        'Access-Control-Allow-Methods': `${ALL_METHODS}, ${String(req.headers['access-control-request-method'])}`,
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

    if (respondSpecial(req, res, url, p, rec)) return;

    sendJson(req, res, 200, rec);
  }

  /** The response-viewer paths (see the list above); false when `p` is none of them. */
  function respondSpecial(req, res, url, p, rec) {
    const q = url.searchParams;
    const int = (name, def, max) => {
      const v = Number.parseInt(q.get(name) ?? '', 10);
      return Number.isFinite(v) && v >= 0 ? Math.min(v, max) : def;
    };

    // `…/redirect?to=URL&status=307`: any path ending in /redirect (so tests keep their prefix)
    // answers with a redirect to `to` (301, 302, 303, 307 or 308; default 307).
    if (/\/redirect$/.test(p) && q.get('to')) {
      const status = [301, 302, 303, 307, 308].includes(Number(q.get('status'))) ? Number(q.get('status')) : 307;
      sendJson(req, res, status, { redirect: q.get('to'), echo: rec }, { Location: q.get('to') });
      return true;
    }

    // `…/created?location=URL&link=VALUE`: 201 Created with those Location and Link headers as
    // given (for the TRY response's links; the values may be hostile on purpose).
    if (/\/created$/.test(p)) {
      /** @type {Record<string, string>} */
      const extra = {};
      if (q.get('location') !== null) extra.Location = q.get('location') ?? '';
      if (q.get('link') !== null) extra.Link = q.get('link') ?? '';
      sendJson(req, res, 201, { created: true, echo: rec }, extra);
      return true;
    }

    const delay = /^\/delay\/(\d+)\/?$/.exec(p);
    if (delay) {
      const timer = setTimeout(() => sendJson(req, res, 200, rec), Math.min(Number(delay[1]), 60_000));
      res.on('close', () => clearTimeout(timer));
      return true;
    }

    if (p === '/sse') {
      const eol = { lf: '\n', crlf: '\r\n', cr: '\r' }[q.get('eol') ?? 'lf'] ?? '\n';
      const lines = (n) => [...(n === 1 ? ['retry: 2000'] : []), `id: ${n}`, 'event: tick', `data: {"n":${n}}`, `data: line 2 of ${n}`, '', ''].join(eol);
      stream(req, res, 'text/event-stream; charset=utf-8', int('count', 3, 10_000), int('interval', 200, 60_000), lines, `: sse from the echo API${eol}${eol}`);
      return true;
    }

    if (p === '/ndjson') {
      const wanted = q.get('type') ?? '';
      const type = NDJSON_TYPES.includes(wanted) ? wanted : 'application/x-ndjson';
      stream(req, res, type, int('count', 3, 10_000), int('interval', 200, 60_000), (n) => `${JSON.stringify({ n, text: `line ${n}` })}\n`);
      return true;
    }

    if (p === '/image.png') {
      sendBody(req, res, 'image/png', PNG);
      return true;
    }
    if (p === '/image.svg') {
      sendBody(req, res, 'image/svg+xml', SVG);
      return true;
    }

    if (p === '/download') {
      const size = int('size', 1024, 50 * 1024 * 1024);
      const bytes = Buffer.alloc(size);
      for (let i = 0; i < size; i++) bytes[i] = i % 256;
      let disposition = q.get('disposition') ?? 'attachment; filename="report.bin"';
      // Node refuses header values with control characters; tests only send printable ones.
      // Control characters are what this looks for (a header value cannot carry them).
      // eslint-disable-next-line no-control-regex
      if (/[\0-\x1f\x7f]/.test(disposition)) disposition = 'attachment';
      sendBody(req, res, q.get('type') || 'application/octet-stream', bytes, disposition ? { 'Content-Disposition': disposition } : {});
      return true;
    }

    if (p === '/large') {
      const target = int('mb', 10, 100) * 1024 * 1024;
      if (q.get('type') === 'text') {
        const parts = [];
        let length = 0;
        for (let i = 1; length < target; i++) {
          const line = `line ${i}: the quick brown fox jumps over the lazy dog\n`;
          parts.push(line);
          length += line.length;
        }
        sendBody(req, res, 'text/plain; charset=utf-8', parts.join(''));
      } else {
        const parts = [];
        let length = 0;
        for (let i = 0; length < target; i++) {
          const item = JSON.stringify({ id: i, name: `item ${i}`, tags: ['a', 'b'], value: i / 2 });
          parts.push(item);
          length += item.length + 1;
        }
        sendBody(req, res, 'application/json', `{"items":[${parts.join(',')}]}`);
      }
      return true;
    }

    if (p === '/json-edge') {
      sendBody(req, res, 'application/json', JSON_EDGE);
      return true;
    }
    if (p === '/xml') {
      sendBody(req, res, 'application/xml; charset=utf-8', XML);
      return true;
    }
    if (p === '/text') {
      sendBody(req, res, 'text/plain; charset=utf-8', TEXT);
      return true;
    }
    if (p === '/html') {
      sendBody(req, res, 'text/html; charset=utf-8', HTML);
      return true;
    }
    return false;
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

const XML =
  '<?xml version="1.0" encoding="UTF-8"?><catalog xmlns="urn:example:catalog" xmlns:x="urn:example:extra">' +
  '<!-- a comment --><book id="b1" x:lang="en"><title>Tom &amp; Jerry</title><price currency="EUR">12.50</price>' +
  '<note><![CDATA[<script>alert(1)</script>]]></note></book><book id="b2"/><empty></empty></catalog>';

// Written out by hand: JSON.stringify would round the big integer and drop the `.0`.
const JSON_EDGE =
  '{"big":12345678901234567890,"float":1.0,"__proto__":{"polluted":true},"empty":{},"list":[],' +
  `"many":[${Array.from({ length: 450 }, (_, i) => i).join(',')}],` +
  '"deep":{"a":{"b":{"c":{"d":{"e":{"f":{"g":{"h":{"i":{"j":"deep"}}}}}}}}}},"html":"<img src=x onerror=alert(1)>"}';

const TEXT = 'Plain text from the echo API.\n<b>not bold</b> & <script>alert(1)</script>\nÜnïcödé ✓\n';

const HTML = '<!doctype html><h1 id="injected">Injected</h1><img src="x" onerror="window.__injected = true"><script>window.__injected = true</script>';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><script>window.__svgRan = true</script>' + '<rect width="4" height="4" fill="#0a0"/></svg>';

/** CRC-32 (ISO-HDLC), as PNG chunks need. */
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

/** A PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A 2×2 RGB PNG (red, green / blue, white). */
const PNG = (() => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(2, 0);
  ihdr.writeUInt32BE(2, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  // Each row: filter byte 0, then RGB pixels.
  const raw = Buffer.from([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', ihdr), pngChunk('IDAT', deflateSync(raw)), pngChunk('IEND', Buffer.alloc(0))]);
})();
