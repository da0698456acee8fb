import { isFixedMethod } from '../model/wire-method.js';
import { getAtPointer } from '../resolve/pointer.js';
import { isObject, str, type JsonObject } from '../types.js';
import { resolveRef } from '../model/resolve-ref.js';
import { percentEncode } from '../request/percent-encode.js';
import { sendableHeaders } from '../request/sendable-headers.js';
import { mockBody, mockHeaders, type MockBody } from './mock-body.js';
import { sequenceContentTypeParams, sequenceKind } from '../examples/sequence-text.js';
import { negotiate } from './negotiate.js';
import { bodyProblems, operationParameters, parameterProblems, type RequestParts, type RequestProblem } from './request-problems.js';
import { buildRouteTable, matchRoutes, type MockRoute, type RouteMatch, type RouteTableOptions } from './route-table.js';
import { defaultStatus, isNullBodyStatus, pickStatus, responseKeyFor, responseKeys } from './status.js';
import { statusText } from '../response/reason-phrase.js';
import type { MockStatusStrategy } from './strategies.js';

/** A request as the mock sees it. */
export interface MockRequest {
  method: string;
  /** Absolute URL. */
  url: string;
  /** Header names in lower case. */
  headers: Readonly<Record<string, string>>;
  /** The body as text; undefined when there is none. */
  body?: string;
  /** The page's origin, echoed in CORS headers (`*` when not given). */
  origin?: string;
}

/** How statuses are chosen (mock-server-status-code and mock-server-status-strategy). */
export interface MockSettings {
  /** Explicit codes; empty = the operation's first 2xx, then `default`, then the first listed. */
  statusCodes: readonly number[];
  strategy: MockStatusStrategy;
  /** A number in [0, 1) for the `random` strategy. */
  random: () => number;
}

/** Why the mock answered as it did. */
export type MockOutcome = 'described' | 'undescribed-status' | 'invalid-request' | 'not-acceptable' | 'preflight';

/** What the mock answers; the browser side turns it into a Response. */
export interface MockAnswer {
  status: number;
  statusText: string;
  headers: Array<[string, string]>;
  /** Null for HEAD and for 204, 205 and 304. */
  body: string | null;
  /** A streamed body (OpenAPI 3.2 `itemSchema`): `body` in pieces, sent with the mock delay between them. */
  chunks?: string[];
  /** `GET /users/{id}`, with the operationId after it when there is one. */
  operation: string;
  outcome: MockOutcome;
  /** The request's problems when the outcome is `invalid-request`. */
  problems: RequestProblem[];
  /** Where the body came from (`examples/<name>`, `example`, `generated`, `none`, `mock`). */
  source: string;
  /** What the mock left out of the answer and why (a response header named what HTTP cannot carry), for the log. */
  notes: string[];
}

/** The mock's marker header: every mocked response carries it, with the operation answered. */
export const MOCK_HEADER = 'x-spec-doc-mock';

const version = (doc: JsonObject): '3.0' | '3.1' => ((str(doc, 'openapi') ?? '3.0').startsWith('3.0') ? '3.0' : '3.1');

/**
 * Answers requests from an OpenAPI description: routes a request to its operation (most
 * specific template first, path parameters checked against their schemas), validates it,
 * picks a status and a media type, and builds the body and headers. Pure: no network, no DOM,
 * no clock; the random source comes with the settings. Holds the per-operation turn of the
 * `cycle` strategy and a cache of bodies (generation is deterministic).
 */
export class MockServer {
  private readonly doc: JsonObject;
  private readonly routes: MockRoute[];
  private readonly version: '3.0' | '3.1';
  private readonly turns = new Map<string, number>();
  private readonly bodies = new Map<string, MockBody>();

  constructor(doc: JsonObject, options: RouteTableOptions) {
    this.doc = doc;
    this.routes = buildRouteTable(doc, options);
    this.version = version(doc);
  }

  /** How many operations the mock can answer. */
  get size(): number {
    return this.routes.length;
  }

