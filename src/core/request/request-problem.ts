// What is wrong with what was entered in the TRY console, as data: the console words it in the
// interface's language (src/ui/try/request-problem-text.ts), and `requestProblemText` is the
// English that core functions return as their `error` strings (tests, logs, Node callers).

import { httpNameIssueText, type HttpNameIssue } from './http-name.js';

/** What stands where a JSON text fails: the end, a line break, a tab, a control as `U+0001`, or the text itself quoted (`'x'`, `'undefined'`). */
export type JsonFound = { kind: 'end' } | { kind: 'line-break' } | { kind: 'tab' } | { kind: 'text'; text: string };

/**
 * What the JSON scanner expected; `p` and `q` are the punctuation it names, quoted (`']'`, `'-'`).
 * `value-or-close`: a value or `p`; `key-or-close`: a property name or `p`; `colon`: `p` after the
 * property name; `comma-after-value` / `comma-after-item`: `p` or `q` after a property value / an
 * array item; `close-string`: `p` to close the string; `digit-after`: a digit after `p`.
 */
export type JsonWanted =
  | { kind: 'value' }
  | { kind: 'value-or-close'; p: string }
  | { kind: 'key-or-close'; p: string }
  | { kind: 'key' }
  | { kind: 'colon'; p: string }
  | { kind: 'comma-after-value'; p: string; q: string }
  | { kind: 'comma-after-item'; p: string; q: string }
  | { kind: 'end' }
  | { kind: 'close-string'; p: string }
  | { kind: 'digit-after'; p: string }
  | { kind: 'digit-exponent' };

/** Why a JSON text is not JSON (RFC 8259), at a place the caller knows. */
export type JsonSyntaxProblem =
  | { kind: 'expected'; wanted: JsonWanted; found: JsonFound; singleQuote?: boolean }
  | { kind: 'control-in-string'; found: JsonFound }
  | { kind: 'bad-escape'; found: JsonFound }
  | { kind: 'leading-zero' };

/** What keeps the entered parameters or body from making a request. `name`s are the description's; `detail`s are the engine's JSON.parse message. */
export type RequestProblem =
  | { kind: 'http-name'; issue: HttpNameIssue }
  | { kind: 'required'; name: string }
  | { kind: 'not-json'; name: string; detail: string }
  | { kind: 'body-required' }
  | { kind: 'choose-file' }
  | { kind: 'enter-body' }
  | { kind: 'fields-not-object'; detail: string }
  | { kind: 'missing-fields'; names: string[] }
  | { kind: 'not-text-or-file'; mediaType: string }
  | { kind: 'form-needs-fields' }
  | { kind: 'multipart-needs-fields' }
  | { kind: 'json-syntax'; line: number; column: number; syntax: JsonSyntaxProblem };

/** How a caller words a RequestProblem: requestProblemText in English, the console's `msg` in the interface's language. */
export type DescribeRequestProblem = (problem: RequestProblem) => string;

function foundText(found: JsonFound): string {
  switch (found.kind) {
    case 'end':
      return 'the end of the text';
    case 'line-break':
      return 'a line break';
    case 'tab':
      return 'a tab';
    case 'text':
      return found.text;
  }
}

function wantedText(w: JsonWanted): string {
  switch (w.kind) {
    case 'value':
      return 'a value';
    case 'value-or-close':
      return `a value or ${w.p}`;
    case 'key-or-close':
      return `a property name in double quotes or ${w.p}`;
    case 'key':
      return 'a property name in double quotes';
    case 'colon':
      return `${w.p} after the property name`;
    case 'comma-after-value':
      return `${w.p} or ${w.q} after the property value`;
    case 'comma-after-item':
      return `${w.p} or ${w.q} after the array item`;
    case 'end':
      return 'the end of the text after the JSON value';
    case 'close-string':
      return `${w.p} to close the string`;
    case 'digit-after':
      return `a digit after ${w.p}`;
    case 'digit-exponent':
      return 'a digit in the exponent';
  }
}

/** The English of a JsonSyntaxProblem: "expected a value, found 'undefined'". */
export function jsonSyntaxText(p: JsonSyntaxProblem): string {
  switch (p.kind) {
    case 'expected':
      return `expected ${wantedText(p.wanted)}, found ${foundText(p.found)}${p.singleQuote ? ' (JSON strings use double quotes)' : ''}`;
    case 'control-in-string':
      return `a string cannot contain ${foundText(p.found)}; escape it (\\n, \\t, \\u0000)`;
    case 'bad-escape':
      return `invalid escape ${foundText(p.found)} in a string`;
    case 'leading-zero':
      return 'a number cannot have a leading zero';
  }
}

/** The English of a RequestProblem, as core functions have always written it. */
export function requestProblemText(p: RequestProblem): string {
  switch (p.kind) {
    case 'http-name':
      return httpNameIssueText(p.issue);
    case 'required':
      return `${p.name} is required`;
    case 'not-json':
      return `${p.name}: not valid JSON (${p.detail})`;
    case 'body-required':
      return 'The request body is required.';
    case 'choose-file':
      return 'Choose a file to upload.';
    case 'enter-body':
      return 'Enter the request body.';
    case 'fields-not-object':
      return `The fields must be a JSON object (${p.detail}).`;
    case 'missing-fields':
      return `Required: ${p.names.join(', ')}.`;
    case 'not-text-or-file':
      return `A ${p.mediaType} body must be text or a file.`;
    case 'form-needs-fields':
      return 'A form body needs named fields.';
    case 'multipart-needs-fields':
      return 'A multipart body needs named fields.';
    case 'json-syntax':
      return `line ${p.line}, column ${p.column}: ${jsonSyntaxText(p.syntax)}`;
  }
}
