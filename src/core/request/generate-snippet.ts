/*
 * Code snippets of the console's current request. This module pulls in @readme/httpsnippet
 * (about 40 KB gzipped), so the UI imports it dynamically when the reader asks for generated
 * code. cURL is the console's own `toCurl`: the command that reproduces TRY byte for byte,
 * the same as the console's "cURL" box; every other language comes from httpsnippet.
 *
 * Request values come from the description's examples and the reader's inputs, so they are
 * untrusted text inside generated source. httpsnippet 11.1 writes a few of them into string
 * literals without escaping, and leaves interpolation alive in some languages' double-quoted
 * strings; the fix-ups below close those holes for the languages offered here, so a value
 * stays a value (it cannot end the literal or run code when the snippet is run).
 */
import { HTTPSnippet } from '@readme/httpsnippet';
import { toCurl } from './curl.js';
import type { RequestSpec } from './request-spec.js';
import { snippetHar, withPlaceholders, type CredentialPlaceholders, type HarRequest } from './snippet-har.js';
import { snippetLanguage } from './snippet-languages.js';
import { crlf } from './request-spec.js';
import { escapeLiteral, formDataName, hasLiteralRules, HiddenStrings, httpieItemName } from './snippet-literals.js';

/** Options of `generateSnippet`. */
export interface GenerateSnippetOptions {
  /** Credentials to show as placeholders (see snippet-har.ts). */
  placeholders?: CredentialPlaceholders;
}

/** The snippet for `spec` in the language `languageId` (see snippet-languages.ts); throws for an unknown language. */
export function generateSnippet(spec: RequestSpec, languageId: string, options: GenerateSnippetOptions = {}): string {
  const language = snippetLanguage(languageId);
  if (!language) throw new Error(`Unknown snippet language: ${languageId}`);
  if (!language.target) return toCurl(withPlaceholders(spec, options.placeholders), { multiline: true });
  const original = snippetHar(spec, options);
  const hidden = new HiddenStrings(JSON.stringify(original));
  const prepared = prepareHar(original, language.id, hidden);
  // httpsnippet's PowerShell target refuses methods outside its list ("Method not supported"):
  // QUERY and additionalOperations methods (OpenAPI 3.2.0) are written with -CustomMethod instead.
  const custom = language.id === 'powershell' && !POWERSHELL_METHODS.includes(prepared.method.toUpperCase()) ? prepared.method : undefined;
  const har = custom === undefined ? prepared : { ...prepared, method: 'POST' };
  // The HAR's query values and cookies are as sent (snippetHar): httpsnippet must keep them so.
  const snippet = new HTTPSnippet(har as unknown as ConstructorParameters<typeof HTTPSnippet>[0], { harIsAlreadyEncoded: true });
  const [code] = snippet.convert(language.target as Parameters<HTTPSnippet['convert']>[0], language.client, { indent: '  ' });
  if (typeof code !== 'string') throw new Error(`No snippet for ${language.label}`);
  const id = language.id;
  const finished = custom === undefined ? finishCode(code, id) : finishCode(code, id).replace(' -Method POST', ` -CustomMethod '${custom.replaceAll("'", "''")}'`);
  const revealed = hidden.reveal(finished, (text) => (id === 'httpie' ? httpieItemName(text) : escapeLiteral(id, text)));
  return keepValuelessQuery(revealed, original, spec.url);
}

/**
 * httpsnippet writes every query item as `name=value`, so a query of one segment without `=`
 * (the JSON text of an OpenAPI 3.2.0 `in: querystring` parameter, `?%7B%22a%22%3A1%7D`) would
 * gain one. Where the code spells the URL out, that `=` is taken away again, so the snippet asks
 * for the URL TRY sends.
 */
function keepValuelessQuery(code: string, har: HarRequest, url: string): string {
  const only = har.queryString.length === 1 ? har.queryString[0] : undefined;
  const query = url.split('#')[0]?.split('?').slice(1).join('?') ?? '';
  if (!only || only.value !== '' || query === '' || query.includes('=') || query.includes('&')) return code;
  return code.split(`?${only.name}=`).join(`?${only.name}`);
}

/** The methods httpsnippet's PowerShell target writes with `-Method`. */
const POWERSHELL_METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'];

