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
  const har = prepareHar(snippetHar(spec, options), language.id);
  // The HAR's query values and cookies are as sent (snippetHar): httpsnippet must keep them so.
  const snippet = new HTTPSnippet(har as unknown as ConstructorParameters<typeof HTTPSnippet>[0], { harIsAlreadyEncoded: true });
  const [code] = snippet.convert(language.target as Parameters<HTTPSnippet['convert']>[0], language.client, { indent: '  ' });
  if (typeof code !== 'string') throw new Error(`No snippet for ${language.label}`);
  return finishCode(code, language.id);
}

/** JS single-quoted literal content (httpsnippet's JS form and multipart lines insert values raw). */
const jsSingle = (s: string): string => s.replace(/[\\'\n\r\u2028\u2029]/g, (c) => (c === '\n' ? '\\n' : c === '\r' ? '\\r' : c === '\\' ? '\\\\' : c === "'" ? "\\'" : `\\u${c.charCodeAt(0).toString(16)}`));
/** C-style double-quoted literal content (C# form fields, Swift text bodies). */
const cDouble = (s: string): string => s.replace(/[\\"\n\r\t]/g, (c) => (c === '\n' ? '\\n' : c === '\r' ? '\\r' : c === '\t' ? '\\t' : `\\${c}`));

/** Per-language changes to the HAR where httpsnippet inserts a value without escaping it. */
function prepareHar(har: HarRequest, languageId: string): HarRequest {
  const params = (escape: (s: string) => string): HarRequest => {
    if (!har.postData?.params) return har;
    const escaped = har.postData.params.map((p) => ({
      ...p,
      name: escape(p.name),
      ...(p.value !== undefined ? { value: escape(p.value) } : {}),
      ...(p.fileName !== undefined ? { fileName: escape(p.fileName) } : {}),
    }));
    return { ...har, postData: { ...har.postData, params: escaped } };
  };
  switch (languageId) {
    case 'javascript':
      // Browser fetch writes form fields through stringify-object (escaped), multipart parts raw.
      return har.postData?.mimeType === 'multipart/form-data' ? params(jsSingle) : har;
    case 'node':
      return params(jsSingle);
    case 'csharp':
      return har.postData?.mimeType === 'application/x-www-form-urlencoded' ? params(cDouble) : har;
    case 'swift': {
      // Swift builds the query with URLQueryItem, which encodes the values itself: give it them decoded.
      const queryString = har.queryString.map((q) => ({ name: decode(q.name), value: decode(q.value) }));
      const text = har.postData?.text;
      const postData = har.postData && text !== undefined && !har.postData.params ? { ...har.postData, text: cDouble(text) } : har.postData;
      return { ...har, queryString, ...(postData ? { postData } : {}) };
    }
    case 'powershell': {
      // The body goes into a single-quoted string as it is (quotes are doubled there, including
      // the typographic ones PowerShell also accepts), and cookies would be tied to a Domain with
      // the port in it: send them as the Cookie header instead.
      const text = har.postData?.text;
      const postData = har.postData && text !== undefined ? { ...har.postData, text: text.replace(/['\u2018\u2019\u201a\u201b]/g, (q) => q + q) } : har.postData;
      const headers = har.cookies.length ? [...har.headers, { name: 'Cookie', value: har.cookies.map((c) => `${c.name}=${c.value}`).join('; ') }] : har.headers;
      return { ...har, headers, cookies: [], ...(postData ? { postData } : {}) };
    }
    default:
      return har;
  }
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
