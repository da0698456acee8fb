// `spec-doc lint`'s validation against the official OpenAPI schemas (3.0, 3.1, 3.2) with
// @hyperjump/json-schema, the validator the OAI tests its own schemas with. The validator's
// DETAILED output (a tree of failed keywords) becomes one readable line per problem.
import { readFileSync } from 'node:fs';
import * as Browser from '@hyperjump/browser';
import { hasSchema, registerSchema, validate } from '@hyperjump/json-schema/openapi-3-2';
import '@hyperjump/json-schema/openapi-3-1';
import '@hyperjump/json-schema/draft-04';
import { DETAILED, getSchema } from '@hyperjump/json-schema/experimental';
import { load as loadYaml } from 'js-yaml';

const OAS32 = 'https://spec.openapis.org/oas/3.2/';
/** The schema each version is validated with (schema-base: Schema Objects are checked against the default dialect too). */
const SCHEMA_FOR = {
  '3.0': 'https://spec.openapis.org/oas/3.0/schema/2021-09-28',
  3.1: 'https://spec.openapis.org/oas/3.1/schema-base',
  '3.1-other-dialect': 'https://spec.openapis.org/oas/3.1/schema',
  3.2: `${OAS32}schema-base/WORK-IN-PROGRESS`,
  '3.2-other-dialect': `${OAS32}schema/WORK-IN-PROGRESS`,
};

let registered = false;
/** Registers the vendored 3.0 and 3.2 schemas (src/cli/schemas, copied next to the bundled CLI by the build). */
function registerVendored() {
  if (registered) return;
  registered = true;
  const read = (name) => readFileSync(new URL(`./schemas/${name}`, import.meta.url), 'utf8');
  // 3.1: the OAI's schemas as @hyperjump/json-schema registers them (see schemas/README.md).
  registerSchema(JSON.parse(read('oas-3.0-schema.json')));
  for (const name of ['meta', 'dialect', 'schema', 'schema-base']) registerSchema(loadYaml(read(`oas-3.2-${name}.yaml`)));
}

/** The schema id a document of `version` ("3.0.3", "3.2.0") is validated with, or undefined (Swagger 2.0). */
export function schemaIdFor(version, doc) {
  const minor = /^3\.([0-2])(\.|$)/.exec(version)?.[1];
  if (minor === undefined) return undefined;
  const dialect = doc?.jsonSchemaDialect;
  if (minor === '0') return SCHEMA_FOR['3.0'];
  if (minor === '1') return dialect === undefined || dialect === 'https://spec.openapis.org/oas/3.1/dialect/base' ? SCHEMA_FOR['3.1'] : SCHEMA_FOR['3.1-other-dialect'];
  return dialect === undefined || dialect === `${OAS32}dialect/WORK-IN-PROGRESS` || dialect === `${OAS32}dialect` ? SCHEMA_FOR['3.2'] : SCHEMA_FOR['3.2-other-dialect'];
}

const validators = new Map();

/**
 * Validates `doc` (OpenAPI 3.x as written, external refs bundled) against the official schema of its version;
 * resolves to `[{ pointer, message, rule }]` (`rule`: the schema and the keyword's location in it; empty when valid or when the version has no schema here).
 */
