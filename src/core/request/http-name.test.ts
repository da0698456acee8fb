import { describe, expect, it } from 'vitest';
import {
  headerValueIssue,
  headerValueProblem,
  httpNameIssue,
  httpNameIssueText,
  httpNameProblem,
  isHttpToken,
  parameterNameIssue,
  parameterNameProblem,
  type HeaderValueIssue,
} from './http-name.js';

describe('httpNameProblem', () => {
  it.each(['X-Api-Key', 'x_api_key', 'Accept', "a!#$%&'*+-.^_`|~9", 'session'])('accepts the token %j', (name) => {
    expect(isHttpToken(name)).toBe(true);
    expect(httpNameProblem(name, 'header')).toBeUndefined();
    expect(httpNameProblem(name, 'cookie')).toBeUndefined();
  });

  it.each([
    ['x bad name', '`x bad name` is not a valid HTTP header name and cannot be sent'],
    ['', '`` is not a valid HTTP header name and cannot be sent'],
    ['Übersicht', '`Übersicht` is not a valid HTTP header name and cannot be sent'],
    ['x\r\nSet-Cookie: a=b', '`x\\u000d\\u000aSet-Cookie: a=b` is not a valid HTTP header name and cannot be sent'],
    ['<img src=x onerror=alert(1)>', '`<img src=x onerror=alert(1)>` is not a valid HTTP header name and cannot be sent'],
    ['a:b', '`a:b` is not a valid HTTP header name and cannot be sent'],
    ['a"b', '`a"b` is not a valid HTTP header name and cannot be sent'],
    ['tab\there', '`tab\\u0009here` is not a valid HTTP header name and cannot be sent'],
  ])('refuses the header name %j', (name, message) => {
    expect(isHttpToken(name)).toBe(false);
    expect(httpNameProblem(name, 'header')).toBe(message);
  });

  it('says cookie for cookie names', () => {
    expect(httpNameProblem('a=b', 'cookie')).toBe('`a=b` is not a valid cookie name and cannot be sent');
    expect(httpNameProblem('a;b', 'cookie')).toBe('`a;b` is not a valid cookie name and cannot be sent');
  });

  it('cuts very long names in the message', () => {
    const m = httpNameProblem(' '.repeat(500), 'header') ?? '';
    expect(m.length).toBeLessThan(140);
    expect(m).toContain('…');
  });
});

describe('headerValueProblem', () => {
  it.each(['plain', ' spaced ', 'ünïcödé', 'a\tb', ''])('accepts %j', (v) => expect(headerValueProblem(v)).toBeUndefined());
  it.each(['a\r\nb', 'a\nb', 'a\rb', 'a\u0000b'])('refuses %j', (v) => expect(headerValueProblem(v)).toMatch(/cannot be sent in a header/));
  it.each(['日本', 'emoji 🙂', 'a\u0100'])('refuses %j: not Latin-1', (v) => expect(headerValueProblem(v)).toMatch(/only Latin-1/));
});

describe('parameterNameProblem', () => {
  it.each<[string, string, string | undefined]>([
    ['x bad name', 'header', '`x bad name` is not a valid HTTP header name and cannot be sent'],
    ['X-Ok', 'header', undefined],
    ['a=b', 'cookie', '`a=b` is not a valid cookie name and cannot be sent'],
    ['Übersicht', 'cookie', '`Übersicht` is not a valid cookie name and cannot be sent'],
    ['session', 'cookie', undefined],
    // Percent-encoded or escaped on the way: any name can be sent.
    ['x bad name', 'query', undefined],
    ['<b>ü\n</b>', 'path', undefined],
    ['a "quoted" name', 'formData', undefined],
  ])('%j in %s: %j', (name, location, problem) => {
    expect(parameterNameProblem(name, location)).toBe(problem);
  });
});

describe('the structured issues behind the messages', () => {
  it.each<[string, string, ReturnType<typeof parameterNameIssue>]>([
    ['x bad', 'header', { kind: 'header', name: 'x bad' }],
    ['a=b', 'cookie', { kind: 'cookie', name: 'a=b' }],
    ['X-Ok', 'header', undefined],
    ['x bad', 'query', undefined],
    ['x bad', 'path', undefined],
  ])('parameterNameIssue(%j, %s)', (name, location, issue) => {
    expect(parameterNameIssue(name, location)).toEqual(issue);
    expect(parameterNameProblem(name, location)).toBe(issue && httpNameIssueText(issue));
  });

  it.each<[string, HeaderValueIssue | undefined, string | undefined]>([
    ['plain', undefined, undefined],
    ['a\nb', 'line-break', 'contains a line break or a NUL character and cannot be sent in a header'],
    ['a\u0000b', 'line-break', 'contains a line break or a NUL character and cannot be sent in a header'],
    ['€', 'not-latin1', 'contains characters that a header cannot carry (only Latin-1); encode the value first'],
  ])('headerValueIssue(%j)', (value, issue, english) => {
    expect(headerValueIssue(value)).toBe(issue);
    expect(headerValueProblem(value)).toBe(english);
  });

  it('names the header or the cookie in English', () => {
    expect(httpNameIssue('x y', 'header')).toEqual({ kind: 'header', name: 'x y' });
    expect(httpNameIssueText({ kind: 'cookie', name: 'a\tb' })).toBe('`a\\u0009b` is not a valid cookie name and cannot be sent');
  });
});