  /**
   * The operation a request reaches: among the templates that match its URL, the most specific
   * whose path parameters fit their schemas (`/users/{id}` with an integer id does not take
   * `/users/abc`), else the most specific one. Undefined when none matches.
   */
  match(method: string, url: string): RouteMatch | undefined {
    const hits = matchRoutes(this.routes, method, url);
    if (hits.length <= 1) return hits[0];
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return hits[0];
    }
    return hits.find((h) => this.pathProblems(h, parsed).length === 0) ?? hits[0];
  }

  /** The mocked answer to a request, or undefined when it matches no operation (it goes to the network). */
  answer(req: MockRequest, settings: MockSettings): MockAnswer | undefined {
    // Upper-cased only for the fixed methods: an additionalOperations method is matched as written.
    const method = isFixedMethod(req.method) ? req.method.toUpperCase() : req.method;
    const hit = this.match(method, req.url);
    if (!hit) return method === 'OPTIONS' ? this.preflight(req) : undefined;
    const { route } = hit;
    const label = `${route.method} ${route.path}${route.operationId ? ` (${route.operationId})` : ''}`;
    const op = getAtPointer(this.doc, route.pointer);
    const operation = isObject(op) ? op : {};
    const base = this.baseHeaders(req, route);
    const explicit = settings.statusCodes.length > 0;

    if (!explicit) {
      const problems = this.problems(hit, operation, req);
      if (problems.length) {
        return this.json(400, base, label, 'invalid-request', problems, {
          title: 'The request does not match the description',
          operation: `${route.method} ${route.path}`,
          problems,
        });
      }
    }

    const responses = operation.responses;
    const keys = responseKeys(responses);
    let status: number;
    let key: string | undefined;
    if (explicit) {
      const turn = this.turns.get(route.pointer) ?? 0;
      this.turns.set(route.pointer, turn + 1);
      status = pickStatus(settings.statusCodes, settings.strategy, turn, settings.random);
      key = responseKeyFor(keys, status);
    } else {
      ({ status, key } = defaultStatus(keys));
    }
    if (key === undefined || !isObject(responses)) {
      return this.json(status, base, label, 'undescribed-status', [], {
        message: `The description has no ${status} response for ${route.method} ${route.path}; the mock server answers ${status} anyway.`,
      });
    }
    const response = resolveRef(this.doc, responses[key], '').value;
    const r = isObject(response) ? response : {};
    const notes: string[] = [];
    const headers = [...base, ...mockHeaders(this.doc, r.headers, this.version, notes)];
    const content = isObject(r.content) ? r.content : {};
    const offered = Object.keys(content);
    let body: string | null = null;
    let chunks: string[] | undefined;
    let source = 'none';
    if (offered.length) {
      let chosen = negotiate(req.headers['accept'], offered);
      if (!chosen) {
        if (!explicit) {
          return this.json(406, base, label, 'not-acceptable', [], {
            message: `${route.method} ${route.path} answers ${status} as ${offered.join(', ')}; the request's Accept header (${req.headers['accept'] ?? ''}) takes none of them.`,
            available: offered,
          });
        }
        chosen = negotiate(undefined, offered)!;
      }
      const cacheKey = `${route.pointer} ${key} ${chosen.mediaType} ${chosen.contentType}`;
      let made = this.bodies.get(cacheKey);
      if (!made) {
        made = mockBody(this.doc, content[chosen.mediaType], chosen.contentType, this.version);
        this.bodies.set(cacheKey, made);
      }
      headers.push([
        'content-type',
        chosen.contentType + (made.chunks && sequenceKind(chosen.contentType) === 'multipart' && !/boundary=/i.test(chosen.contentType) ? sequenceContentTypeParams('multipart') : ''),
      ]);
      body = made.text;
      source = made.source;
      chunks = made.chunks;
    }
    if (isNullBodyStatus(status) || method === 'HEAD') body = null;
    const answer: MockAnswer = {
      status,
      statusText: statusText(status),
      headers: carried(exposed(headers), notes),
      body,
      operation: label,
      outcome: 'described',
      problems: [],
      source,
      notes,
    };
    if (body !== null && chunks) answer.chunks = chunks;
    return answer;
  }

  /** Path parameters that do not fit their schemas. */
  private pathProblems(hit: RouteMatch, url: URL): RequestProblem[] {
    const { op, item } = this.objects(hit.route);
    return parameterProblems(this.doc, operationParameters(this.doc, item, op), hit.pathValues, { url, headers: {}, body: undefined }, this.version, 'path');
  }

  private objects(route: MockRoute): { op: JsonObject; item: JsonObject } {
    const op = getAtPointer(this.doc, route.pointer);
    const item = getAtPointer(this.doc, route.pathItemPointer);
    return { op: isObject(op) ? op : {}, item: isObject(item) ? item : {} };
  }

  private problems(hit: RouteMatch, operation: JsonObject, req: MockRequest): RequestProblem[] {
    let url: URL;
    try {
      url = new URL(req.url);
    } catch {
      return [];
    }
    const parts: RequestParts = { url, headers: req.headers, body: req.body };
    const { item } = this.objects(hit.route);
    return [
      ...parameterProblems(this.doc, operationParameters(this.doc, item, operation), hit.pathValues, parts, this.version),
      ...(hit.headAsGet ? [] : bodyProblems(this.doc, operation, parts, this.version)),
    ];
  }

  /** An OPTIONS request to a described path the description has no OPTIONS operation for: a CORS preflight answer. */
  private preflight(req: MockRequest): MockAnswer | undefined {
    const methods = new Set<string>();
    let path = '';
    // The fixed methods, then any OpenAPI 3.2.0 additionalOperations method of the description.
    const additional = this.routes.map((r) => r.method).filter((m) => !isFixedMethod(m));
    for (const m of new Set(['GET', 'PUT', 'POST', 'DELETE', 'PATCH', 'HEAD', 'QUERY', 'TRACE', ...additional])) {
      const hit = matchRoutes(this.routes, m, req.url)[0];
      if (hit && !hit.headAsGet) {
        methods.add(m);
        path ||= hit.route.path;
      }
    }
    if (!methods.size) return undefined;
    const allow = [...methods, 'OPTIONS'].join(', ');
    const headers: Array<[string, string]> = [
      ['allow', allow],
      ['access-control-allow-origin', req.origin ?? '*'],
      ['access-control-allow-methods', allow],
      ['access-control-allow-headers', req.headers['access-control-request-headers'] ?? '*'],
      ['access-control-max-age', '600'],
      [MOCK_HEADER, headerText(`OPTIONS ${path}`)],
    ];
    if (req.origin) headers.push(['access-control-allow-credentials', 'true'], ['vary', 'Origin']);
    const notes: string[] = [];
    return {
      status: 204,
      statusText: statusText(204),
      headers: carried(headers, notes),
      body: null,
      operation: `OPTIONS ${path}`,
      outcome: 'preflight',
      problems: [],
      source: 'mock',
      notes,
    };
  }

  /** The marker and the CORS headers every answer carries. */
  private baseHeaders(req: MockRequest, route: MockRoute): Array<[string, string]> {
    const headers: Array<[string, string]> = [
      [MOCK_HEADER, headerText(`${route.method} ${route.path}`)],
      ['access-control-allow-origin', req.origin ?? '*'],
    ];
    if (req.origin) headers.push(['access-control-allow-credentials', 'true'], ['vary', 'Origin']);
    return headers;
  }

  private json(status: number, base: Array<[string, string]>, operation: string, outcome: MockOutcome, problems: RequestProblem[], value: unknown): MockAnswer {
    const notes: string[] = [];
    return {
      status,
      statusText: statusText(status),
      headers: carried(exposed([...base, ['content-type', 'application/json']]), notes),
      body: isNullBodyStatus(status) ? null : JSON.stringify(value, null, 2),
      operation,
      outcome,
      problems,
      source: 'mock',
      notes,
    };
  }
}

/**
 * Text from the description (a path template, say) as a header value: paths may hold line breaks
 * or characters past U+00FF, which a Response cannot carry, so those are percent-encoded.
 */
function headerText(text: string): string {
  return percentEncode(text, 'header');
}

/** The headers a Response can carry; the others are left out, with a note (the last line of defence). */
function carried(headers: Array<[string, string]>, notes: string[]): Array<[string, string]> {
  const r = sendableHeaders(headers);
  for (const problem of r.problems) notes.push(`response header left out: ${problem}`);
  return r.headers;
}

/**
 * Adds Access-Control-Expose-Headers naming every header sent, so that a cross-origin caller can
 * read them all (the `*` wildcard does not count for requests with credentials).
 */
function exposed(headers: Array<[string, string]>): Array<[string, string]> {
  const names = headers.map(([n]) => n.toLowerCase()).filter((n) => !n.startsWith('access-control-') && n !== 'vary');
  return [...headers, ['access-control-expose-headers', [...new Set(names)].join(', ')]];
}
