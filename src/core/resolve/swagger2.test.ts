import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import type { JsonObject, Problem } from '../types.js';
import { getAtPointer } from './pointer.js';
import { convertSwagger2 } from './swagger2.js';
import { SPECS_URL } from '../../../test/support/file-fetcher.js';

const INFO = { title: 'Fixture', version: '1.0.0' };
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'];
/** Keys whose values are example data, where a `$ref` is text and need not resolve. */
const LITERAL_KEYS = new Set(['example', 'examples', 'x-example', 'x-examples', 'default', 'enum']);

/** Freezes a fixture all the way down, so any write to the input throws (test files are ES modules, so strict). */
function deepFreeze<T>(value: T, seen = new Set<unknown>()): T {
  if (typeof value === 'object' && value !== null && !seen.has(value)) {
    seen.add(value);
    for (const v of Object.values(value)) deepFreeze(v, seen);
    Object.freeze(value);
  }
  return value;
}

function convert(doc: JsonObject): { out: JsonObject; problems: Problem[] } {
  const problems: Problem[] = [];
  const out = convertSwagger2(deepFreeze(doc), problems);
  return { out, problems };
}

/** A minimal valid Swagger 2.0 description with the given root fields. */
function swagger(extra: JsonObject = {}): JsonObject {
  return { swagger: '2.0', info: INFO, paths: {}, ...extra };
}

const OK = { '200': { description: 'OK' } };

/** A description with one operation, `post /pets`, made of the given fields. */
function withOperation(op: JsonObject, root: JsonObject = {}): JsonObject {
  return swagger({ ...root, paths: { '/pets': { post: { responses: OK, ...op } } } });
}

/** Pointer to the one operation of `withOperation`. */
const OP = '/paths/~1pets/post';

/** Every `$ref` string outside literal example data, with where it is. */
function refsOf(node: unknown, at = '', out: Array<[string, string]> = []): Array<[string, string]> {
  if (Array.isArray(node)) node.forEach((n, i) => refsOf(n, `${at}/${i}`, out));
  else if (node !== null && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push([at, v]);
      else if (!LITERAL_KEYS.has(k)) refsOf(v, `${at}/${k}`, out);
    }
  }
  return out;
}

function countOperations(doc: JsonObject): number {
  const paths = doc.paths;
  if (paths === null || typeof paths !== 'object') return 0;
  let n = 0;
  for (const item of Object.values(paths)) {
    if (item !== null && typeof item === 'object') n += METHODS.filter((m) => Object.hasOwn(item, m)).length;
  }
  return n;
}

interface Case {
  name: string;
  doc: JsonObject;
  /** Pointer in the result → expected value (undefined: must be absent). */
  checks: Array<[string, unknown]>;
}

function runCases(cases: readonly Case[]): void {
  for (const c of cases) {
    it(c.name, () => {
      const { out, problems } = convert(c.doc);
      for (const [pointer, expected] of c.checks) expect(getAtPointer(out, pointer), pointer).toEqual(expected);
      expect(problems).toEqual([]);
    });
  }
}

describe('convertSwagger2: the root', () => {
  runCases([
    {
      name: 'declares openapi 3.0.3 and drops the swagger field',
      doc: swagger(),
      checks: [
        ['/openapi', '3.0.3'],
        ['/swagger', undefined],
      ],
    },
    {
      name: 'copies info, tags, externalDocs and security unchanged',
      doc: swagger({
        tags: [{ name: 'pet', description: 'Pets' }],
        externalDocs: { url: 'https://docs.example.com' },
        security: [{ api_key: [] }],
      }),
      checks: [
        ['/info', INFO],
        ['/tags', [{ name: 'pet', description: 'Pets' }]],
        ['/externalDocs', { url: 'https://docs.example.com' }],
        ['/security', [{ api_key: [] }]],
      ],
    },
    {
      name: 'keeps root extensions such as x-tagGroups and x-logo',
      doc: swagger({ 'x-tagGroups': [{ name: 'General', tags: ['pet'] }], 'x-logo': { url: 'logo.png' } }),
      checks: [
        ['/x-tagGroups', [{ name: 'General', tags: ['pet'] }]],
        ['/x-logo', { url: 'logo.png' }],
      ],
    },
    {
      name: 'keeps x-webhooks as they are',
      doc: swagger({ 'x-webhooks': { newPet: { post: { summary: 'New pet', responses: OK } } } }),
      checks: [['/x-webhooks', { newPet: { post: { summary: 'New pet', responses: OK } } }]],
    },
    {
      name: 'copies unrecognised root keys instead of dropping them',
      doc: swagger({ 'x-anything': { a: [1, 2] }, odd: 'kept' }),
      checks: [
        ['/x-anything', { a: [1, 2] }],
        ['/odd', 'kept'],
      ],
    },
  ]);
});

describe('convertSwagger2: servers', () => {
  runCases([
    {
      name: 'builds one server per scheme from host, basePath and schemes',
      doc: swagger({ host: 'api.example.com', basePath: '/v2', schemes: ['http', 'https'] }),
      checks: [
        ['/servers', [{ url: 'http://api.example.com/v2' }, { url: 'https://api.example.com/v2' }]],
        ['/host', undefined],
        ['/basePath', undefined],
        ['/schemes', undefined],
      ],
    },
    {
      name: 'uses https when a host is given without schemes',
      doc: swagger({ host: 'api.example.com', basePath: '/v1' }),
      checks: [['/servers', [{ url: 'https://api.example.com/v1' }]]],
    },
    {
      name: 'uses the basePath as a relative URL when there is no host',
      doc: swagger({ basePath: '/v1' }),
      checks: [['/servers', [{ url: '/v1' }]]],
    },
    {
      name: "uses '/' when there is neither host nor basePath",
      doc: swagger(),
      checks: [['/servers', [{ url: '/' }]]],
    },
    {
      name: 'does not end a server URL with a slash when basePath is /',
      doc: swagger({ host: 'api.example.com', basePath: '/', schemes: ['https'] }),
      checks: [['/servers', [{ url: 'https://api.example.com' }]]],
    },
    {
      name: 'takes a valid x-servers list as the servers',
      doc: swagger({
        host: 'ignored.example.com',
        'x-servers': [{ url: '//petstore.swagger.io/v2', description: 'Default server' }],
      }),
      checks: [
        ['/servers', [{ url: '//petstore.swagger.io/v2', description: 'Default server' }]],
        ['/x-servers', undefined],
      ],
    },
    {
      name: 'ignores an x-servers list without URLs and keeps it as an extension',
      doc: swagger({ host: 'api.example.com', 'x-servers': [{ description: 'no url' }] }),
      checks: [
        ['/servers', [{ url: 'https://api.example.com' }]],
        ['/x-servers', [{ description: 'no url' }]],
      ],
    },
  ]);
});

