import { headerValueProblem, httpNameProblem, printable } from './http-name.js';

/**
 * The headers of `headers` that Fetch can carry, and why each other one was left out. The last
 * line of defence before `new Headers`: a name that is not a token, or a value with a line
 * break, a NUL or a character past U+00FF, makes Fetch throw, so those never reach it. In the
 * `Cookie` header each `name=value` piece is checked on its own (a page puts them in the
 * cookie jar one by one), and only the pieces with an invalid cookie name are left out.
 */
export function sendableHeaders(headers: readonly (readonly [string, string])[]): { headers: [string, string][]; problems: string[] } {
  const kept: [string, string][] = [];
  const problems: string[] = [];
  for (const [name, value] of headers) {
    const nameProblem = httpNameProblem(name, 'header');
    if (nameProblem) {
      problems.push(nameProblem);
      continue;
    }
    if (name.toLowerCase() === 'cookie') {
      const pieces = cookiePieces(value).filter((piece) => {
        const eq = piece.indexOf('=');
        const cookie = eq === -1 ? piece : piece.slice(0, eq);
        const valueProblem = headerValueProblem(piece);
        const problem = httpNameProblem(cookie, 'cookie') ?? (valueProblem && `The value of the cookie \`${printable(cookie)}\` ${valueProblem}`);
        if (problem) problems.push(problem);
        return !problem;
      });
      if (pieces.length) kept.push([name, pieces.join('; ')]);
      continue;
    }
    const valueProblem = headerValueProblem(value);
    if (valueProblem) {
      problems.push(`The value of the header \`${printable(name)}\` ${valueProblem}`);
      continue;
    }
    kept.push([name, value]);
  }
  return { headers: kept, problems };
}

function cookiePieces(header: string): string[] {
  return header
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean);
}
