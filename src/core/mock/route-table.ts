import { HTTP_METHODS, type ServerView } from '../model/types.js';
import { isFixedMethod, wireMethod } from '../model/wire-method.js';
import { resolveRef } from '../model/resolve-ref.js';
import { effectiveServers } from '../request/effective-servers.js';
import { percentEncode } from '../request/percent-encode.js';
import { childPointer } from '../resolve/pointer.js';
import { isObject, type JsonObject } from '../types.js';
import { escapeRegExp, serverPattern, type ServerPattern } from './server-pattern.js';
import { trimChars } from '../text/trim-chars.js';

/** One operation the mock can answer, with the URL patterns that reach it. */
export interface MockRoute {
  /** Upper-case HTTP method. */
  method: string;
  /** The path template as written (`/users/{id}`). */
  path: string;
  /** Pointer of the Operation Object in the bundled description. */
  pointer: string;
  /** Pointer of its Path Item Object (path-level parameters live there). */
  pathItemPointer: string;
  operationId?: string;
  /** `{name}`s of the template, in order. */
  params: string[];
  /** One anchored pattern per server, matching `origin + pathname`. */
  patterns: { re: RegExp; server: ServerPattern }[];
  /** Per path segment: 2 literal, 1 literal with a parameter in it, 0 a parameter alone. */
  rank: number[];
  /** Literal characters of the template. */
  literal: number;
}

/** What a request URL matched: the route, and the path parameters' values (percent-decoded). */
export interface RouteMatch {
  route: MockRoute;
  pathValues: Record<string, string>;
  /** A HEAD request answered by the GET operation of the path (HTTP: HEAD is GET without the body). */
  headAsGet: boolean;
}

/** Where the mock looks for servers beside those the description lists. */
export interface RouteTableOptions {
  /** The description's URL: relative server URLs resolve against it. */
  descriptionUrl: string;
  /** Extra server URLs every operation is reachable under (server-url, the active server). */
  extraServers?: readonly string[];
}

/**
 * Every operation of the description (`paths`, path items behind `$ref`s, OpenAPI 3.2
 * `additionalOperations`) with the URL patterns it answers: each effective server of the
 * operation (its own `servers`, else its path item's, else the description's, else `/`) and each
 * extra server, followed by the path template.
 */
export function buildRouteTable(doc: JsonObject, options: RouteTableOptions): MockRoute[] {
  const routes: MockRoute[] = [];
  const paths = doc.paths;
  if (!isObject(paths)) return routes;
  const extra = (options.extraServers ?? []).filter((u) => u !== '').map((url) => ({ url, description: '', variables: [] }));
  // Descriptions repeat the same few servers for every operation: build each pattern once.
  const patternCache = new Map<string, ServerPattern | undefined>();
  const patternOf = (server: ServerView): ServerPattern | undefined => {
    const key = JSON.stringify(server);
    if (!patternCache.has(key)) patternCache.set(key, serverPattern(server, options.descriptionUrl));
    return patternCache.get(key);
  };
  for (const path of Object.keys(paths)) {
    if (!path.startsWith('/')) continue;
    const item = resolveRef(doc, paths[path], childPointer('/paths', path));
    if (!isObject(item.value)) continue;
    const pathItem = item.value;
    const ops: Array<[string, unknown, string]> = HTTP_METHODS.map((m) => [m, pathItem[m], childPointer(item.pointer, m)]);
    const more = pathItem.additionalOperations;
    if (isObject(more)) {
      // OpenAPI 3.2.0: a key that repeats a fixed method is not allowed (outline reports it) and is skipped.
      for (const m of Object.keys(more)) if (!isFixedMethod(m)) ops.push([m, more[m], childPointer(childPointer(item.pointer, 'additionalOperations'), m)]);
    }
    const template = compileTemplate(path);
    for (const [method, raw, at] of ops) {
      const op = resolveRef(doc, raw, at);
      if (!isObject(op.value)) continue;
      const servers = [...effectiveServers(doc, at, item.pointer), ...extra];
      const patterns: MockRoute['patterns'] = [];
      const seen = new Set<string>();
      for (const s of servers) {
        const server = patternOf(s);
        if (!server || seen.has(server.source)) continue;
        seen.add(server.source);
        patterns.push({ re: new RegExp(`^${server.source}${template.source}/?$`), server });
      }
      const route: MockRoute = {
        // Fixed methods upper-case, additional ones as written: HTTP methods are case-sensitive.
        method: wireMethod(method),
        path,
        pointer: op.pointer,
        pathItemPointer: item.pointer,
        params: template.params,
        patterns,
        rank: template.rank,
        literal: template.literal,
      };
      if (typeof op.value.operationId === 'string') route.operationId = op.value.operationId;
      routes.push(route);
    }
  }
  return routes;
}