describe('convertSwagger2: components', () => {
  runCases([
    {
      name: 'moves definitions to components.schemas',
      doc: swagger({ definitions: { Pet: { type: 'object', properties: { id: { type: 'integer' } } } } }),
      checks: [
        ['/components/schemas/Pet', { type: 'object', properties: { id: { type: 'integer' } } }],
        ['/definitions', undefined],
      ],
    },
    {
      name: 'moves a root query parameter to components.parameters with its value keywords in a schema',
      doc: swagger({
        parameters: { limit: { name: 'limit', in: 'query', description: 'max', type: 'integer', format: 'int32' } },
      }),
      checks: [
        ['/components/parameters/limit', { name: 'limit', in: 'query', description: 'max', schema: { type: 'integer', format: 'int32' } }],
        ['/parameters', undefined],
      ],
    },
    {
      name: 'turns a root body parameter into components.requestBodies using the root consumes',
      doc: swagger({
        consumes: ['application/xml'],
        definitions: { Pet: { type: 'object' } },
        parameters: {
          PetBody: { name: 'pet', in: 'body', required: true, description: 'A pet', schema: { $ref: '#/definitions/Pet' } },
        },
      }),
      checks: [
        [
          '/components/requestBodies/PetBody',
          {
            description: 'A pet',
            required: true,
            content: { 'application/xml': { schema: { $ref: '#/components/schemas/Pet' } } },
          },
        ],
        ['/components/parameters', undefined],
      ],
    },
    {
      name: 'turns a root formData parameter into a form request body component',
      doc: swagger({ parameters: { upload: { name: 'file', in: 'formData', type: 'file' } } }),
      checks: [
        [
          '/components/requestBodies/upload',
          {
            content: {
              'multipart/form-data': {
                schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } },
              },
            },
          },
        ],
      ],
    },
    {
      name: 'moves root responses to components.responses with content per root produces',
      doc: swagger({
        produces: ['application/json'],
        definitions: { Error: { type: 'object' } },
        responses: { NotFound: { description: 'Not found', schema: { $ref: '#/definitions/Error' } } },
      }),
      checks: [
        [
          '/components/responses/NotFound',
          {
            description: 'Not found',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
          },
        ],
        ['/responses', undefined],
      ],
    },
    {
      name: 'turns a basic security definition into an http basic scheme, keeping description and extensions',
      doc: swagger({ securityDefinitions: { basicAuth: { type: 'basic', description: 'd', 'x-internal': true } } }),
      checks: [
        ['/components/securitySchemes/basicAuth', { type: 'http', scheme: 'basic', description: 'd', 'x-internal': true }],
        ['/securityDefinitions', undefined],
      ],
    },
    {
      name: 'keeps an apiKey security definition as it is',
      doc: swagger({ securityDefinitions: { api_key: { type: 'apiKey', name: 'api_key', in: 'header' } } }),
      checks: [['/components/securitySchemes/api_key', { type: 'apiKey', name: 'api_key', in: 'header' }]],
    },
    {
      name: 'leaves out components when there is nothing to put in them',
      doc: swagger({ definitions: {} }),
      checks: [['/components', undefined]],
    },
  ]);

  const AUTH = 'https://auth.example.com/authorize';
  const TOKEN = 'https://auth.example.com/token';
  const scopes = { 'read:pets': 'read your pets' };
  const flows: Array<[string, string, JsonObject, JsonObject]> = [
    ['implicit', 'implicit', { authorizationUrl: AUTH }, { authorizationUrl: AUTH, scopes }],
    ['password', 'password', { tokenUrl: TOKEN }, { tokenUrl: TOKEN, scopes }],
    ['application', 'clientCredentials', { tokenUrl: TOKEN }, { tokenUrl: TOKEN, scopes }],
    ['accessCode', 'authorizationCode', { authorizationUrl: AUTH, tokenUrl: TOKEN }, { authorizationUrl: AUTH, tokenUrl: TOKEN, scopes }],
  ];
  runCases(
    flows.map(([flow, flowName, urls, expected]) => ({
      name: `turns the oauth2 ${flow} flow into flows.${flowName}, keeping description and extensions`,
      doc: swagger({
        securityDefinitions: {
          oauth: { type: 'oauth2', flow, ...urls, scopes, description: 'OAuth', 'x-client-id': 'abc' },
        },
      }),
      checks: [['/components/securitySchemes/oauth', { type: 'oauth2', description: 'OAuth', 'x-client-id': 'abc', flows: { [flowName]: expected } }]],
    })),
  );
});

