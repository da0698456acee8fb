import { DescriptionError, type DescriptionErrorDetail } from '../load/description-error.js';
import { isObject, type JsonObject, type Problem, type ProblemDetail } from '../types.js';
import { childPointer, getAtPointer, joinPointer, parsePointer } from './pointer.js';

/** Loads and parses the document at an absolute URL (fragment removed). */
export type DocumentLoader = (url: string) => Promise<unknown>;

/** The result of bundling: one document whose `$ref`s are all internal (`#/...`), or marked unresolved. */
export interface Bundle {
  doc: JsonObject;
  /** Display names for places where external content was inlined, keyed by pointer ("/paths/~1pets/get/..." → "Pet"). */
  refNames: Record<string, string>;
  /** How many external files were read. */
  files: number;
}

/** Keys whose values are literal data, never references to follow. */
const LITERAL_KEYS = new Set(['example', 'default', 'enum', 'const']);

/** Upper bound on nodes copied while bundling; past it the document is refused (YAML alias bombs). */
const MAX_NODES = 20_000_000;
/**
 * Deepest nesting bundled. The walk recurses (about three frames a level): 3,000 levels
 * overflowed a 1 MB stack, which is about what a browser's worker has.
 */
const MAX_DEPTH = 1_000;
/** Files fetched at once while crawling. */
const MAX_IN_FLIGHT = 48;

/** Marks a `$ref` that could not be resolved; kept next to the original `$ref`. */
export const UNRESOLVED_KEY = 'x-spec-doc-unresolved';
/** Beside the mark: what went wrong as data (the problem's `detail`), for the interface to word. */
export const UNRESOLVED_DETAIL_KEY = 'x-spec-doc-unresolved-detail';

function isLiteralPosition(key: string, parentKey: string | undefined, grandKey: string | undefined): boolean {
  // An Example Object's `value` is literal data too.
  return LITERAL_KEYS.has(key) || (key === 'value' && grandKey === 'examples' && parentKey !== undefined);
}

/** Splits a reference into the absolute URL of its document and the fragment pointer. */
export function splitRef(ref: string, base: string): { url: string; pointer: string } {
  const u = new URL(ref, base);
  const pointer = joinPointer(parsePointer(u.hash));
  u.hash = '';
  return { url: u.href, pointer };
}

/**
 * Quick text check: can this text hold a `$ref` to another file at all? Skips the walk for most
 * big single files. A `$ref` whose value is an object or array (a schema property named "$ref",
 * as in Kubernetes' JSONSchemaProps) is no reference.
 */
export function mayHaveExternalRefs(text: string): boolean {
  return /\$ref['"]?\s*:\s*['"]?(?![#{[])[^\s'"]/.test(text);
}

/**
 * Brings every file a description references into one document (internal refs only).
 * External content is inlined where it is first referenced; later references, and cycles,
 * point at that place with an internal `$ref`. Unresolvable refs stay, marked with
 * `x-spec-doc-unresolved` and reported as problems; the rest of the document is unaffected.
 */
export async function bundle(root: JsonObject, rootUrl: string, loadDoc: DocumentLoader, problems: Problem[], onFile?: (loaded: number, total: number) => void): Promise<Bundle> {
  const docs = await crawl(root, rootUrl, loadDoc, onFile);
  if (docs.size === 1) return { doc: root, refNames: {}, files: 0 };
  const refNames: Record<string, string> = {};
  const locations = new Map<string, string>();
  let nodes = 0;

  const locate = (url: string, pointer: string): string | undefined => {
    const segs = parsePointer(pointer);
    for (let k = segs.length; k >= 0; k--) {
      const loc = locations.get(url + '#' + joinPointer(segs.slice(0, k)));
      if (loc !== undefined) return loc + joinPointer(segs.slice(k));
    }
    return undefined;
  };

  const visit = (node: unknown, base: string, at: string, depth: number, keys: [string?, string?]): unknown => {
    if (++nodes > MAX_NODES) {
      throw new DescriptionError('too-large', 'The description expands to too many nodes (a YAML alias bomb?)', { what: 'too-many-nodes' });
    }
    if (depth > MAX_DEPTH) {
      throw new DescriptionError('too-large', `The description nests deeper than ${MAX_DEPTH} levels at ${at}`, { what: 'too-deep-bundled', max: MAX_DEPTH, pointer: at });
    }
    if (Array.isArray(node)) {
      return node.map((v, i) => visit(v, base, childPointer(at, i), depth + 1, [String(i), keys[0]]));
    }
    if (!isObject(node)) return node;
    const ref = node.$ref;
    if (typeof ref === 'string') {
      const replaced = visitRef(node, ref, base, at, depth, keys);
      if (replaced !== undefined) return replaced;
    }
    const out: JsonObject = {};
    for (const key of Object.keys(node)) {
      const v = node[key];
      put(out, key, isLiteralPosition(key, keys[0], keys[1]) ? v : visit(v, base, childPointer(at, key), depth + 1, [key, keys[0]]));
    }
    return out;
  };

  const visitRef = (node: JsonObject, ref: string, base: string, at: string, depth: number, keys: [string?, string?]): unknown => {
    const marked = node[UNRESOLVED_KEY];
    if (typeof marked === 'string') {
      // Bundled before (a listener's copy of a bundled description): keep the mark, report again.
      const detail = node[UNRESOLVED_DETAIL_KEY];
      problems.push(isObject(detail) && typeof detail.what === 'string' ? { pointer: at, message: marked, detail: detail as unknown as ProblemDetail } : { pointer: at, message: marked });
      return { ...node };
    }
    let target: { url: string; pointer: string };
    try {
      target = splitRef(ref, base);
    } catch {
      return unresolved(node, `Invalid $ref "${ref}"`, at, { what: 'ref-invalid', ref });
    }
    if (target.url === rootUrl) {
      return siblings(node, base, at, depth, keys, { $ref: '#' + target.pointer });
    }
    const known = locate(target.url, target.pointer);
    if (known !== undefined) return siblings(node, base, at, depth, keys, { $ref: '#' + known });
    const loaded = docs.get(target.url);
    if (!loaded || !loaded.ok) {
      const reason = loaded ? loaded.error : 'not loaded';
      return unresolved(node, `Cannot resolve $ref "${ref}": ${reason}`, at, { what: 'ref-unreadable', ref, reason, ...(loaded?.detail ? { error: loaded.detail } : {}) });
    }
    const value = getAtPointer(loaded.doc, target.pointer);
    if (value === undefined) {
      return unresolved(node, `Cannot resolve $ref "${ref}": no ${target.pointer || 'document'} in ${target.url}`, at, {
        what: 'ref-missing',
        ref,
        pointer: target.pointer,
        url: target.url,
      });
    }
    locations.set(target.url + '#' + target.pointer, at);
    refNames[at] = refName(target.url, target.pointer);
    const inlined = visit(value, target.url, at, depth + 1, keys);
    if (!isObject(inlined)) return inlined;
    // OpenAPI 3.1 lets summary/description sit beside $ref and override the target's.
    const extra = siblings(node, base, at, depth, keys, {});
    return Object.keys(extra as JsonObject).length ? { ...inlined, ...(extra as JsonObject) } : inlined;
  };

  const siblings = (node: JsonObject, base: string, at: string, depth: number, keys: [string?, string?], start: JsonObject): unknown => {
    for (const key of Object.keys(node)) {
      if (key === '$ref') continue;
      put(start, key, visit(node[key], base, childPointer(at, key), depth + 1, [key, keys[0]]));
    }
    return start;
  };

  const unresolved = (node: JsonObject, message: string, at: string, detail: ProblemDetail): JsonObject => {
    problems.push({ pointer: at, message, detail });
    return { ...node, [UNRESOLVED_KEY]: message, [UNRESOLVED_DETAIL_KEY]: detail };
  };

  const doc = visit(root, rootUrl, '', 0, []) as JsonObject;
  return { doc, refNames, files: docs.size - 1 };
}

