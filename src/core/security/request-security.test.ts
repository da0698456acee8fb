import { describe, expect, it } from 'vitest';
import { carriesCredentials, requestSecurity, satisfiedAlternative, type ExtraApiKey } from './request-security.js';
import type { AppliedSecurity, Credentials, RequirementGroup } from './required-security.js';
import type { SecuritySchemeView } from './scheme-types.js';

const scheme = (id: string, s: Partial<SecuritySchemeView>): SecuritySchemeView => ({ id, type: 'apiKey', description: '', flows: [], ...s });
const SCHEMES: SecuritySchemeView[] = [
  scheme('basic', { type: 'http', scheme: 'basic' }),
  scheme('bearer', { type: 'http', scheme: 'bearer' }),
  scheme('key', { type: 'apiKey', in: 'header', name: 'X-Key' }),
  scheme('qkey', { type: 'apiKey', in: 'query', name: 'k' }),
  scheme('tls', { type: 'mutualTLS' }),
];
const BASIC: Credentials = { basic: { kind: 'basic', username: 'u', password: 'p' } };
const KEY: Credentials = { key: { kind: 'value', value: 's' } };
const BOTH: Credentials = { ...KEY, qkey: { kind: 'value', value: 'q' } };
type Requirement = Record<string, string[]>[] | undefined;

describe('satisfiedAlternative', () => {
  it.each<[string, Requirement, Credentials, RequirementGroup | undefined]>([
    ['no requirement', undefined, BASIC, undefined],
    ['an empty requirement list (security: [])', [], BASIC, undefined],
    ['the first alternative the credentials satisfy', [{ bearer: [] }, { basic: [] }], BASIC, { schemes: [{ id: 'basic', scopes: [] }] }],
    ['an alternative needs all its schemes', [{ key: [], qkey: [] }, { key: [] }], KEY, { schemes: [{ id: 'key', scopes: [] }] }],
    [
      'both schemes held',
      [{ key: [], qkey: [] }],
      BOTH,
      {
        schemes: [
          { id: 'key', scopes: [] },
          { id: 'qkey', scopes: [] },
        ],
      },
    ],
    ['an empty alternative makes authentication optional', [{ basic: [] }, {}], {}, { schemes: [] }],
    ['mutualTLS needs nothing entered', [{ tls: [] }], {}, { schemes: [{ id: 'tls', scopes: [] }] }],
    ['an undefined scheme cannot be satisfied', [{ nowhere: [] }], { nowhere: { kind: 'value', value: 'x' } }, undefined],
    ['nothing entered', [{ basic: [] }], {}, undefined],
  ])('%s', (_name, security, credentials, expected) => {
    expect(satisfiedAlternative(security, credentials, SCHEMES)).toEqual(expected);
  });
});

describe('requestSecurity', () => {
  const extra: ExtraApiKey = { name: 'X-Extra', in: 'header', value: 'e' };
  it.each<[string, Requirement, Credentials, ExtraApiKey | undefined, AppliedSecurity]>([
    ['nothing', [{ basic: [] }], {}, undefined, { headers: [], query: [], cookies: [] }],
    ['the satisfied alternative', [{ bearer: [] }, { key: [] }], KEY, undefined, { headers: [['X-Key', 's']], query: [], cookies: [] }],
    ['the extra key in a header, with no requirement', undefined, {}, extra, { headers: [['X-Extra', 'e']], query: [], cookies: [] }],
    [
      'the extra key in the query, after the scheme ones',
      [{ qkey: [] }],
      BOTH,
      { name: 'api_key', in: 'query', value: 'x' },
      {
        headers: [],
        query: [
          ['k', 'q'],
          ['api_key', 'x'],
        ],
        cookies: [],
      },
    ],
    ['an extra key without a value is not sent', undefined, {}, { ...extra, value: '' }, { headers: [], query: [], cookies: [] }],
  ])('%s', (_name, security, credentials, extraKey, expected) => {
    expect(requestSecurity(security, credentials, SCHEMES, extraKey)).toEqual(expected);
  });
});

describe('carriesCredentials', () => {
  it.each<[string, AppliedSecurity, boolean]>([
    ['nothing', { headers: [], query: [], cookies: [] }, false],
    ['only problems', { headers: [], query: [], cookies: [], problems: ['x'] }, false],
    ['a header', { headers: [['Authorization', 'Basic x']], query: [], cookies: [] }, true],
    ['a query key', { headers: [], query: [['k', 'v']], cookies: [] }, true],
    ['a cookie', { headers: [], query: [], cookies: ['c=1'] }, true],
  ])('%s: %s', (_name, applied, expected) => {
    expect(carriesCredentials(applied)).toBe(expected);
  });
});
