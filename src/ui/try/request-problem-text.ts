import '../../core/i18n/en/try.js';
import { printable, type HttpNameIssue } from '../../core/request/http-name.js';
import type { UnsendableIssue } from '../../core/request/http-name.js';
import type { JsonFound, JsonSyntaxProblem, RequestProblem } from '../../core/request/request-problem.js';
import { msg } from '../shared/msg.js';
import { listText } from '../shared/list-text.js';

/** An HttpNameIssue in the interface's language: "`x bad` is not a valid HTTP header name and cannot be sent". */
export function httpNameIssueMessage(issue: HttpNameIssue): string {
  return msg('try.nameProblem', { kind: issue.kind, name: printable(issue.name) });
}

/** An UnsendableIssue in the interface's language (unsendableText is its English); an API key's scheme name leads, as in English. */
export function unsendableMessage(u: UnsendableIssue): string {
  if (u.kind === 'value') return msg('try.valueProblem', { kind: `${u.in}-${u.issue}`, name: printable(u.name) });
  const text = httpNameIssueMessage(u.issue);
  return u.scheme !== undefined ? `${u.scheme}: ${text}` : text;
}

function found(f: JsonFound): string {
  return msg('try.jsonFound', { kind: f.kind, text: f.kind === 'text' ? f.text : '' });
}

function jsonSyntaxMessage(p: JsonSyntaxProblem): string {
  switch (p.kind) {
    case 'expected': {
      const w = p.wanted;
      const wanted = msg('try.jsonWanted', { kind: w.kind, p: 'p' in w ? w.p : '', q: 'q' in w ? w.q : '' });
      const values = { wanted, found: found(p.found) };
      return p.singleQuote ? msg('try.jsonExpectedQuote', values) : msg('try.jsonExpected', values);
    }
    case 'control-in-string':
      return msg('try.jsonControl', { found: found(p.found) });
    case 'bad-escape':
      return msg('try.jsonBadEscape', { found: found(p.found) });
    case 'leading-zero':
      return msg('try.jsonLeadingZero');
  }
}

/** A RequestProblem in the interface's language (requestProblemText is its English). */
export function requestProblemMessage(p: RequestProblem): string {
  switch (p.kind) {
    case 'http-name':
      return httpNameIssueMessage(p.issue);
    case 'required':
      return msg('try.required', { name: p.name });
    case 'not-json':
      return msg('try.notJson', { name: p.name, detail: p.detail });
    case 'body-required':
      return msg('try.bodyRequired');
    case 'choose-file':
      return msg('try.chooseFile');
    case 'enter-body':
      return msg('try.enterBody');
    case 'fields-not-object':
      return msg('try.fieldsNotObject', { detail: p.detail });
    case 'missing-fields':
      return msg('try.missingFields', { names: listText(p.names) });
    case 'not-text-or-file':
      return msg('try.notTextOrFile', { mediaType: p.mediaType });
    case 'form-needs-fields':
      return msg('try.formNeedsFields');
    case 'multipart-needs-fields':
      return msg('try.multipartNeedsFields');
    case 'json-syntax':
      // Line and column as digits, as an editor shows them.
      return msg('try.jsonAt', { line: String(p.line), column: String(p.column), problem: jsonSyntaxMessage(p.syntax) });
  }
}