/** A path template as a RegExp source (after the server), its parameter names and its specificity. */
function compileTemplate(path: string): { source: string; params: string[]; rank: number[]; literal: number } {
  // A query written into a template (rare) is not part of what is matched.
  const body = trimChars(path.split('?')[0]!, '/');
  const params: string[] = [];
  const rank: number[] = [];
  let literal = 0;
  const segments = body === '' ? [] : body.split('/');
  const sources = segments.map((segment) => {
    // The segment as literal texts with a parameter between each two (`{a}.{b}` → '', '.', '').
    const texts: string[] = [];
    let last = 0;
    for (const m of segment.matchAll(/\{([^{}]+)\}/g)) {
      texts.push(segment.slice(last, m.index));
      params.push(m[1] ?? '');
      last = m.index + m[0].length;
    }
    texts.push(segment.slice(last));
    const escaped = texts.map((text) => escapeRegExp(percentEncode(text, 'path')));
    let out = escaped[0]!;
    for (let i = 1; i < escaped.length; i++) {
      // A value runs up to the first place the text after it appears, and no further. The lazy
      // `([^/]+?)` this replaces could also run past it, and a template of many parameters made
      // the engine try every split of a URL that did not match: 12 adjacent parameters took
      // 100 s, on the mock's main thread. Each value now has one place to end, so a failing
      // match gives up in one pass. The value is the same unless the text after a parameter
      // must appear inside its value (`{a}.{b}.json` still reads `x.y.z.json` as x and y.z).
      const next = escaped[i]!;
      const value = i < escaped.length - 1 && next === '' ? '[^/]' : next === '' ? '[^/]+' : `(?:(?!${next})[^/])+`;
      out += `(${value})${next}`;
    }
    const literalChars = texts.join('').length;
    literal += literalChars;
    rank.push(texts.length === 1 ? 2 : literalChars > 0 ? 1 : 0);
    return out;
  });
  return { source: sources.length ? '/' + sources.join('/') : '', params, rank, literal };
}

/**
 * The routes a request reaches, most specific first: literal segments beat templated ones from
 * the left (`/users/me` before `/users/{id}`), then more literal characters in the template,
 * then a more literal server; ties keep the description's order. A HEAD request without a HEAD
 * operation is matched against GET. `url` must be absolute; anything else matches nothing.
 */
export function matchRoutes(routes: readonly MockRoute[], method: string, url: string): RouteMatch[] {
  let target: string;
  try {
    const u = new URL(url);
    if (u.origin === 'null') return [];
    target = u.origin + u.pathname;
  } catch {
    return [];
  }
  // A fixed method matches in any case (`get`, `GET`); an additionalOperations method only as written.
  const upper = isFixedMethod(method) ? method.toUpperCase() : method;
  const found = collect(routes, upper, target, false);
  if (found.length || upper !== 'HEAD') return found;
  return collect(routes, 'GET', target, true);
}

function collect(routes: readonly MockRoute[], method: string, target: string, headAsGet: boolean): RouteMatch[] {
  const hits: Array<RouteMatch & { serverLiteral: number; order: number }> = [];
  routes.forEach((route, order) => {
    if (route.method !== method) return;
    let best: { values: Record<string, string>; serverLiteral: number } | undefined;
    for (const { re, server } of route.patterns) {
      const m = re.exec(target);
      if (!m) continue;
      if (best && best.serverLiteral >= server.literal) continue;
      // No prototype: a path parameter may be named `__proto__`.
      const values = Object.create(null) as Record<string, string>;
      route.params.forEach((name, i) => {
        const raw = m[server.groups + i + 1] ?? '';
        values[name] = decode(raw);
      });
      best = { values, serverLiteral: server.literal };
    }
    if (best) hits.push({ route, pathValues: best.values, headAsGet, serverLiteral: best.serverLiteral, order });
  });
  hits.sort((a, b) => compareRank(b.route.rank, a.route.rank) || b.route.literal - a.route.literal || b.serverLiteral - a.serverLiteral || a.order - b.order);
  return hits.map(({ route, pathValues, headAsGet: h }) => ({ route, pathValues, headAsGet: h }));
}

function compareRank(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const d = (a[i] ?? -1) - (b[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

function decode(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