describe('convertSwagger2: references', () => {
  runCases([
    {
      name: 'rewrites #/definitions refs to #/components/schemas',
      doc: swagger({ definitions: { A: { properties: { b: { $ref: '#/definitions/B' } } }, B: { type: 'string' } } }),
      checks: [['/components/schemas/A/properties/b', { $ref: '#/components/schemas/B' }]],
    },
    {
      name: 'rewrites a ref to a root query parameter to #/components/parameters',
      doc: withOperation({ parameters: [{ $ref: '#/parameters/limit' }] }, { parameters: { limit: { name: 'limit', in: 'query', type: 'integer' } } }),
      checks: [[`${OP}/parameters`, [{ $ref: '#/components/parameters/limit' }]]],
    },
    {
      name: 'rewrites a response ref to #/components/responses and keeps it a ref',
      doc: withOperation({ responses: { '404': { $ref: '#/responses/NotFound' } } }, { responses: { NotFound: { description: 'Not found' } } }),
      checks: [[`${OP}/responses/404`, { $ref: '#/components/responses/NotFound' }]],
    },
    {
      name: 'points a ref to a root body parameter at #/components/requestBodies',
      doc: swagger({
        parameters: { PetBody: { name: 'pet', in: 'body', schema: { type: 'object' } } },
        'x-uses': { $ref: '#/parameters/PetBody' },
      }),
      checks: [['/x-uses', { $ref: '#/components/requestBodies/PetBody' }]],
    },
    {
      name: 'rewrites refs inside vendor extensions',
      doc: swagger({ definitions: { B: {} }, 'x-extra': { nested: [{ $ref: '#/definitions/B' }] } }),
      checks: [['/x-extra', { nested: [{ $ref: '#/components/schemas/B' }] }]],
    },
    {
      name: 'leaves refs inside example, x-example, examples, default and enum alone',
      doc: withOperation(
        {
          parameters: [{ name: 'q', in: 'query', type: 'string', 'x-example': { $ref: '#/definitions/B' } }],
          responses: {
            '200': {
              description: 'OK',
              schema: { type: 'object' },
              examples: { 'application/json': { $ref: '#/definitions/B' } },
            },
          },
        },
        {
          definitions: {
            B: {},
            A: {
              type: 'object',
              example: { $ref: '#/definitions/B' },
              default: { $ref: '#/definitions/B' },
              enum: [{ $ref: '#/definitions/B' }],
            },
          },
        },
      ),
      checks: [
        ['/components/schemas/A/example', { $ref: '#/definitions/B' }],
        ['/components/schemas/A/default', { $ref: '#/definitions/B' }],
        ['/components/schemas/A/enum', [{ $ref: '#/definitions/B' }]],
        [`${OP}/parameters/0/example`, { $ref: '#/definitions/B' }],
        [`${OP}/responses/200/content/application~1json/example`, { $ref: '#/definitions/B' }],
      ],
    },
    {
      name: 'treats properties named example and default as schemas, not as example data',
      doc: swagger({
        definitions: {
          B: {},
          A: { properties: { example: { $ref: '#/definitions/B' }, default: { $ref: '#/definitions/B' } } },
        },
      }),
      checks: [['/components/schemas/A/properties', { example: { $ref: '#/components/schemas/B' }, default: { $ref: '#/components/schemas/B' } }]],
    },
  ]);
});

describe('convertSwagger2: request bodies', () => {
  const petSchema = { $ref: '#/definitions/Pet' };
  const defs = { definitions: { Pet: { type: 'object' } } };
  runCases([
    {
      name: 'turns a body parameter into a requestBody with one content entry per consumes media type',
      doc: withOperation(
        {
          consumes: ['application/json', 'application/xml'],
          parameters: [{ in: 'body', name: 'pet', description: 'Pet to add', required: true, schema: petSchema, 'x-flag': 1 }],
        },
        defs,
      ),
      checks: [
        [
          `${OP}/requestBody`,
          {
            description: 'Pet to add',
            required: true,
            content: {
              'application/json': { schema: { $ref: '#/components/schemas/Pet' } },
              'application/xml': { schema: { $ref: '#/components/schemas/Pet' } },
            },
            'x-flag': 1,
          },
        ],
        [`${OP}/parameters`, undefined],
        [`${OP}/consumes`, undefined],
        [`${OP}/x-codegen-request-body-name`, 'pet'],
      ],
    },
    {
      name: 'falls back to the root consumes for a body parameter',
      doc: withOperation({ parameters: [{ in: 'body', name: 'b', schema: { type: 'string' } }] }, { consumes: ['text/plain'] }),
      checks: [[`${OP}/requestBody/content`, { 'text/plain': { schema: { type: 'string' } } }]],
    },
    {
      name: 'falls back to application/json when nothing declares consumes',
      doc: withOperation({ parameters: [{ in: 'body', name: 'b', schema: { type: 'string' } }] }),
      checks: [[`${OP}/requestBody/content`, { 'application/json': { schema: { type: 'string' } } }]],
    },
    {
      name: "inlines a ref to a root body parameter using the operation's consumes",
      doc: withOperation(
        { consumes: ['application/xml'], parameters: [{ $ref: '#/parameters/PetBody' }] },
        { ...defs, consumes: ['application/json'], parameters: { PetBody: { in: 'body', name: 'pet', schema: petSchema } } },
      ),
      checks: [
        [`${OP}/requestBody/content`, { 'application/xml': { schema: { $ref: '#/components/schemas/Pet' } } }],
        [`${OP}/parameters`, undefined],
      ],
    },
    {
      name: 'turns a formData file parameter into a multipart/form-data request body',
      doc: withOperation({
        parameters: [
          { in: 'formData', name: 'file', type: 'file', required: true, description: 'The file' },
          { in: 'formData', name: 'note', type: 'string', 'x-example': 'hello' },
        ],
      }),
      checks: [
        [
          `${OP}/requestBody`,
          {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  properties: {
                    file: { type: 'string', format: 'binary', description: 'The file' },
                    note: { type: 'string', example: 'hello' },
                  },
                  required: ['file'],
                },
              },
            },
          },
        ],
      ],
    },
    {
      name: 'sends formData fields without files as application/x-www-form-urlencoded',
      doc: withOperation({ parameters: [{ in: 'formData', name: 'name', type: 'string' }] }),
      checks: [
        [
          `${OP}/requestBody/content`,
          {
            'application/x-www-form-urlencoded': {
              schema: { type: 'object', properties: { name: { type: 'string' } } },
            },
          },
        ],
      ],
    },
    {
      name: 'uses multipart/form-data for formData fields when consumes lists it',
      doc: withOperation({
        consumes: ['multipart/form-data'],
        parameters: [{ in: 'formData', name: 'name', type: 'string' }],
      }),
      checks: [[`${OP}/requestBody/content`, { 'multipart/form-data': { schema: { type: 'object', properties: { name: { type: 'string' } } } } }]],
    },
    {
      name: 'serialises a csv formData array with form style and no explode',
      doc: withOperation({ parameters: [{ in: 'formData', name: 'ids', type: 'array', items: { type: 'integer' } }] }),
      checks: [
        [
          `${OP}/requestBody/content/application~1x-www-form-urlencoded`,
          {
            schema: { type: 'object', properties: { ids: { type: 'array', items: { type: 'integer' } } } },
            encoding: { ids: { style: 'form', explode: false } },
          },
        ],
      ],
    },
    {
      name: 'gives every operation the body parameter declared on its path item',
      doc: swagger({
        paths: {
          '/pets': {
            parameters: [{ in: 'body', name: 'pet', schema: { type: 'object' } }],
            post: { responses: OK },
            put: { responses: OK },
          },
        },
      }),
      checks: [
        ['/paths/~1pets/post/requestBody/content', { 'application/json': { schema: { type: 'object' } } }],
        ['/paths/~1pets/put/requestBody/content', { 'application/json': { schema: { type: 'object' } } }],
        ['/paths/~1pets/parameters', undefined],
      ],
    },
    {
      name: "lets an operation's own body parameter override the path item's",
      doc: swagger({
        paths: {
          '/pets': {
            parameters: [{ in: 'body', name: 'pet', schema: { type: 'object' } }],
            post: { parameters: [{ in: 'body', name: 'pet', schema: { type: 'string' } }], responses: OK },
          },
        },
      }),
      checks: [['/paths/~1pets/post/requestBody/content', { 'application/json': { schema: { type: 'string' } } }]],
    },
    {
      name: 'merges path-level and operation formData fields, the operation winning on the same name',
      doc: swagger({
        paths: {
          '/pets': {
            parameters: [
              { in: 'formData', name: 'a', type: 'string' },
              { in: 'formData', name: 'b', type: 'string' },
            ],
            post: { parameters: [{ in: 'formData', name: 'b', type: 'integer' }], responses: OK },
          },
        },
      }),
      checks: [['/paths/~1pets/post/requestBody/content/application~1x-www-form-urlencoded/schema/properties', { a: { type: 'string' }, b: { type: 'integer' } }]],
    },
  ]);
});