export async function schemaProblems(doc, version) {
  const id = schemaIdFor(version, doc);
  if (!id) return [];
  registerVendored();
  let validator = validators.get(id);
  if (!validator) {
    validator = await validate(id);
    validators.set(id, validator);
  }
  const result = validator(doc, DETAILED);
  if (result.valid) return [];
  const label = `OpenAPI ${version.split('.').slice(0, 2).join('.')} schema`;
  const out = [];
  const seen = new Set();
  const leaves = pickLeaves(result.errors ?? []);
  // A property left unevaluated because a sibling rule of its object failed is that failure's echo.
  const failedObjects = new Set(leaves.filter((l) => keywordName(l) === 'not').map((l) => l.instanceLocation));
  const echo = (l) => keywordName(l) === 'validate' && /\/unevaluatedProperties$/.test(l.absoluteKeywordLocation) && failedObjects.has(l.instanceLocation.replace(/\/[^/]*$/, ''));
  for (const leaf of leaves.filter((l) => !echo(l))) {
    const problem = await describe(leaf, doc);
    const pointer = problem.pointer;
    const key = `${pointer}\n${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ pointer, message: problem.message, rule: `${label}: ${shortLocation(leaf.absoluteKeywordLocation)}` });
  }
  return out;
}

/** The keyword's name: "https://json-schema.org/keyword/required" → "required". */
const keywordName = (node) => node.keyword.slice(node.keyword.lastIndexOf('/') + 1);
const depth = (instanceLocation) => (instanceLocation.replace(/^#\*?/, '').match(/\//g) ?? []).length;

/**
 * The failures worth reporting from a DETAILED output tree: every leaf, except that of an anyOf/oneOf's
 * alternatives only those that got deepest into the document are kept (the alternative the author meant;
 * the others fail at its top, e.g. "is not a $ref").
 */
export function pickLeaves(nodes) {
  const out = [];
  for (const node of nodes) {
    const kw = keywordName(node);
    const children = node.errors ?? [];
    if ((kw === 'anyOf' || kw === 'oneOf') && children.length > 1) {
      // The failed keywords of one alternative share its schema location ($refs are transparent:
      // `#/definitions/Schema/properties` and `…/Schema/additionalProperties` are one alternative).
      const groups = new Map();
      for (const c of children) {
        const at = c.absoluteKeywordLocation.replace(/\/[^/]*$/, '');
        groups.set(at, [...(groups.get(at) ?? []), c]);
      }
      const alternatives = [...groups.values()];
      const own = depth(node.instanceLocation);
      const pruned = new Map(alternatives.map((a) => [a, pickLeaves(a)]));
      // `anyOf: [{ required: [paths] }, { required: [components] }, …]`: one message naming them all.
      const allRequired = alternatives.every((a) =>
        pruned.get(a).every((l) => keywordName(l) === 'required' && l.instanceLocation === node.instanceLocation && l.absoluteKeywordLocation.startsWith(`${node.absoluteKeywordLocation}/`)),
      );
      if (allRequired) {
        out.push({ ...node, errors: undefined, alternatives: alternatives.flatMap((a) => pruned.get(a)) });
        continue;
      }
      // An alternative whose own property fails an enum or const (`in: path` against the query one,
      // `type: oauth2` against the apiKey one) is not the alternative meant, when another is left.
      const mismatched = (a) => pruned.get(a).some((l) => /^(enum|const)$/.test(keywordName(l)) && depth(l.instanceLocation) === own + 1);
      const candidates = alternatives.some((a) => !mismatched(a)) ? alternatives.filter((a) => !mismatched(a)) : alternatives;
      // Then the one that got deepest into the description; among equals, one that is not "a Reference Object".
      const scored = candidates.map((a) => ({ a, d: Math.max(...pruned.get(a).map((l) => depth(l.instanceLocation))) }));
      const best = Math.max(...scored.map((s) => s.d));
      let kept = scored.filter((s) => s.d === best).map((s) => s.a);
      const notRef = kept.filter((a) => !pruned.get(a).every((l) => /\/[Rr]eference\/(required|type)$/.test(l.absoluteKeywordLocation)));
      if (notRef.length) kept = notRef;
      out.push(...pruned.get(kept[0]));
      continue;
    }
    if (children.length) out.push(...pickLeaves(children));
    else out.push(node);
  }
  return out;
}

/** The schema value at an absolute keyword location, when its schema is registered here (never fetched). */
async function schemaAt(location) {
  const [base, fragment = ''] = location.split('#');
  if (!hasSchema(base)) return undefined;
  try {
    return Browser.value(await getSchema(`${base}#${fragment}`));
  } catch {
    return undefined;
  }
}

