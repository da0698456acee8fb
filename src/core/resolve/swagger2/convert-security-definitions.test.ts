import { describe, expect, it } from 'vitest';
import type { JsonObject, Problem } from '../../types.js';
import { createContext } from './context.js';
import { convertSecurityDefinitions, convertSecurityScheme } from './convert-security-definitions.js';

const scopes = { read: 'Read' };

// Swagger 2.0 Security Scheme Object → OpenAPI 3.0 Security Scheme Object.
describe('convertSecurityScheme', () => {
  it.each<[string, JsonObject, JsonObject]>([
    ['basic becomes http basic', { type: 'basic', description: 'd' }, { type: 'http', scheme: 'basic', description: 'd' }],
    ['an API key is unchanged', { type: 'apiKey', name: 'X-Key', in: 'header' }, { type: 'apiKey', name: 'X-Key', in: 'header' }],
    [
      'implicit',
      { type: 'oauth2', flow: 'implicit', authorizationUrl: 'https://a', tokenUrl: 'https://t', scopes },
      { type: 'oauth2', flows: { implicit: { authorizationUrl: 'https://a', scopes } } },
    ],
    ['password', { type: 'oauth2', flow: 'password', tokenUrl: 'https://t', scopes }, { type: 'oauth2', flows: { password: { tokenUrl: 'https://t', scopes } } }],
    [
      'application is clientCredentials',
      { type: 'oauth2', flow: 'application', authorizationUrl: 'https://a', tokenUrl: 'https://t', scopes },
      {
        type: 'oauth2',
        flows: { clientCredentials: { tokenUrl: 'https://t', scopes } },
      },
    ],
    [
      'accessCode is authorizationCode',
      { type: 'oauth2', flow: 'accessCode', authorizationUrl: 'https://a', tokenUrl: 'https://t', scopes },
      {
        type: 'oauth2',
        flows: { authorizationCode: { authorizationUrl: 'https://a', tokenUrl: 'https://t', scopes } },
      },
    ],
    ['no scopes become empty scopes', { type: 'oauth2', flow: 'password', tokenUrl: 'https://t' }, { type: 'oauth2', flows: { password: { tokenUrl: 'https://t', scopes: {} } } }],
    [
      'extensions are kept',
      { type: 'oauth2', flow: 'password', tokenUrl: 'https://t', scopes, 'x-client-id': 'c' },
      {
        type: 'oauth2',
        flows: { password: { tokenUrl: 'https://t', scopes } },
        'x-client-id': 'c',
      },
    ],
  ])('%s', (_name, scheme, expected) => {
    const problems: Problem[] = [];
    expect(convertSecurityScheme(scheme, createContext({}, problems), '/securityDefinitions/s')).toEqual(expected);
    expect(problems).toEqual([]);
  });

  it.each<[string, JsonObject]>([
    ['a missing flow', { type: 'oauth2', scopes }],
    ['an unknown flow', { type: 'oauth2', flow: 'device', scopes }],
    ['a prototype key as flow', { type: 'oauth2', flow: 'constructor', scopes }],
  ])('copies the scheme unconverted and says so for %s', (_name, scheme) => {
    const problems: Problem[] = [];
    expect(convertSecurityScheme(scheme, createContext({}, problems), '/securityDefinitions/s')).toEqual(scheme);
    expect(problems).toEqual([
      {
        pointer: '/securityDefinitions/s/flow',
        message: 'OAuth 2.0 `flow` is missing or unknown; the scheme was copied unconverted',
        detail: { what: 'swagger2', notice: 'oauth-flow-unknown' },
      },
    ]);
  });
});

describe('convertSecurityDefinitions', () => {
  it('converts each definition and reports one that is no object', () => {
    const problems: Problem[] = [];
    const out = convertSecurityDefinitions({ b: { type: 'basic' }, bad: 'x' }, createContext({}, problems));
    expect(out).toEqual({ b: { type: 'http', scheme: 'basic' } });
    expect(problems).toEqual([
      {
        pointer: '/securityDefinitions/bad',
        message: 'Security definition "bad" is not an object; it was skipped',
        detail: { what: 'swagger2', notice: 'security-definition-not-object', name: 'bad' },
      },
    ]);
  });
});