describe('convertSwagger2: parameters', () => {
  runCases([
    {
      name: 'keeps path-level query parameters on the path item',
      doc: swagger({
        paths: { '/pets': { parameters: [{ in: 'query', name: 'q', type: 'string' }], get: { responses: OK } } },
      }),
      checks: [['/paths/~1pets/parameters', [{ in: 'query', name: 'q', schema: { type: 'string' } }]]],
    },
    {
      name: 'moves every value keyword of a parameter into its schema and keeps the rest on the parameter',
      doc: withOperation({
        parameters: [
          {
            name: 'n',
            in: 'query',
            description: 'a number',
            required: true,
            allowEmptyValue: true,
            type: 'number',
            format: 'double',
            enum: [1, 2],
            default: 1,
            minimum: 0,
            maximum: 10,
            exclusiveMinimum: true,
            exclusiveMaximum: false,
            multipleOf: 0.5,
            'x-ext': 'kept',
          },
          {
            name: 's',
            in: 'query',
            type: 'array',
            items: { type: 'string', pattern: '^a', minLength: 1, maxLength: 3 },
            minItems: 1,
            maxItems: 4,
            uniqueItems: true,
            collectionFormat: 'multi',
          },
        ],
      }),
      checks: [
        [
          `${OP}/parameters/0`,
          {
            name: 'n',
            in: 'query',
            description: 'a number',
            required: true,
            allowEmptyValue: true,
            schema: {
              type: 'number',
              format: 'double',
              enum: [1, 2],
              default: 1,
              minimum: 0,
              maximum: 10,
              exclusiveMinimum: true,
              exclusiveMaximum: false,
              multipleOf: 0.5,
            },
            'x-ext': 'kept',
          },
        ],
        [
          `${OP}/parameters/1`,
          {
            name: 's',
            in: 'query',
            schema: {
              type: 'array',
              items: { type: 'string', pattern: '^a', minLength: 1, maxLength: 3 },
              minItems: 1,
              maxItems: 4,
              uniqueItems: true,
            },
            style: 'form',
            explode: true,
          },
        ],
      ],
    },
    {
      name: 'turns x-example into example',
      doc: withOperation({ parameters: [{ name: 'q', in: 'query', type: 'string', 'x-example': 'cat' }] }),
      checks: [
        [`${OP}/parameters/0/example`, 'cat'],
        [`${OP}/parameters/0/x-example`, undefined],
      ],
    },
    {
      name: 'converts nested items of an array parameter, keeping a nested collectionFormat as an extension',
      doc: withOperation({
        parameters: [
          {
            name: 'grid',
            in: 'query',
            type: 'array',
            items: { type: 'array', collectionFormat: 'pipes', items: { type: 'string', enum: ['a'] } },
          },
        ],
      }),
      checks: [
        [
          `${OP}/parameters/0/schema`,
          {
            type: 'array',
            items: { type: 'array', 'x-collectionFormat': 'pipes', items: { type: 'string', enum: ['a'] } },
          },
        ],
      ],
    },
    {
      name: 'turns a file parameter type into a binary string schema',
      doc: withOperation({ parameters: [{ name: 'f', in: 'header', type: 'file' }] }),
      checks: [[`${OP}/parameters/0/schema`, { type: 'string', format: 'binary' }]],
    },
  ]);

  const styles: Array<[string, string, string | undefined, JsonObject]> = [
    ['query', 'csv', 'csv', { style: 'form', explode: false }],
    ['query', 'no collectionFormat (csv by default)', undefined, { style: 'form', explode: false }],
    ['path', 'csv', 'csv', { style: 'simple' }],
    ['header', 'csv', 'csv', { style: 'simple' }],
    ['query', 'ssv', 'ssv', { style: 'spaceDelimited' }],
    ['query', 'pipes', 'pipes', { style: 'pipeDelimited' }],
    ['query', 'multi', 'multi', { style: 'form', explode: true }],
    ['query', 'tsv', 'tsv', { 'x-collectionFormat': 'tsv' }],
  ];
  runCases(
    styles.map(([where, label, format, expected]) => {
      const param: JsonObject = { name: 'p', in: where, type: 'array', items: { type: 'string' } };
      if (format !== undefined) param.collectionFormat = format;
      return {
        name: `maps ${label} on a ${where} array to ${JSON.stringify(expected)}`,
        doc: withOperation({ parameters: [param] }),
        checks: [[`${OP}/parameters/0`, { name: 'p', in: where, schema: { type: 'array', items: { type: 'string' } }, ...expected }]],
      };
    }),
  );
});