function decodePointer(instanceLocation) {
  return instanceLocation
    .replace(/^#\*?/, '')
    .split('/')
    .slice(1)
    .map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'));
}

function valueAt(doc, segments) {
  let node = doc;
  for (const s of segments) {
    if (node === null || typeof node !== 'object') return undefined;
    node = node[s];
  }
  return node;
}

const quote = (v) => JSON.stringify(v);
const list = (items) => items.map(quote).join(', ');

/** What the object at `segments` is, for a reader: `parameter "id" in query`, `header "X-Rate"`, `example "Cat"`. */
function subject(doc, segments) {
  for (let k = segments.length; k >= 1; k--) {
    const node = valueAt(doc, segments.slice(0, k));
    if (node && typeof node === 'object' && typeof node.name === 'string' && typeof node.in === 'string') return `parameter ${quote(node.name)} in ${node.in}`;
    const parent = segments[k - 2];
    if (parent === 'headers') return `header ${quote(segments[k - 1])}`;
    if (parent === 'examples') return `example ${quote(segments[k - 1])}`;
  }
  return undefined;
}

/**
 * Rules the schema writes as "this property is not evaluated here": what the specification says, by
 * Schema `$defs` name and property (OpenAPI 3.2.0, Parameter Object, Header Object, Encoding Object, XML Object).
 */
const NOT_ALLOWED = {
  'parameter/allowReserved': 'allowReserved is allowed only for parameters in query or path, and in cookie with style "form" (the styles that percent-encode)',
  'header/allowReserved': 'allowReserved is not allowed in a header (headers are not percent-encoded)',
  'parameter/style': 'style is allowed only with schema, not with content',
  'parameter/explode': 'explode is allowed only with schema, not with content',
  'header/style': 'style is allowed only with schema, not with content',
  'header/explode': 'explode is allowed only with schema, not with content',
  'parameter/example': 'example and examples are mutually exclusive',
  'parameter/examples': 'example and examples are mutually exclusive',
  'header/example': 'example and examples are mutually exclusive',
  'header/examples': 'example and examples are mutually exclusive',
  'media-type/example': 'example and examples are mutually exclusive',
  'media-type/examples': 'example and examples are mutually exclusive',
};

/** Turns one failed keyword into `{ pointer, message }`. */
async function describe(leaf, doc) {
  const kw = keywordName(leaf);
  const isName = leaf.instanceLocation.startsWith('#*');
  const segments = decodePointer(leaf.instanceLocation);
  const pointer = decodeURIComponent(leaf.instanceLocation.replace(/^#\*?/, ''));
  const value = valueAt(doc, segments);
  const last = segments[segments.length - 1];
  const location = leaf.absoluteKeywordLocation;
  const schema = await schemaAt(location);
  const who = subject(doc, segments);
  const prefix = who ? `${who}: ` : '';
  let message;
  if (leaf.alternatives) {
    const names = [];
    for (const alt of leaf.alternatives) names.push(...((await schemaAt(alt.absoluteKeywordLocation)) ?? []));
    message = `needs ${keywordName(leaf) === 'oneOf' ? 'exactly' : 'at least'} one of ${list([...new Set(names)])}`;
  } else if (kw === 'validate') {
    // A `false` schema: a property that must not be here.
    const dep = /\/dependentSchemas\/([^/]+)\/properties\/([^/]+)$/.exec(location);
    const def = /\/(?:\$defs|definitions)\/([^/]+)\/(?:unevaluatedProperties|additionalProperties)$/.exec(location);
    const rule = def && NOT_ALLOWED[`${def[1]}/${last}`];
    if (dep) message = `${dep[2]} is not allowed together with ${dep[1]}`;
    else if (def && /^[Rr]esponses$/.test(def[1])) message = `${quote(last)} is not a response status code (a code such as "200", a range "1XX" to "5XX", or "default")`;
    else if (rule) message = rule;
    else if (/\/propertyNames/.test(location) || isName) message = `the name ${quote(last)} is not allowed here`;
    else message = `${quote(last)} is not allowed here`;
  } else if (kw === 'additionalProperties' || kw === 'unevaluatedProperties') {
    message = /\/[Rr]esponses\/\w+$/.test(location)
      ? `${quote(last)} is not a response status code (a code such as "200", a range "1XX" to "5XX", or "default")`
      : `${quote(last)} is not allowed here`;
  } else if (kw === 'required') {
    const missing = Array.isArray(schema) && value && typeof value === 'object' ? schema.filter((p) => !(p in value)) : [];
    message = missing.length ? `${list(missing)} ${missing.length === 1 ? 'is' : 'are'} required` : 'a required property is missing';
    if (/\/\$defs\/styles-for-path\//.test(location) || /PathParameter/.test(location)) message += ' (path parameters must say required: true)';
    if (/\/in\/const: querystring|allOf\/3\/then/.test(location) && value?.in === 'querystring') message += ' (a querystring parameter is described by content)';
  } else if (kw === 'not') {
    message = describeNot(schema, location, last);
  } else if (kw === 'contains') {
    message = /\/parameters\/contains$/.test(location)
      ? 'at most one parameter may be in querystring (OpenAPI 3.2.0, Parameter Object: in "querystring")'
      : 'has too many or too few items matching the rule';
  } else if (kw === 'type') {
    const types = Array.isArray(schema) ? schema : [schema];
    message = `must be ${types.join(' or ')}, not ${Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value}`;
  } else if (kw === 'enum') {
    message = `${quote(value)} is not one of ${list(schema ?? [])}`;
  } else if (kw === 'const') {
    message = `must be ${quote(schema)}, not ${quote(value)}`;
  } else if (kw === 'pattern') {
    const what = isName ? `the name ${quote(last)}` : `${last} ${quote(value)}`;
    if (/\/\$defs\/token\//.test(location)) message = `${what} is not a valid HTTP token (RFC 9110: no spaces, no "=", "(", ")", "/", ...)`;
    else if (last === 'name' && value !== undefined && /[{}]/.test(String(value)))
      message = `${what} must not contain "{" or "}" (a path parameter's name is the template expression's name)`;
    else message = `${what} does not match the pattern ${schema}`;
  } else if (kw === 'format') {
    message = `${quote(value)} is not a valid ${schema}`;
  } else if (kw === 'minItems' || kw === 'minProperties' || kw === 'minLength') {
    message = `must have at least ${schema} ${kw === 'minItems' ? 'item' : kw === 'minProperties' ? 'entry' : 'character'}${schema === 1 ? '' : 's'}`;
    if (/server-variable\/properties\/enum/.test(location)) message = `enum of a server variable must not be empty`;
  } else if (kw === 'maxItems' || kw === 'maxProperties' || kw === 'maxLength') {
    message = `must have at most ${schema} ${kw === 'maxItems' ? 'item' : kw === 'maxProperties' ? 'entry' : 'character'}${schema === 1 ? '' : 's'}`;
  } else if (kw === 'uniqueItems') {
    message = 'has duplicate items';
  } else if (kw === 'oneOf') {
    message = 'matches more than one of the alternatives it may be';
  } else if (kw === 'anyOf') {
    message = 'matches none of the alternatives it may be';
  } else {
    message = `fails "${kw}"`;
  }
  return { pointer, message: `${prefix}${message}` };
}

/** A `not` schema read as the rule it states. */
function describeNot(schema, location, name) {
  if (/\/additionalOperations\/propertyNames\/not$/.test(location)) {
    return `additionalOperations must not repeat a method that has its own field (${quote(name)}: use the ${quote(String(name).toLowerCase())} field; OpenAPI 3.2.0, Path Item Object)`;
  }
  if (/\/\$defs\/parameters\/not$/.test(location)) {
    return 'parameters in query and a parameter in querystring must not be used together (OpenAPI 3.2.0, Parameter Object: in "querystring")';
  }
  const required = schema?.required;
  const dependent = /\/dependentSchemas\/([^/]+)\/not$/.exec(location);
  if (dependent && Array.isArray(required)) return `${list(required)} must not be used together with ${quote(dependent[1])}`;
  if (Array.isArray(required) && required.length > 1) return `${list(required)} must not be used together`;
  if (Array.isArray(required)) return `${list(required)} is not allowed here`;
  if (Array.isArray(schema?.anyOf)) {
    const groups = schema.anyOf.map((s) => s.required).filter(Array.isArray);
    if (groups.length) return `${groups.map(list).join(' / ')}: must not be used together`;
  }
  return 'breaks a "must not" rule';
}

/** "https://spec.openapis.org/oas/3.2/schema/WORK-IN-PROGRESS#/$defs/parameter/x" → "#/$defs/parameter/x" (full URI for other schemas). */
function shortLocation(location) {
  return /^https:\/\/spec\.openapis\.org\/oas\/3\.\d\/schema(-base)?(\/|#)/.test(location) ? location.slice(location.indexOf('#')) : location;
}
