import { bundle, mayHaveExternalRefs } from '../resolve/bundle.js';
import { convertSwagger2 } from '../resolve/swagger2.js';
import { isObject, type JsonObject, type Problem } from '../types.js';
import { asciiJson } from './ascii-json.js';
import { DescriptionError } from './description-error.js';
import { fetchChecked } from './fetch-checked.js';
import { checkJsonNesting, jsonStart, parseText, tooDeepAt, tooDeepError } from './parse-text.js';
import { selfBase } from './self-base.js';

/** Fetches a URL's text; `core` takes it as a parameter so it runs in Node, a Worker or a page. */
export type TextFetcher = (url: string, signal?: AbortSignal) => Promise<string>;

/** Where a description comes from: a URL to fetch, text already read, or an object. */
export type DescriptionSource =
  | { kind: 'url'; url: string }
  | { kind: 'text'; text: string; url: string }
  /** Bytes already fetched (by the worker), and what is known of them already. */
  | { kind: 'bytes'; bytes: Uint8Array; url: string; scanned?: BytesScanned }
  | { kind: 'object'; object: unknown; url: string };

/**
 * What a reading of JSON bytes before their parse found (skeletonOutline): that they hold no
 * reference to another file (mayHaveExternalRefBytes), and, when WebAssembly scanned them, that
 * they nest no deeper than MAX_NESTING and where their first non-ASCII byte is (-1: none).
 */
export interface BytesScanned {
  externalRefs: false;
  firstNonAscii?: number;
}

/** Progress of a load, for a progress bar: phase plus optional counts. */
export interface LoadProgress {
  phase: 'fetching' | 'parsing' | 'resolving' | 'converting';
  loaded?: number;
  total?: number;
}

/** A description ready for the model: OpenAPI 3.x form, all `$ref`s internal. */
export interface LoadedDescription {
  doc: JsonObject;
  /** The version as written in the source: "2.0", "3.0.3", "3.1.0", ... */
  sourceVersion: string;
  /** The document's own URL (after redirects when fetched); refs resolve against it. */
  url: string;
  problems: Problem[];
  refNames: Record<string, string>;
  /** The document as JSON text when it is exactly the fetched text (no conversion or bundling): lets callers skip a stringify. A function: the text may have to be decoded first. */
  sourceJson?: () => string;
  /** The document is the fetched JSON text's Swagger 2.0, converted (convertSwagger2) and nothing else: the page can convert its copy of the text instead of waiting for the result's. */
  convertedJson?: true;
}

export const SUPPORTED_VERSIONS = 'Swagger 2.0, OpenAPI 3.0, 3.1 and 3.2';

/** Checks the version field; returns it or throws a DescriptionError saying what is wrong. */
export function checkVersion(doc: unknown, source: string): string {
  if (!isObject(doc)) {
    throw new DescriptionError('not-openapi', `${source} is not an OpenAPI or Swagger document: its top level is not an object (supported: ${SUPPORTED_VERSIONS})`, {
      what: 'not-object',
      source,
    });
  }
  const openapi = doc.openapi;
  const swagger = doc.swagger;
  if (typeof openapi === 'string' || typeof openapi === 'number') {
    const v = String(openapi);
    if (/^3\.[0-2](\.|$)/.test(v)) return v;
    throw new DescriptionError('unsupported-version', `Unsupported OpenAPI version ${v} in ${source} (supported: ${SUPPORTED_VERSIONS})`, {
      what: 'unsupported-version',
      format: 'OpenAPI',
      version: v,
      source,
    });
  }
  if (typeof swagger === 'string' || typeof swagger === 'number') {
    const v = String(swagger);
    if (v === '2.0' || v === '2') return '2.0';
    throw new DescriptionError('unsupported-version', `Unsupported Swagger version ${v} in ${source} (supported: ${SUPPORTED_VERSIONS})`, {
      what: 'unsupported-version',
      format: 'Swagger',
      version: v,
      source,
    });
  }
  throw new DescriptionError('not-openapi', `${source} is not an OpenAPI or Swagger document: it has no "openapi" or "swagger" field at the top level (supported: ${SUPPORTED_VERSIONS})`, {
    what: 'no-version',
    source,
  });
}

/** A TextFetcher over `fetch` with readable errors. */
export function httpTextFetcher(fetchFn: typeof fetch, base?: string): TextFetcher {
  return async (url, signal) => (await fetchChecked(fetchFn, url, signal, base)).text();
}

/**
 * Loads a description from a URL, text or object: parses JSON/YAML, checks the version,
 * bundles external `$ref`s (relative files and URLs) and converts Swagger 2.0 to OpenAPI 3.
 */