describe('convertSwagger2: responses', () => {
  runCases([
    {
      name: 'puts a response schema under each media type the operation produces',
      doc: withOperation({
        produces: ['application/json', 'application/xml'],
        responses: { '200': { description: 'OK', schema: { type: 'string' } } },
      }),
      checks: [
        [
          `${OP}/responses/200`,
          {
            description: 'OK',
            content: {
              'application/json': { schema: { type: 'string' } },
              'application/xml': { schema: { type: 'string' } },
            },
          },
        ],
        [`${OP}/produces`, undefined],
      ],
    },
    {
      name: 'uses the root produces when the operation has none',
      doc: withOperation({ responses: { '200': { description: 'OK', schema: { type: 'string' } } } }, { produces: ['text/plain'] }),
      checks: [[`${OP}/responses/200/content`, { 'text/plain': { schema: { type: 'string' } } }]],
    },
    {
      name: 'uses application/json when nothing declares produces',
      doc: withOperation({ responses: { '200': { description: 'OK', schema: { type: 'string' } } } }),
      checks: [[`${OP}/responses/200/content`, { 'application/json': { schema: { type: 'string' } } }]],
    },
    {
      name: 'gives a response without a schema no content',
      doc: withOperation({ responses: { '204': { description: 'Gone' } } }),
      checks: [[`${OP}/responses/204`, { description: 'Gone' }]],
    },
    {
      name: 'turns response examples keyed by media type into content examples',
      doc: withOperation({
        produces: ['application/json'],
        responses: {
          '200': {
            description: 'OK',
            schema: { type: 'object' },
            examples: { 'application/json': { id: 1 }, 'text/plain': 'one' },
          },
        },
      }),
      checks: [
        [
          `${OP}/responses/200/content`,
          {
            'application/json': { schema: { type: 'object' }, example: { id: 1 } },
            'text/plain': { schema: { type: 'object' }, example: 'one' },
          },
        ],
        [`${OP}/responses/200/examples`, undefined],
      ],
    },
    {
      name: 'gives response headers a schema built from their type',
      doc: withOperation({
        responses: {
          '200': {
            description: 'OK',
            headers: {
              'X-Rate-Limit': { type: 'integer', format: 'int32', description: 'calls per hour' },
              'X-Tags': { type: 'array', items: { type: 'string' } },
            },
          },
        },
      }),
      checks: [
        [
          `${OP}/responses/200/headers`,
          {
            'X-Rate-Limit': { description: 'calls per hour', schema: { type: 'integer', format: 'int32' } },
            'X-Tags': { schema: { type: 'array', items: { type: 'string' } }, style: 'simple' },
          },
        ],
      ],
    },
    {
      name: 'turns a file response schema into a binary string',
      doc: withOperation({
        produces: ['application/octet-stream'],
        responses: { '200': { description: 'The file', schema: { type: 'file' } } },
      }),
      checks: [[`${OP}/responses/200/content`, { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } }]],
    },
    {
      name: 'keeps response extensions',
      doc: withOperation({ responses: { '200': { description: 'OK', 'x-summary': 's' }, 'x-note': 'n' } }),
      checks: [
        [`${OP}/responses/200/x-summary`, 's'],
        [`${OP}/responses/x-note`, 'n'],
      ],
    },
  ]);
});

