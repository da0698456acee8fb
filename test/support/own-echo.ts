// An echo API (test/servers/echo-server.mjs) of one test file's own, for files that read everything
// it received or send answers too large for the shared one: started before the file's (or the
// describe block's) tests, closed after them.
import { afterAll, beforeAll } from 'vitest';
import { startEchoServer } from '../servers/echo-server.mjs';

/** Starts a private echo API for the enclosing tests; the returned function gives its URL (no trailing slash). */
export function useOwnEchoServer(): () => string {
  let url = '';
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const echo = await startEchoServer({ host: '127.0.0.1', port: 0 });
    url = echo.url;
    close = echo.close;
  });
  afterAll(async () => {
    await close?.();
  });
  return () => url;
}
