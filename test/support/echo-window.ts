// Test files run in parallel against one echo API (test/servers/echo-server.mjs), so none may
// clear its list of received requests: each reads the requests after a mark it sets, under a
// path prefix of its own.

/** What the echo API records of a request. */
export interface EchoRecord {
  id: number;
  method: string;
  url: string;
  path: string;
  query: Record<string, string[]>;
  headers: Record<string, string>;
  cookies: Record<string, string>;
  body: string;
  bodyBase64?: string;
}

/** A window on the echo API's records: `mark()` starts it; `received()` lists what arrived since under `prefix`. */
export function echoWindow(echoUrl: string, prefix: string) {
  let since = 0;
  const all = async (): Promise<EchoRecord[]> => (await (await fetch(`${echoUrl}/__echo/received`)).json()) as EchoRecord[];
  return {
    async mark(): Promise<void> {
      since = Math.max(since, ...(await all()).map((r) => r.id));
    },
    /** Requests since the mark whose path starts with `under` (default: the prefix); preflights too unless `preflights` is false. */
    async received(under = prefix, preflights = true): Promise<EchoRecord[]> {
      return (await all()).filter((r) => r.id > since && r.path.startsWith(under) && (preflights || r.method !== 'OPTIONS'));
    },
  };
}