describe('convertSwagger2: operations', () => {
  const fields = {
    operationId: 'addPet',
    summary: 'Add a pet',
    description: 'Adds a pet.',
    tags: ['pet'],
    deprecated: true,
    externalDocs: { url: 'https://docs.example.com/add' },
    security: [{ petstore_auth: ['write:pets'] }],
    'x-code-samples': [{ lang: 'curl', source: 'curl -X POST /pets' }],
    'x-badges': [{ name: 'Beta', color: 'purple' }],
    'x-whatever': { $ref: '#/definitions/Pet' },
    unrecognised: 'copied',
  };
  runCases([
    {
      name: 'keeps operationId, summary, description, tags, deprecated, externalDocs, security and extensions',
      doc: withOperation(fields, { definitions: { Pet: {} } }),
      checks: [[OP, { ...fields, 'x-whatever': { $ref: '#/components/schemas/Pet' }, responses: { '200': { description: 'OK' } } }]],
    },
    {
      name: 'turns operation schemes into operation servers on the same host and basePath',
      doc: withOperation({ schemes: ['http'] }, { host: 'api.example.com', basePath: '/v1', schemes: ['https'] }),
      checks: [
        [`${OP}/servers`, [{ url: 'http://api.example.com/v1' }]],
        [`${OP}/schemes`, undefined],
      ],
    },
    {
      name: 'adds no operation servers when the operation schemes give the root servers again',
      doc: withOperation({ schemes: ['https'] }, { host: 'api.example.com', basePath: '/v1' }),
      checks: [
        ['/servers', [{ url: 'https://api.example.com/v1' }]],
        [`${OP}/servers`, undefined],
        [`${OP}/schemes`, undefined],
      ],
    },
    {
      name: 'takes x-servers on a path item or an operation as its servers',
      doc: swagger({
        paths: {
          '/pets': {
            'x-servers': [{ url: 'https://pets.example.com' }],
            get: { 'x-servers': [{ url: 'https://read.example.com' }], schemes: ['http'], responses: OK },
          },
        },
      }),
      checks: [
        ['/paths/~1pets/servers', [{ url: 'https://pets.example.com' }]],
        ['/paths/~1pets/get/servers', [{ url: 'https://read.example.com' }]],
        ['/paths/~1pets/get/x-servers', undefined],
      ],
    },
    {
      name: 'keeps an empty operation parameter list empty',
      doc: withOperation({ parameters: [] }),
      checks: [[`${OP}/parameters`, []]],
    },
    {
      name: 'copies path item extensions and leaves unknown keys in paths alone',
      doc: swagger({ paths: { '/pets': { 'x-summary': 'Pets', get: { responses: OK } }, 'x-paths-note': 1 } }),
      checks: [
        ['/paths/~1pets/x-summary', 'Pets'],
        ['/paths/x-paths-note', 1],
      ],
    },
  ]);
});

describe('convertSwagger2: schemas', () => {
  runCases([
    {
      name: 'turns x-nullable into nullable, at any depth',
      doc: swagger({
        definitions: {
          A: { type: 'string', 'x-nullable': true },
          B: { type: 'object', properties: { c: { type: 'integer', 'x-nullable': true } } },
        },
      }),
      checks: [
        ['/components/schemas/A', { type: 'string', nullable: true }],
        ['/components/schemas/B/properties/c', { type: 'integer', nullable: true }],
      ],
    },
    {
      name: 'turns a file schema into a binary string',
      doc: swagger({ definitions: { Upload: { type: 'file', description: 'a file' } } }),
      checks: [['/components/schemas/Upload', { type: 'string', format: 'binary', description: 'a file' }]],
    },
    {
      name: 'wraps a string discriminator in a discriminator object and keeps x-discriminator-value',
      doc: swagger({
        definitions: {
          Pet: { type: 'object', discriminator: 'petType', properties: { petType: { type: 'string' } } },
          Cat: { allOf: [{ $ref: '#/definitions/Pet' }], 'x-discriminator-value': 'cat' },
        },
      }),
      checks: [
        ['/components/schemas/Pet/discriminator', { propertyName: 'petType' }],
        ['/components/schemas/Cat', { allOf: [{ $ref: '#/components/schemas/Pet' }], 'x-discriminator-value': 'cat' }],
      ],
    },
    {
      name: 'converts schemas under items, allOf and additionalProperties',
      doc: swagger({
        definitions: {
          A: {
            type: 'object',
            additionalProperties: { type: 'file' },
            properties: {
              list: { type: 'array', items: { type: 'string', 'x-nullable': true } },
              mix: { allOf: [{ $ref: '#/definitions/B' }, { 'x-nullable': true }] },
            },
          },
          B: {},
        },
      }),
      checks: [
        ['/components/schemas/A/additionalProperties', { type: 'string', format: 'binary' }],
        ['/components/schemas/A/properties/list/items', { type: 'string', nullable: true }],
        ['/components/schemas/A/properties/mix/allOf', [{ $ref: '#/components/schemas/B' }, { nullable: true }]],
      ],
    },
    {
      name: 'keeps unrecognised schema keywords such as xml, readOnly and vendor extensions',
      doc: swagger({
        definitions: { A: { type: 'string', xml: { name: 'a' }, readOnly: true, 'x-ms-enum': { name: 'E' } } },
      }),
      checks: [['/components/schemas/A', { type: 'string', xml: { name: 'a' }, readOnly: true, 'x-ms-enum': { name: 'E' } }]],
    },
  ]);
});

