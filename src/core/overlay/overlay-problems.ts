import { isArray, isObject, jsonText, type JsonObject } from '../types.js';

/**
 * Why an Overlay document (OpenAPI Overlay 1.0.x or 1.1.x) is refused, one message per rule it
 * breaks; empty when it is a valid overlay.
 *
 * Written by hand rather than run through a JSON Schema validator: the rules are the few of the
 * official schemas (schemas/v1.0 and v1.1 of OAI/Overlay-Specification), this runs in the worker
 * under a strict CSP where Ajv's generated code cannot, and a validator library would weigh more
 * than the whole overlay engine. `overlay-problems.test.ts` checks it against the official schemas
 * and the specification's own pass/fail documents.
 */
export function overlayProblems(value: unknown): string[] {
  if (!isObject(value)) return ['an Overlay document is an object with `overlay`, `info` and `actions`'];
  const out: string[] = [];
  const version = value.overlay;
  // Overlay 1.0.0 / 1.1.0, Overlay Object: `overlay` "MUST be the version number"; the official
  // schemas accept 1.0.x and 1.1.x.
  const minor = typeof version === 'string' ? /^1\.([01])\.\d+$/.exec(version) : null;
  if (typeof version !== 'string') out.push('`overlay` (the Overlay version, e.g. "1.1.0") is required and must be a string');
  else if (!minor) out.push(`\`overlay\` "${version}" is not an Overlay version this viewer knows (1.0.x or 1.1.x)`);
  const v11 = minor?.[1] === '1';
  const known = new Set(['overlay', 'info', 'extends', 'actions']);
  for (const key of Object.keys(value)) if (!known.has(key) && !key.startsWith('x-')) out.push(`unknown field \`${key}\` in the Overlay object`);
  out.push(...infoProblems(value.info, v11));
  if (value.extends !== undefined && typeof value.extends !== 'string') out.push('`extends` must be a URI reference (a string)');
  out.push(...actionsProblems(value.actions, v11));
  return out;
}

function infoProblems(info: unknown, v11: boolean): string[] {
  if (!isObject(info)) return ['`info` (with `title` and `version`) is required and must be an object'];
  const out: string[] = [];
  if (typeof info.title !== 'string') out.push('`info.title` is required and must be a string');
  if (typeof info.version !== 'string') out.push('`info.version` is required and must be a string');
  // `info.description` arrived in 1.1.
  const known = new Set(['title', 'version', ...(v11 ? ['description'] : [])]);
  if (v11 && info.description !== undefined && typeof info.description !== 'string') out.push('`info.description` must be a string');
  for (const key of Object.keys(info)) if (!known.has(key) && !key.startsWith('x-')) out.push(`unknown field \`${key}\` in \`info\``);
  return out;
}

function actionsProblems(actions: unknown, v11: boolean): string[] {
  if (!isArray(actions)) return ['`actions` (a list of Action objects) is required and must be an array'];
  if (!actions.length) return ['`actions` must hold at least one action'];
  const out: string[] = [];
  const seen = new Set<string>();
  actions.forEach((action, i) => {
    const key = canonical(action);
    if (seen.has(key)) out.push(`action ${i + 1} repeats an earlier one (actions must be unique)`);
    seen.add(key);
    if (!isObject(action)) out.push(`action ${i + 1} must be an object`);
    else out.push(...actionProblems(action, v11).map((m) => `action ${i + 1}: ${m}`));
  });
  return out;
}

function actionProblems(action: JsonObject, v11: boolean): string[] {
  const out: string[] = [];
  if (typeof action.target !== 'string') out.push('`target` (a JSONPath expression) is required and must be a string');
  else if (!action.target.startsWith('$')) out.push(`\`target\` "${action.target}" is not a JSONPath expression (it must start with $)`);
  if (action.description !== undefined && typeof action.description !== 'string') out.push('`description` must be a string');
  if (action.remove !== undefined && typeof action.remove !== 'boolean') out.push('`remove` must be true or false');
  // `copy` arrived in 1.1.
  if (v11 && action.copy !== undefined && typeof action.copy !== 'string') out.push('`copy` must be a JSONPath expression (a string)');
  const known = new Set(['target', 'description', 'update', 'remove', ...(v11 ? ['copy'] : [])]);
  for (const key of Object.keys(action)) if (!known.has(key) && !key.startsWith('x-')) out.push(`unknown field \`${key}\``);
  return out;
}

/** JSON text with object keys sorted, so that two equal values (as JSON Schema's `uniqueItems` compares them) give the same text. */
function canonical(value: unknown): string {
  if (isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (isObject(value))
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(value[k])}`)
      .join(',')}}`;
  return jsonText(value) ?? 'null';
}
