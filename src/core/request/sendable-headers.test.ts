import { describe, expect, it } from 'vitest';
import { unsendableText, type UnsendableIssue } from './http-name.js';
import { sendableHeaders } from './sendable-headers.js';

describe('sendableHeaders', () => {
  it.each<[string, [string, string][], [string, string][], string[]]>([
    [
      'keeps valid headers in order',
      [
        ['X-A', '1'],
        ['Accept', 'a/b'],
        ['X-Empty', ''],
      ],
      [
        ['X-A', '1'],
        ['Accept', 'a/b'],
        ['X-Empty', ''],
      ],
      [],
    ],
    [
      'leaves out a name with a space',
      [
        ['x bad name', 'v'],
        ['X-A', '1'],
      ],
      [['X-A', '1']],
      ['`x bad name` is not a valid HTTP header name and cannot be sent'],
    ],
    ['leaves out non-ASCII names', [['Größe', '1']], [], ['`Größe` is not a valid HTTP header name and cannot be sent']],
    ['leaves out a name with a line break (header injection)', [['X\r\nSet-Cookie: a', '1']], [], ['`X\\u000d\\u000aSet-Cookie: a` is not a valid HTTP header name and cannot be sent']],
    ['leaves out markup', [['<img src=x onerror=alert(1)>', '1']], [], ['`<img src=x onerror=alert(1)>` is not a valid HTTP header name and cannot be sent']],
    ['leaves out a value with a line break', [['X-Key', 'a\nb']], [], ['The value of the header `X-Key` contains a line break or a NUL character and cannot be sent in a header']],
    ['leaves out a value past Latin-1', [['X-Key', '日本']], [], ['The value of the header `X-Key` contains characters that a header cannot carry (only Latin-1); encode the value first']],
    ['keeps Latin-1 values', [['X-Key', 'café']], [['X-Key', 'café']], []],
    ['keeps the valid cookies of a Cookie header', [['Cookie', 'a=1; x bad=2; b=3']], [['Cookie', 'a=1; b=3']], ['`x bad` is not a valid cookie name and cannot be sent']],
    ['drops a Cookie header with no valid cookie', [['Cookie', '(x)=1']], [], ['`(x)` is not a valid cookie name and cannot be sent']],
  ])('%s', (_, input, kept, problems) => {
    const r = sendableHeaders(input);
    expect(r.headers).toEqual(kept);
    expect(r.problems).toEqual(problems);
    expect(r.issues.map(unsendableText)).toEqual(problems);
  });

  it.each<[string, [string, string][], UnsendableIssue[]]>([
    ['a bad header name', [['x bad', 'v']], [{ kind: 'name', issue: { kind: 'header', name: 'x bad' } }]],
    ['a bad cookie name', [['Cookie', 'a=1; x bad=2']], [{ kind: 'name', issue: { kind: 'cookie', name: 'x bad' } }]],
    ['a header value with a line break', [['X-Key', 'a\nb']], [{ kind: 'value', in: 'header', name: 'X-Key', issue: 'line-break' }]],
    ['a cookie value past Latin-1', [['Cookie', 'a=日本']], [{ kind: 'value', in: 'cookie', name: 'a', issue: 'not-latin1' }]],
  ])('gives %s as data', (_, input, issues) => {
    expect(sendableHeaders(input).issues).toEqual(issues);
  });

  it('words an issue in English', () => {
    expect(unsendableText({ kind: 'name', issue: { kind: 'header', name: 'x y' }, scheme: 'key' })).toBe('key: `x y` is not a valid HTTP header name and cannot be sent');
    expect(unsendableText({ kind: 'value', in: 'cookie', name: 'a', issue: 'not-latin1' })).toBe(
      'The value of the cookie `a` contains characters that a header cannot carry (only Latin-1); encode the value first',
    );
  });

  it('never lets through what Headers refuses', () => {
    const names = ['x bad', 'ü', '', 'a:b', 'a\u0000', '(x)', 'X-Ok'];
    const values = ['ok', 'a\rb', '\u0100', 'é'];
    const input = names.flatMap((n) => values.map((v): [string, string] => [n, v]));
    // Node's Headers follows Fetch: the input throws, what is kept does not.
    expect(() => new Headers(input)).toThrow();
    const kept = sendableHeaders(input).headers;
    expect(kept.length).toBe(2);
    expect(() => new Headers(kept)).not.toThrow();
    for (const [name, value] of kept) {
      // The same rules as Fetch's Headers (RFC 9110 token; no CR, LF, NUL; byte strings).
      expect(name).toMatch(/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/);
      // eslint-disable-next-line no-control-regex -- NUL is one of the characters Fetch refuses
      expect(value).not.toMatch(/[\r\n\u0000\u0100-\uffff]/);
    }
  });
});