describe('convertSwagger2: malformed input', () => {
  const cases: Array<{ name: string; doc: JsonObject; pointers: string[]; checks?: Array<[string, unknown]> }> = [
    { name: 'paths that is not an object', doc: swagger({ paths: 'nope' }), pointers: ['/paths'] },
    {
      name: 'a path item that is not an object',
      doc: swagger({ paths: { '/a': 7, '/b': { get: { responses: OK } } } }),
      pointers: ['/paths/~1a'],
      checks: [['/paths/~1b/get/responses', OK]],
    },
    {
      name: 'an operation that is not an object',
      doc: swagger({ paths: { '/a': { get: null, put: { responses: OK } } } }),
      pointers: ['/paths/~1a/get'],
      checks: [['/paths/~1a/put/responses', OK]],
    },
    {
      name: 'a parameter that is not an object',
      doc: withOperation({ parameters: ['oops', { name: 'q', in: 'query', type: 'string' }] }),
      pointers: [`${OP}/parameters/0`],
      checks: [[`${OP}/parameters`, [{ name: 'q', in: 'query', schema: { type: 'string' } }]]],
    },
    {
      name: 'a parameter without in',
      doc: withOperation({ parameters: [{ name: 'q', type: 'string' }] }),
      pointers: [`${OP}/parameters/0`],
    },
    {
      name: 'parameters that are not a list',
      doc: withOperation({ parameters: { q: 1 } }),
      pointers: [`${OP}/parameters`],
    },
    {
      name: 'two body parameters',
      doc: withOperation({
        parameters: [
          { in: 'body', name: 'a', schema: { type: 'string' } },
          { in: 'body', name: 'b', schema: { type: 'integer' } },
        ],
      }),
      pointers: [`${OP}/parameters/1`],
      checks: [[`${OP}/requestBody/content/application~1json/schema`, { type: 'string' }]],
    },
    {
      name: 'responses that are not an object',
      doc: withOperation({ responses: [] }),
      pointers: [`${OP}/responses`],
    },
    {
      name: 'a response that is not an object',
      doc: withOperation({ responses: { '200': 'OK', '404': { description: 'nf' } } }),
      pointers: [`${OP}/responses/200`],
      checks: [[`${OP}/responses/404`, { description: 'nf' }]],
    },
    {
      name: 'consumes that is not a list',
      doc: withOperation({ consumes: 'application/json' }),
      pointers: [`${OP}/consumes`],
    },
    {
      name: 'a definition that is not an object',
      doc: swagger({ definitions: { Bad: 3, Good: { type: 'string' } } }),
      pointers: ['/definitions/Bad'],
      checks: [['/components/schemas', { Good: { type: 'string' } }]],
    },
    {
      name: 'an oauth2 definition with an unknown flow',
      doc: swagger({ securityDefinitions: { o: { type: 'oauth2', flow: 'magic', scopes: {} } } }),
      pointers: ['/securityDefinitions/o/flow'],
      checks: [['/components/securitySchemes/o', { type: 'oauth2', flow: 'magic', scopes: {} }]],
    },
  ];
  for (const c of cases) {
    it(`skips ${c.name} with a problem at its pointer, converting the rest`, () => {
      const { out, problems } = convert(c.doc);
      expect(problems.map((p) => p.pointer)).toEqual(c.pointers);
      for (const p of problems) expect(p.message.length).toBeGreaterThan(0);
      expect(out.openapi).toBe('3.0.3');
      for (const [pointer, expected] of c.checks ?? []) expect(getAtPointer(out, pointer), pointer).toEqual(expected);
    });
  }
});

