import { describe, expect, it } from 'vitest';
import { defaultStatus, isNullBodyStatus, parseStatusCodes, pickStatus, responseKeyFor } from './status.js';
import { statusText } from '../response/reason-phrase.js';

describe('parseStatusCodes', () => {
  it.each([
    ['', [], []],
    ['404', [404], []],
    [' 200, 404 ,500 ', [200, 404, 500], []],
    ['200,,abc,99,600,1xx,100', [200], ['abc', '99', '600', '1xx', '100']],
  ] as const)('reads %j', (text, codes, invalid) => {
    expect(parseStatusCodes(text)).toEqual({ codes, invalid });
  });
});

describe('defaultStatus: the first 2xx, then default, then the first listed', () => {
  it.each([
    [['404', '201', '200'], 201, '201'],
    [['404', '2XX'], 200, '2XX'],
    [['404', 'default'], 200, 'default'],
    [['418', '500'], 418, '418'],
    [['4XX'], 400, '4XX'],
    [['101', '404'], 404, '404'],
    [[], 200, undefined],
  ] as const)('%j → %d', (keys, status, key) => {
    expect(defaultStatus(keys)).toEqual({ status, key });
  });
});

describe('pickStatus', () => {
  const codes = [200, 404, 500];
  it('first always takes the first code', () => {
    expect([0, 1, 2, 3].map((t) => pickStatus(codes, 'first', t, () => 0.99))).toEqual([200, 200, 200, 200]);
  });
  it('cycle walks the list in order and wraps', () => {
    expect([0, 1, 2, 3, 4].map((t) => pickStatus(codes, 'cycle', t, () => 0))).toEqual([200, 404, 500, 200, 404]);
  });
  it('random takes the code the random source points at', () => {
    expect([0, 0.34, 0.67, 0.999999].map((r) => pickStatus(codes, 'random', 0, () => r))).toEqual([200, 404, 500, 500]);
  });
  it('refuses an empty list with a clear error', () => {
    expect(() => pickStatus([], 'first', 0, Math.random)).toThrow(/at least one code/);
  });
});

describe('responseKeyFor: exact code, then its range, then default', () => {
  it.each([
    [['200', '2XX', 'default'], 200, '200'],
    [['200', '2XX', 'default'], 201, '2XX'],
    [['200', '2xx'], 204, '2xx'],
    [['200', 'default'], 503, 'default'],
    [['200'], 503, undefined],
  ] as const)('%j for %d', (keys, status, key) => {
    expect(responseKeyFor(keys, status)).toBe(key);
  });
});

describe('status helpers', () => {
  it('knows which statuses carry no body and names the common ones', () => {
    expect([200, 204, 205, 304, 404].map(isNullBodyStatus)).toEqual([false, true, true, true, false]);
    expect([200, 404, 418, 299].map(statusText)).toEqual(['OK', 'Not Found', "I'm a teapot", '']);
  });
});