/** A display name for inlined external content: the last pointer segment, else the file's base name. */
function refName(url: string, pointer: string): string {
  const segs = parsePointer(pointer);
  const last = segs[segs.length - 1];
  if (last) return last;
  const file = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? url);
  return file.replace(/\.(ya?ml|json)$/i, '');
}

/** A file of the description, read, or why it could not be (`detail`: a DescriptionError's, as data). */
type Loaded = { ok: true; doc: unknown } | { ok: false; error: string; detail?: DescriptionErrorDetail };

/** Finds and loads every document reachable through `$ref`s, each once, in parallel. */
async function crawl(root: JsonObject, rootUrl: string, loadDoc: DocumentLoader, onFile?: (loaded: number, total: number) => void): Promise<Map<string, Loaded>> {
  const docs = new Map<string, Loaded>([[rootUrl, { ok: true, doc: root }]]);
  const pending: Promise<void>[] = [];
  let done = 0;
  // Browsers fail fetches with ERR_INSUFFICIENT_RESOURCES when thousands start at once
  // (DigitalOcean's description is 2,900 files): keep a bounded number in flight.
  let active = 0;
  const waiting: Array<() => void> = [];
  const slot = async (): Promise<void> => {
    if (active < MAX_IN_FLIGHT) {
      active++;
      return;
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  };
  const release = (): void => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  const limitedLoad = async (url: string): Promise<unknown> => {
    await slot();
    try {
      return await loadDoc(url);
    } finally {
      release();
    }
  };

  const scan = (doc: unknown, base: string): void => {
    // Iterative walk with a visited set: shared (aliased) YAML nodes are scanned once.
    const seen = new Set<object>();
    const stack: Array<[unknown, string | undefined, string | undefined]> = [[doc, undefined, undefined]];
    while (stack.length) {
      const [node, parentKey, grandKey] = stack.pop()!;
      if (typeof node !== 'object' || node === null || seen.has(node)) continue;
      seen.add(node);
      if (Array.isArray(node)) {
        for (const v of node) stack.push([v, parentKey, grandKey]);
        continue;
      }
      const obj = node as JsonObject;
      const ref = obj.$ref;
      if (typeof ref === 'string' && !ref.startsWith('#') && obj[UNRESOLVED_KEY] === undefined) request(ref, base);
      for (const key of Object.keys(obj)) {
        if (!isLiteralPosition(key, parentKey, grandKey)) stack.push([obj[key], key, parentKey]);
      }
    }
  };

  const request = (ref: string, base: string): void => {
    let url: string;
    try {
      url = splitRef(ref, base).url;
    } catch {
      return; // reported when bundling
    }
    if (docs.has(url)) return;
    docs.set(url, { ok: false, error: 'loading' });
    pending.push(
      limitedLoad(url).then(
        (doc) => {
          docs.set(url, { ok: true, doc });
          onFile?.(++done, docs.size - 1);
          scan(doc, url);
        },
        (e: unknown) => {
          docs.set(url, { ok: false, error: e instanceof Error ? e.message : String(e), ...(e instanceof DescriptionError && e.detail ? { detail: e.detail } : {}) });
          onFile?.(++done, docs.size - 1);
        },
      ),
    );
  };

  scan(root, rootUrl);
  while (pending.length) await Promise.all(pending.splice(0));
  return docs;
}

/** Sets a key taken from the input; a plain assignment of "__proto__" would replace the prototype instead. */
function put(target: JsonObject, key: string, value: unknown): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else target[key] = value;
}