/** Header and field names any target can write as they are (`X-Request-Id`, `page_size`); others are hidden. */
const PLAIN_NAME = /^[A-Za-z0-9_.-]+$/;

/**
 * JS single-quoted literal content. httpsnippet writes JS strings through stringify-object,
 * which escapes a quote but not a backslash (so a backslash and a quote in a value would end the
 * literal), and some form and multipart lines raw: with backslashes doubled and quotes written
 * as the escape x27 first, both ways give a literal that reads back as the value.
 */
const jsSingle = (s: string): string => s.replace(/[\\'\n\r\u2028\u2029]/g, (c) => ({ '\\': '\\\\', "'": '\\x27', '\n': '\\n', '\r': '\\r', '\u2028': '\\u2028', '\u2029': '\\u2029' })[c]!);

/** How each string of a multipart param is hidden (or kept: no function). */
interface ParamHiding {
  name?: (s: string) => string;
  value?: (s: string) => string;
  fileName?: (s: string) => string;
  contentType?: (s: string) => string;
}

/** `har` with its form or multipart params' strings passed through `how`. */
function mapParams(har: HarRequest, how: ParamHiding): HarRequest {
  if (!har.postData?.params) return har;
  const params = har.postData.params.map((p) => ({
    ...p,
    name: how.name ? how.name(p.name) : p.name,
    ...(p.value !== undefined ? { value: how.value ? how.value(p.value) : p.value } : {}),
    ...(p.fileName !== undefined ? { fileName: how.fileName ? how.fileName(p.fileName) : p.fileName } : {}),
    ...(p.contentType !== undefined ? { contentType: how.contentType ? how.contentType(p.contentType) : p.contentType } : {}),
  }));
  return { ...har, postData: { ...har.postData, params } };
}

/**
 * Per-language changes to the HAR where httpsnippet inserts a string without escaping it. Strings
 * a target writes raw into a literal are `hidden` (see snippet-literals.ts) and written back
 * escaped: header names everywhere (they come from the description: `x "bad" name`), form and
 * multipart fields in C#, HTTPie's form names, multipart names where httpsnippet writes the body
 * text itself, and in Swift nearly everything.
 */
function prepareHar(har: HarRequest, languageId: string, hidden: HiddenStrings): HarRequest {
  const hide = (s: string): string => hidden.hide(s);
  const hideName = (s: string): string => (PLAIN_NAME.test(s) ? s : hidden.hide(s));
  const hideHeaderNames = (h: HarRequest): HarRequest => ({ ...h, headers: h.headers.map((x) => ({ name: hideName(x.name), value: x.value })) });
  /** Cookies as one Cookie header (as written in the request), for targets that would re-encode or misplace them. */
  const cookieHeader = (h: HarRequest): HarRequest =>
    h.cookies.length ? { ...h, headers: [...h.headers, { name: 'Cookie', value: h.cookies.map((c) => `${c.name}=${c.value}`).join('; ') }], cookies: [] } : h;
  const multipart = har.postData?.mimeType === 'multipart/form-data' && har.postData.params !== undefined;
  /**
   * Multipart fields of targets that put httpsnippet's body text into a literal (`literal` escapes
   * for it): names and file names as the form-data encoding writes them, since httpsnippet's
   * `escape()` would change them; values too when `values` (the target does not escape the text).
   */
  const multipartText = (h: HarRequest, literal: (s: string) => string, values = false): HarRequest => {
    if (!multipart) return h;
    const asName = (s: string): string => hidden.hide(s, (t) => literal(formDataName(t)));
    return mapParams(h, { name: asName, fileName: asName, ...(values ? { value: (s: string) => hidden.hide(s, (t) => literal(crlf(t))) } : {}) });
  };
  const literal = (s: string): string => escapeLiteral(languageId, s);
  switch (languageId) {
    case 'javascript':
    case 'node':
      return jsStrings(har);
    case 'python': {
      // With files, requests writes the body from dicts of the fields (pyStrings escapes them);
      // without, the target writes httpsnippet's body text into a string.
      const files = har.postData?.params?.some((p) => p.fileName !== undefined) ?? false;
      const { postData, ...rest } = har;
      if (!multipart || files || !postData) return pyStrings(har);
      return multipartText({ ...pyStrings(rest), postData }, pyDouble, true);
    }
    case 'httpie':
      // Header and form items are written `name:'value'` and `name='value'` with the name bare;
      // a multipart body is echoed from single quotes (inside which only `'` needs writing out).
      return multipartText(mapParams(hideHeaderNames(har), har.postData?.mimeType === 'application/x-www-form-urlencoded' ? { name: hideName } : {}), (t) => t.replaceAll("'", `'\\''`));
    case 'csharp': {
      // Form fields and multipart names, values, file names and types go into literals as they are.
      const fields = har.postData?.mimeType === 'application/x-www-form-urlencoded' || multipart;
      return fields ? mapParams(hideHeaderNames(har), { name: hide, value: hide, fileName: hide, contentType: hide }) : hideHeaderNames(har);
    }
    case 'swift': {
      // Swift's target escapes `"` at most, and leaves `\`, `\(` and line breaks alive: every
      // string goes in hidden. It builds the query with URLQueryItem, which encodes the values
      // itself, so it gets them decoded.
      const queryString = har.queryString.map((q) => ({ name: hide(decode(q.name)), value: hide(decode(q.value)) }));
      const headers = har.headers.map((h) => ({ name: hideName(h.name), value: hide(h.value) }));
      const cookies = har.cookies.map((c) => ({ name: hide(c.name), value: hide(c.value) }));
      let out = mapParams({ ...har, queryString, headers, cookies }, { name: hide, value: hide, fileName: hide, contentType: hide });
      const post = out.postData;
      if (post && post.text !== undefined && !post.params) {
        out = { ...out, postData: { ...post, text: HTTPSNIPPET_JSON.includes(post.mimeType) ? jsonStrings(post.text, hide) : hide(post.text) } };
      }
      return out;
    }
    case 'php':
      // The PHP target percent-encodes cookies a second time: they go as the Cookie header.
      return multipartText(hideHeaderNames(cookieHeader(har)), literal);
    case 'powershell': {
      // The body goes into a single-quoted string as it is (quotes are doubled there, including
      // the typographic ones PowerShell also accepts), and cookies would be tied to a Domain with
      // the port in it: send them as the Cookie header instead.
      const single = (t: string): string => t.replace(/['\u2018\u2019\u201a\u201b]/g, (q) => q + q);
      const text = har.postData?.text;
      const postData = har.postData && text !== undefined ? { ...har.postData, text: single(text) } : har.postData;
      return multipartText(hideHeaderNames({ ...cookieHeader(har), ...(postData ? { postData } : {}) }), single, true);
    }
    default:
      // Go, Java, Kotlin and Ruby escape the body text themselves; only header and multipart names need it.
      return hasLiteralRules(languageId) ? multipartText(hideHeaderNames(har), literal) : har;
  }
}

/** JSON media types httpsnippet parses and writes as an object literal. */
const HTTPSNIPPET_JSON = ['application/json', 'application/x-json', 'text/json', 'text/x-json'];

/**
 * Every string of the HAR that the JS targets write into a literal, escaped with `jsSingle`:
 * header names and values (cookies join them as the Cookie header, which httpsnippet's Node
 * target would otherwise percent-encode a second time), form and multipart fields, and the
 * body (a JSON body's keys and strings one by one, so it stays an object literal).
 */
function jsStrings(har: HarRequest): HarRequest {
  const headers = [...har.headers, ...(har.cookies.length ? [{ name: 'Cookie', value: har.cookies.map((c) => `${c.name}=${c.value}`).join('; ') }] : [])].map((h) => ({
    name: jsSingle(h.name),
    value: jsSingle(h.value),
  }));
  const out: HarRequest = { ...har, headers, cookies: [] };
  const post = har.postData;
  if (!post) return out;
  if (post.params) {
    out.postData = {
      ...post,
      params: post.params.map((p) => ({
        ...p,
        name: jsSingle(p.name),
        ...(p.value !== undefined ? { value: jsSingle(p.value) } : {}),
        ...(p.fileName !== undefined ? { fileName: jsSingle(p.fileName) } : {}),
      })),
    };
  } else if (post.text !== undefined) {
    out.postData = { ...post, text: HTTPSNIPPET_JSON.includes(post.mimeType) ? jsonStrings(post.text, jsSingle) : jsSingle(post.text) };
  }
  return out;
}

/** JSON text with every key and string escaped by `escape`; text that is not JSON is escaped whole. */
function jsonStrings(text: string, escape: (s: string) => string): string {
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return escape(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [escape(k), walk(x)]));
    return v;
  };
  try {
    return JSON.stringify(walk(JSON.parse(text)));
  } catch {
    return escape(text);
  }
}

/**
 * Python double-quoted literal content. httpsnippet's Python target writes JSON, form and
 * multipart values with only `"` escaped (keys and header names not at all), so a backslash,
 * a line break or a quote in a key would end the literal: everything that matters is an
 * escape sequence first (a quote as the escape x22, which the target leaves alone).
 */
const pyDouble = (s: string): string =>
  // eslint-disable-next-line no-control-regex -- control characters are what this escapes
  s.replace(/[\\"\u0000-\u001f\u007f\u2028\u2029]/g, (c) =>
    c === '\\'
      ? '\\\\'
      : c === '"'
        ? '\\x22'
        : c === '\n'
          ? '\\n'
          : c === '\r'
            ? '\\r'
            : c === '\t'
              ? '\\t'
              : c > '\u00ff'
                ? `\\u${c.charCodeAt(0).toString(16)}`
                : `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`,
  );

/** The HAR strings the Python target writes unescaped (see `pyDouble`); header values it escapes itself. */
function pyStrings(har: HarRequest): HarRequest {
  const out: HarRequest = { ...har, headers: har.headers.map((h) => ({ name: pyDouble(h.name), value: h.value })) };
  const post = har.postData;
  if (post?.params) {
    out.postData = {
      ...post,
      params: post.params.map((p) => ({
        ...p,
        name: pyDouble(p.name),
        ...(p.value !== undefined ? { value: pyDouble(p.value) } : {}),
        ...(p.fileName !== undefined ? { fileName: pyDouble(p.fileName) } : {}),
      })),
    };
  } else if (post?.text !== undefined && HTTPSNIPPET_JSON.includes(post.mimeType)) {
    out.postData = { ...post, text: jsonStrings(post.text, pyDouble) };
  }
  return out;
}

/**
 * Turns off interpolation inside double-quoted strings of the generated code: `$` in PHP and
 * Kotlin (`\$`) and PowerShell (`` `$ ``), `#{`, `#@`, `#$` in Ruby (`\#`). The code comes
 * from httpsnippet, whose own text never interpolates; only request values can.
 */
function finishCode(code: string, languageId: string): string {
  switch (languageId) {
    case 'php':
    case 'kotlin':
      return inDoubleQuotes(code, '\\', (s) => s.replace(/\$/g, '\\$'));
    case 'powershell':
      // A backtick escapes only in double quotes; single-quoted strings double their quotes instead.
      return inDoubleQuotes(code, '`', (s) => s.replace(/\$/g, '`$'), false);
    case 'ruby':
      return inDoubleQuotes(code, '\\', (s) => s.replace(/#(?=[{@$])/g, '\\#'));
    default:
      return code;
  }
}

/**
 * Applies `fix` to the plain runs inside double-quoted literals of `code` (escape sequences,
 * which start with `escapeChar`, are kept as they are). Single-quoted literals are skipped
 * whole, so a `"` in them does not open a string; `escapeChar` escapes in them too unless
 * `escapesInSingle` is false.
 */
function inDoubleQuotes(code: string, escapeChar: string, fix: (s: string) => string, escapesInSingle = true): string {
  let out = '';
  let i = 0;
  while (i < code.length) {
    const c = code[i]!;
    if (c !== '"' && c !== "'") {
      out += c;
      i++;
      continue;
    }
    let j = i + 1;
    let run = '';
    let body = '';
    while (j < code.length && code[j] !== c) {
      if (code[j] === escapeChar && j + 1 < code.length && (c === '"' || escapesInSingle)) {
        body += (c === '"' ? fix(run) : run) + code[j]! + code[j + 1]!;
        run = '';
        j += 2;
      } else {
        run += code[j]!;
        j++;
      }
    }
    body += c === '"' ? fix(run) : run;
    out += c + body + (j < code.length ? c : '');
    i = j + 1;
  }
  return out;
}

function decode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
