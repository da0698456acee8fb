import type { ServerVariableView, ServerView } from '../model/types.js';
import { safeUrl } from '../url/safe-url.js';

/**
 * The server of a description that names none: `/`, the host the description is served from
 * (OpenAPI 3.x, OpenAPI Object `servers`: "If the servers field is not provided, or is an empty
 * array, the default value would be an array consisting of a single Server Object with a url
 * value of /"). Swagger 2.0 documents without `host` convert to the same (see resolve/swagger2.ts).
 */
export const DEFAULT_SERVER: Readonly<ServerView> = Object.freeze({ url: '/', description: '', variables: [] });

/**
 * How a server is offered in a picker: its OpenAPI 3.2 `name` (Server Object) first when it has
 * one, with the URL always visible beside it, then its description.
 */
export function serverOptionLabel(server: ServerView): string {
  const head = server.name ? `${server.name} (${server.url})` : server.url;
  return server.description ? `${head} — ${server.description}` : head;
}

/** What `api-server-change` carries: the server, with `url` having its variables filled in. */
export interface SelectedServer {
  url: string;
  /** The URL as the description writes it (with `{variables}`). */
  template: string;
  description: string;
  variables: Record<string, string>;
}

/** `{name}` template expressions of a server URL (Server Object `url`, "Server Variable Object"). */
const VARIABLE = /\{([^{}]+)\}/g;

/** Names used as `{name}` in a server URL, each once, in order of appearance. */
export function serverUrlVariableNames(url: string): string[] {
  return [...new Set([...url.matchAll(VARIABLE)].map((m) => m[1] ?? ''))];
}

/**
 * The variables a server's URL can be filled with: the declared ones (default, enum,
 * description), then any `{name}` the URL uses without declaring it, with an empty default, so a
 * form can still ask for it. An empty `enum` is dropped ("The array MUST NOT be empty").
 */
export function serverVariablesOf(server: ServerView): ServerVariableView[] {
  const out: ServerVariableView[] = server.variables.map((v) => {
    const view: ServerVariableView = { name: v.name, default: v.default };
    if (v.enum && v.enum.length > 0) view.enum = [...v.enum];
    if (v.description !== undefined) view.description = v.description;
    return view;
  });
  for (const name of serverUrlVariableNames(server.url)) {
    if (!out.some((v) => v.name === name)) out.push({ name, default: '' });
  }
  return out;
}

/** A server URL ready for requests, or why it cannot be made. */
export type ServerUrlResult = { ok: true; url: string } | { ok: false; error: string; variable?: string };

/**
 * Fills a server URL's `{variables}` (a value given for it, else its default) and resolves the
 * result against the description's URL, since server URLs "MAY be relative, to indicate that the
 * host location is relative to the location where the OpenAPI document is being served" (Server
 * Object `url`). No server means DEFAULT_SERVER: the description's origin. A given value outside
 * the variable's `enum` is an error ("The enum … values … MUST be from this set"); values are
 * substituted as written, because they may hold several URL parts (a host, a port, a base path).
 */
export function resolveServerUrl(server: ServerView | undefined, variables: Readonly<Record<string, string>>, descriptionUrl: string): ServerUrlResult {
  const target = server ?? DEFAULT_SERVER;
  const values = new Map<string, string>();
  for (const v of serverVariablesOf(target)) {
    const given = Object.prototype.hasOwnProperty.call(variables, v.name) ? variables[v.name] : undefined;
    if (given !== undefined && v.enum && !v.enum.includes(given)) {
      return { ok: false, variable: v.name, error: `Server variable "${v.name}" must be one of ${v.enum.map((e) => `"${e}"`).join(', ')}; "${given}" is not` };
    }
    values.set(v.name, given ?? v.default);
  }
  const filled = target.url.replace(VARIABLE, (_, name: string) => values.get(name) ?? '');
  const url = resolveAgainst(filled, descriptionUrl);
  if (url === undefined) {
    return {
      ok: false,
      error: descriptionUrl
        ? `The server URL "${filled}" is not a valid URL relative to ${descriptionUrl}`
        : `The server URL "${filled}" is relative, and the description has no URL to resolve it against`,
    };
  }
  // The filled URL goes through the one URL gate: a server (or a variable's value) that makes a
  // `javascript:`, `data:` or `file:` URL is refused, and requests never go there.
  const gated = safeUrl(url);
  if (!gated.ok) return { ok: false, error: `This server cannot be used: its URL "${filled}" is not an http(s) URL` };
  return { ok: true, url };
}

/**
 * RFC 3986 §5 resolution with the WHATWG URL parser. A base that cannot be one (a `blob:` URL
 * of a description given as text) still has an origin, the host it was served from.
 */
function resolveAgainst(url: string, base: string): string | undefined {
  const candidates = [base];
  const origin = originOf(base);
  if (origin !== undefined) candidates.push(origin + '/');
  for (const b of candidates) {
    try {
      return new URL(url, b || undefined).href;
    } catch {
      // try the next base
    }
  }
  return undefined;
}

function originOf(url: string): string | undefined {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}