export async function loadDescription(
  source: DescriptionSource,
  fetchText: TextFetcher,
  options: {
    signal?: AbortSignal;
    onProgress?: (p: LoadProgress) => void;
    /** Changes the parsed entry document before anything else sees it (OpenAPI Overlays); an object source is copied first. */
    transform?: (raw: unknown) => Promise<unknown>;
    /**
     * Called for a Swagger 2.0 description just before it is converted, with the (bundled) 2.0
     * document and a copy of the problems so far: a caller can read its headings (swagger2Headings)
     * and show the outline while the rest converts. The document must not be changed. The
     * conversion waits for a promise it returns (and stops there if `signal` was aborted meanwhile).
     */
    beforeConvert?: (swagger2: LoadedDescription) => void | Promise<void>;
  } = {},
): Promise<LoadedDescription> {
  const { signal, onProgress, transform, beforeConvert } = options;
  const problems: Problem[] = [];
  let text: string | undefined;
  /** The text is the fetched JSON's, non-ASCII characters written as escapes. */
  let escaped = false;
  /** The text is decoded JSON bytes, checked for nesting already. */
  let bytesChecked = false;
  let raw: unknown;
  const url = source.url;
  if (source.kind === 'object') {
    raw = source.object;
    // Text is checked as it is parsed; an object given by the page is walked here.
    const deep = tooDeepAt(raw);
    if (deep !== undefined) throw tooDeepError(url, { pointer: deep });
  } else {
    if (source.kind === 'url') {
      onProgress?.({ phase: 'fetching' });
      text = await fetchText(url, signal);
    } else if (source.kind === 'bytes') {
      // Fetched JSON bytes are checked for nesting as they are (parseText would encode the text
      // again), in the same pass that finds their first non-ASCII byte for asciiJson.
      bytesChecked = jsonStart(source.bytes) !== -1;
      const firstNonAscii = bytesChecked ? (source.scanned?.firstNonAscii ?? checkJsonNesting(source.bytes, url)) : undefined;
      // JSON with non-ASCII characters decodes and parses faster as ASCII with escapes (asciiJson).
      const ascii = bytesChecked ? asciiJson(source.bytes, firstNonAscii) : undefined;
      escaped = ascii !== undefined;
      text = new TextDecoder().decode(ascii ?? source.bytes);
    } else {
      text = source.text;
    }
    onProgress?.({ phase: 'parsing' });
    try {
      raw = parseText(text, url, bytesChecked);
    } catch (e) {
      if (!escaped || source.kind !== 'bytes') throw e;
      // A syntax error's line and column are the text's as written: parse that instead (and throw its error).
      text = new TextDecoder().decode(source.bytes);
      raw = parseText(text, url, bytesChecked);
    }
  }
  let sourceVersion = checkVersion(raw, url);
  if (transform) {
    raw = await transform(source.kind === 'object' ? structuredClone(raw) : raw);
    // The description itself was fine (checked above), so a failure now is the overlays' doing.
    try {
      sourceVersion = checkVersion(raw, url);
      const deep = tooDeepAt(raw);
      if (deep !== undefined) throw tooDeepError(url, { pointer: deep });
    } catch (e) {
      if (e instanceof DescriptionError) throw new DescriptionError(e.kind, `After applying the overlays: ${e.message}`, e.detail, true);
      throw e;
    }
  }
  let doc = raw as JsonObject;
  let refNames: Record<string, string> = {};
  // A transformed document is no longer the fetched text (and may have gained external refs).
  let changed = !!transform;
  const external = source.kind === 'bytes' && source.scanned ? source.scanned.externalRefs : text !== undefined && mayHaveExternalRefs(text);
  if (text === undefined || transform || external) {
    onProgress?.({ phase: 'resolving' });
    const loadDoc = async (fileUrl: string): Promise<unknown> => {
      if (signal?.aborted) throw new DescriptionError('aborted', 'cancelled', { what: 'cancelled', url });
      const body = await fetchText(fileUrl, signal);
      try {
        return parseText(body, fileUrl);
      } catch (e) {
        // Non-JSON/YAML targets (code samples in .cs/.php files) are taken as text.
        if (!/\.(ya?ml|json)$/i.test(new URL(fileUrl).pathname)) return body;
        throw e;
      }
    };
    // OpenAPI 3.2: `$self` is the base URI of relative references (the retrieval URL otherwise).
    const base = sourceVersion.startsWith('3.2') ? selfBase(doc, url, problems) : url;
    const b = await bundle(doc, base, loadDoc, problems, (loaded, total) => onProgress?.({ phase: 'resolving', loaded, total }));
    changed ||= b.files > 0;
    doc = b.doc;
    refNames = b.refNames;
  }
  if (signal?.aborted) throw new DescriptionError('aborted', `Loading ${url} was cancelled`, { what: 'cancelled', url });
  const onlyConverted = !changed && sourceVersion === '2.0';
  const json = text !== undefined && source.kind !== 'object' && /^\s*[{[]/.test(text.slice(0, 64));
  if (sourceVersion === '2.0') {
    onProgress?.({ phase: 'converting' });
    if (beforeConvert) {
      const before: LoadedDescription = { doc, sourceVersion, url, problems: [...problems], refNames: {} };
      if (onlyConverted && json) before.convertedJson = true;
      await beforeConvert(before);
      if (signal?.aborted) throw new DescriptionError('aborted', `Loading ${url} was cancelled`, { what: 'cancelled', url });
    }
    doc = convertSwagger2(doc, problems);
    refNames = remapSwagger2Pointers(refNames);
    changed = true;
  }
  const result: LoadedDescription = { doc, sourceVersion, url, problems, refNames };
  if (!changed && json && escaped && source.kind === 'bytes') {
    // The text parsed was the escaped one: the fetched text is decoded only if someone asks for it.
    const bytes = source.bytes;
    let decoded: string | undefined;
    result.sourceJson = () => (decoded ??= new TextDecoder().decode(bytes));
  } else if (!changed && json && text !== undefined) {
    const written = text;
    result.sourceJson = () => written;
  }
  if (onlyConverted && json) result.convertedJson = true;
  return result;
}

/** Moves names of inlined content from Swagger 2 locations to where the conversion put them. */
function remapSwagger2Pointers(names: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [pointer, name] of Object.entries(names)) {
    const moved = pointer
      .replace(/^\/definitions\//, '/components/schemas/')
      .replace(/^\/parameters\//, '/components/parameters/')
      .replace(/^\/responses\//, '/components/responses/');
    out[moved] = name;
  }
  return out;
}
