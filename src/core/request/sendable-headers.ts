import { headerValueIssue, httpNameIssue, unsendableText, type UnsendableIssue } from './http-name.js';

/**
 * The headers of `headers` that Fetch can carry, and why each other one was left out. The last
 * line of defence before `new Headers`: a name that is not a token, or a value with a line
 * break, a NUL or a character past U+00FF, makes Fetch throw, so those never reach it. In the
 * `Cookie` header each `name=value` piece is checked on its own (a page puts them in the
 * cookie jar one by one), and only the pieces with an invalid cookie name are left out.
 * `problems` are the English of `issues`.
 */
export function sendableHeaders(headers: readonly (readonly [string, string])[]): { headers: [string, string][]; problems: string[]; issues: UnsendableIssue[] } {
  const kept: [string, string][] = [];
  const issues: UnsendableIssue[] = [];
  for (const [name, value] of headers) {
    const nameIssue = httpNameIssue(name, 'header');
    if (nameIssue) {
      issues.push({ kind: 'name', issue: nameIssue });
      continue;
    }
    if (name.toLowerCase() === 'cookie') {
      const pieces = cookiePieces(value).filter((piece) => {
        const eq = piece.indexOf('=');
        const cookie = eq === -1 ? piece : piece.slice(0, eq);
        const cookieIssue = httpNameIssue(cookie, 'cookie');
        const valueIssue = headerValueIssue(piece);
        const issue: UnsendableIssue | undefined = cookieIssue ? { kind: 'name', issue: cookieIssue } : valueIssue && { kind: 'value', in: 'cookie', name: cookie, issue: valueIssue };
        if (issue) issues.push(issue);
        return !issue;
      });
      if (pieces.length) kept.push([name, pieces.join('; ')]);
      continue;
    }
    const valueIssue = headerValueIssue(value);
    if (valueIssue) {
      issues.push({ kind: 'value', in: 'header', name, issue: valueIssue });
      continue;
    }
    kept.push([name, value]);
  }
  return { headers: kept, problems: issues.map(unsendableText), issues };
}

function cookiePieces(header: string): string[] {
  return header
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean);
}