describe('convertSwagger2: hostile input', () => {
  it('does not change its input', () => {
    const doc = withOperation(
      {
        consumes: ['multipart/form-data'],
        parameters: [{ $ref: '#/parameters/PetBody' }, { name: 'q', in: 'query', type: 'array', items: { type: 'string' } }],
        responses: { '200': { description: 'OK', schema: { $ref: '#/definitions/Pet' }, headers: { H: { type: 'string' } } } },
      },
      {
        definitions: { Pet: { type: 'object', discriminator: 'kind', 'x-nullable': true, properties: { f: { type: 'file' } } } },
        parameters: { PetBody: { in: 'body', name: 'pet', schema: { $ref: '#/definitions/Pet' } } },
        securityDefinitions: { o: { type: 'oauth2', flow: 'implicit', authorizationUrl: 'https://a', scopes: {} } },
      },
    );
    const before = JSON.stringify(doc);
    // convert() deep-freezes the input, so a write would throw here.
    const { out } = convert(doc);
    expect(JSON.stringify(doc)).toBe(before);
    expect(getAtPointer(out, '/components/schemas/Pet/discriminator')).toEqual({ propertyName: 'kind' });
  });

  it('keeps a definition named __proto__ as an own key without touching any prototype', () => {
    const doc = JSON.parse('{"swagger":"2.0","info":{"title":"t","version":"1"},"paths":{},"definitions":{"__proto__":{"type":"string"}}}') as JsonObject;
    const { out, problems } = convert(doc);
    const schemas = getAtPointer(out, '/components/schemas') as JsonObject;
    expect(Object.hasOwn(schemas, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(schemas)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(schemas, '__proto__')?.value).toEqual({ type: 'string' });
    expect(({} as JsonObject).type).toBeUndefined();
    expect(problems).toEqual([]);
  });

  it('keeps a response example for the media type "__proto__" as own data, leaving Object.prototype alone', () => {
    const doc = JSON.parse(
      '{"swagger":"2.0","info":{"title":"t","version":"1"},"paths":{"/a":{"get":{"responses":{"200":{"description":"OK","schema":{"type":"string"},"examples":{"__proto__":"polluted"}}}}}}}',
    ) as JsonObject;
    const { out, problems } = convert(doc);
    const content = getAtPointer(out, '/paths/~1a/get/responses/200/content') as JsonObject;
    expect(({} as JsonObject).example).toBeUndefined();
    expect(Object.getPrototypeOf(content)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(content, '__proto__')?.value).toEqual({ schema: { type: 'string' }, example: 'polluted' });
    expect(Object.keys(content)).toEqual(['application/json', '__proto__']);
    expect(problems).toEqual([]);
  });

  it('reports a schema nested thousands of levels deep instead of overflowing the stack', () => {
    let schema: JsonObject = { type: 'string' };
    for (let i = 0; i < 5_000; i++) schema = { type: 'array', items: schema };
    const { out, problems } = convert(swagger({ definitions: { Deep: schema } }));
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toMatch(/deeper than/);
    expect(getAtPointer(out, '/components/schemas/Deep/type')).toBe('array');
  });

  it('converts a shared (YAML-aliased) schema once, so an alias bomb stays small', () => {
    let schema: JsonObject = { type: 'string', 'x-nullable': true };
    // 2^60 paths through this graph if walked as a tree.
    for (let i = 0; i < 60; i++) schema = { allOf: [schema, schema] };
    const { out, problems } = convert(swagger({ definitions: { Bomb: schema } }));
    const bomb = getAtPointer(out, '/components/schemas/Bomb') as { allOf: unknown[] };
    expect(bomb.allOf[0]).toBe(bomb.allOf[1]);
    expect(problems).toEqual([]);
  });

  it('converts shared (YAML-aliased) extension data once, so an alias bomb stays small', () => {
    let value: unknown = { $ref: '#/definitions/Pet' };
    // 2^60 paths through this graph if walked as a tree; the `{ $ref }` at the bottom still needs rewriting.
    for (let i = 0; i < 60; i++) value = [value, value];
    const { out, problems } = convert(swagger({ 'x-bomb': value, definitions: { Pet: { type: 'object' } } }));
    const bomb = out['x-bomb'] as unknown[];
    expect(bomb[0]).toBe(bomb[1]);
    expect(getAtPointer(out, '/x-bomb/0/1/0/1/0/1/0/1/0/1/0/1/0/1/0/1/0/1/0/1/0/1/0/1/0/1/0/1/0/1/0/1/0/1/0/1/0/1/0/1/0/1/0/1/0/1/0/1/0/1/0/1/0/1/0/1/0/1/0/1/$ref')).toBe(
      '#/components/schemas/Pet',
    );
    expect(problems).toEqual([]);
  });

  it('shares lists and objects of plain values with the input instead of copying them', () => {
    const tags = ['pets'];
    const kind = { group: 'apps', version: 'v1' };
    const { out } = convert(withOperation({ tags, 'x-kind': kind, 'x-ref': { $ref: '#/definitions/Pet' } }));
    expect(getAtPointer(out, '/paths/~1pets/post/tags')).toBe(tags);
    expect(getAtPointer(out, '/paths/~1pets/post/x-kind')).toBe(kind);
    expect(getAtPointer(out, '/paths/~1pets/post/x-ref')).toEqual({ $ref: '#/components/schemas/Pet' });
  });

  it('shares a response of plain values, and converts one with a schema, examples, headers or a $ref', () => {
    const unauthorized = { description: 'Unauthorized' };
    const { out } = convert(
      withOperation({
        responses: {
          '200': { description: 'OK', schema: { type: 'string' } },
          '201': { description: 'Created', examples: { 'application/json': 'x' } },
          '202': { description: 'Accepted', headers: { H: { type: 'string' } } },
          '401': unauthorized,
          default: { $ref: '#/responses/Error' },
        },
      }),
    );
    const responses = getAtPointer(out, '/paths/~1pets/post/responses') as JsonObject;
    expect(responses['401']).toBe(unauthorized);
    expect(responses['200']).toEqual({ description: 'OK', content: { 'application/json': { schema: { type: 'string' } } } });
    expect(responses['201']).toEqual({ description: 'Created', content: { 'application/json': { example: 'x' } } });
    expect(responses['202']).toEqual({ description: 'Accepted', headers: { H: { schema: { type: 'string' } } } });
    expect(responses.default).toEqual({ $ref: '#/components/responses/Error' });
  });

  it('shares schemas of plain values that 3.0 reads the same way, and converts the others', () => {
    const name = { type: 'string', description: 'The name' };
    const file = { type: 'file' };
    const nullable = { type: 'string', 'x-nullable': true };
    const { out } = convert(swagger({ definitions: { Pet: { type: 'object', properties: { name, file, nullable, ref: { $ref: '#/definitions/Pet' } } } } }));
    const properties = getAtPointer(out, '/components/schemas/Pet/properties') as JsonObject;
    expect(properties.name).toBe(name);
    expect(properties.file).toEqual({ type: 'string', format: 'binary' });
    expect(properties.nullable).toEqual({ type: 'string', nullable: true });
    expect(properties.ref).toEqual({ $ref: '#/components/schemas/Pet' });
  });

  it('converts a cyclic schema graph without looping', () => {
    const node: JsonObject = { type: 'object', 'x-nullable': true };
    node.properties = { self: node };
    const problems: Problem[] = [];
    const out = convertSwagger2(swagger({ definitions: { Loop: node } }), problems);
    const loop = getAtPointer(out, '/components/schemas/Loop') as JsonObject;
    expect(loop.nullable).toBe(true);
    expect((loop.properties as JsonObject).self).toBe(loop);
  });
});

// The shared corpus sits next to the repository on machines that have it.
const specsDir = SPECS_URL;
const SPECS = [
  'redoc/swagger.yaml',
  'oai-learn/v2.0-petstore-minimal.yaml',
  'oai-learn/v2.0-uber.json',
  'rapidoc/circular.yaml',
  'kubernetes/swagger-v1.36.json',
  'apis-guru/azure.com-web-WebApps-2019-08-01.yaml',
  'apis-guru/atlassian.com-jira-v3.yaml',
  'stoplight-elements/zoom.openapi.yml',
];

if (existsSync(fileURLToPath(specsDir))) {
  describe('convertSwagger2: the Swagger 2.0 descriptions of the shared corpus', () => {
    for (const file of SPECS) {
      it(`converts ${file} to 3.0 with every operation, resolvable refs and no problems`, () => {
        const text = readFileSync(new URL(file, specsDir), 'utf8');
        const doc = (file.endsWith('.json') ? JSON.parse(text) : load(text)) as JsonObject;
        expect(doc.swagger).toBe('2.0');
        const before = JSON.stringify(doc);
        const problems: Problem[] = [];
        const out = convertSwagger2(doc, problems);

        expect(problems).toEqual([]);
        expect(out.openapi).toMatch(/^3\.0\.\d+$/);
        expect(countOperations(out)).toBe(countOperations(doc));
        expect(countOperations(out)).toBeGreaterThan(0);
        for (const key of ['swagger', 'definitions', 'securityDefinitions', 'parameters', 'responses', 'host']) {
          expect(out, key).not.toHaveProperty(key);
        }
        const dangling = refsOf(out).filter(([, ref]) => !ref.startsWith('#') || getAtPointer(out, ref) === undefined);
        expect(dangling).toEqual([]);
        expect(JSON.stringify(doc)).toBe(before);
      });
    }
  });
}
