// yamlPosition: where a JSON pointer's node is written in block-style YAML.
import { describe, expect, it } from 'vitest';
import { yamlPosition } from '../../src/cli/yaml-position.mjs';

const TEXT = `openapi: 3.2.0
info:
  title: T   # a comment
  version: "1"
paths:
  /pets/{id}:
    get:
      parameters:
        - name: id
          in: path
        - $ref: '#/components/parameters/Limit'
      responses:
        '200': { description: ok }
components:
  parameters:
    Limit:
      name: limit
      in: query
      allowReserved: true
tags:
- name: a
- name: b
  summary: B
`;

describe('yamlPosition', () => {
  const cases: [string[], { line: number; column: number } | undefined][] = [
    [['openapi'], { line: 1, column: 1 }],
    [['info', 'version'], { line: 4, column: 3 }],
    [['paths', '/pets/{id}', 'get'], { line: 7, column: 5 }],
    [['paths', '/pets/{id}', 'get', 'parameters', '0'], { line: 9, column: 9 }],
    [['paths', '/pets/{id}', 'get', 'parameters', '0', 'name'], { line: 9, column: 11 }],
    [['paths', '/pets/{id}', 'get', 'parameters', '0', 'in'], { line: 10, column: 11 }],
    [['paths', '/pets/{id}', 'get', 'parameters', '1', '$ref'], { line: 11, column: 11 }],
    [['paths', '/pets/{id}', 'get', 'responses', '200'], { line: 13, column: 9 }],
    // Inside a flow mapping: the nearest key found.
    [['paths', '/pets/{id}', 'get', 'responses', '200', 'description'], { line: 13, column: 9 }],
    [['components', 'parameters', 'Limit', 'allowReserved'], { line: 19, column: 7 }],
    [['tags', '1', 'summary'], { line: 23, column: 3 }],
    [['tags', '1'], { line: 22, column: 1 }],
    [['nope'], undefined],
    [['info', 'nope'], { line: 2, column: 1 }],
  ];
  it.each(cases)('%j → %j', (segments, expected) => {
    expect(yamlPosition(TEXT, segments)).toEqual(expected);
  });
});
