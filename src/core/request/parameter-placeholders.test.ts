import { describe, expect, it } from 'vitest';
import type { FieldInput } from '../input/field-input.js';
import type { ParameterView, SchemaNode } from '../model/types.js';
import { assembleRequest } from './assemble-request.js';
import { toCurl } from './curl.js';
import { exampleParameterInputs, parameterPlaceholder, revealPlaceholders } from './parameter-placeholders.js';

const schema = (...types: string[]): SchemaNode => ({ type: types.join(' | '), types }) as unknown as SchemaNode;
const param = (name: string, where: string, types: string[], required = true): ParameterView => ({
  name,
  in: where,
  required,
  deprecated: false,
  description: '',
  schema: schema(...types),
});

describe('parameterPlaceholder', () => {
  const table: [string, ParameterView, string][] = [
    ['names a path parameter', param('ServiceSid', 'path', ['string']), '<ServiceSid>'],
    ['names a query parameter by its type', param('limit', 'query', ['integer']), '<integer>'],
    ['skips null in a 3.1 type list', param('when', 'header', ['null', 'number']), '<number>'],
    ['says string for a parameter without a type', { ...param('x', 'query', []), schema: undefined }, '<string>'],
    ['names an array parameter by its type', param('ids', 'query', ['array']), '<array>'],
  ];
  for (const [name, p, text] of table) it(`${name}: ${text}`, () => expect(parameterPlaceholder(p)).toBe(text));
});

describe('exampleParameterInputs', () => {
  const params = [
    param('ServiceSid', 'path', ['string']),
    param('Sid', 'path', ['string']),
    param('limit', 'query', ['integer']),
    param('page', 'query', ['integer'], false),
    param('X-Trace', 'header', ['string']),
  ];
  const run = (values: Record<string, FieldInput>): string => {
    const { inputs, placeholders } = exampleParameterInputs(params, values);
    const { spec } = assembleRequest({ method: 'get', serverUrl: 'https://api.test', path: '/Services/{ServiceSid}/Items/{Sid}', parameters: inputs });
    return revealPlaceholders(toCurl(spec), placeholders);
  };

  it('shows the whole request with placeholders when no input has a value', () => {
    expect(run({})).toBe("curl 'https://api.test/Services/<ServiceSid>/Items/<Sid>?limit=<integer>' -H 'X-Trace: <string>'");
  });

  it('puts the values given in place of their placeholders', () => {
    expect(run({ 'path:ServiceSid': 'IS123', 'query:limit': '5', 'query:page': '2' })).toBe("curl 'https://api.test/Services/IS123/Items/<Sid>?limit=5&page=2' -H 'X-Trace: <string>'");
  });

  it('lists each placeholder once', () => {
    expect(exampleParameterInputs(params, {}).placeholders).toEqual(['<ServiceSid>', '<Sid>', '<integer>', '<string>']);
  });
});

describe('revealPlaceholders', () => {
  it('writes percent-encoded placeholders as they are, and nothing else', () => {
    expect(revealPlaceholders("fetch('https://a.test/x/%3CId%3E?q=%3Cstring%3E&r=%3Cother%3E')", ['<Id>', '<string>'])).toBe("fetch('https://a.test/x/<Id>?q=<string>&r=%3Cother%3E')");
  });
});
