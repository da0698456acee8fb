import { jsonpath, type JSONPathNode } from 'json-p3';
import { isArray, isObject, type JsonObject } from '../types.js';
import { useLinearRegexpFunctions } from './linear-regexp-functions.js';
import { overlayProblems } from './overlay-problems.js';

// Queries' match() and search() must not backtrack over the description's strings (see there).
useLinearRegexpFunctions();

/** What applying one overlay did: the description after it, and what did not apply. */
export interface OverlayResult {
  /** The description with every applicable action applied (the input is changed in place and returned). */
  doc: unknown;
  /** Why the overlay as a whole was refused; when not empty, `doc` is the input unchanged. */
  errors: string[];
  /** Actions that applied to nothing or could not apply; the other actions still applied. */
  warnings: string[];
  /** `warnings` as data, one for one (the interface words them; `actionWarningText` is their English). */
  actionWarnings?: ActionWarning[];
}

/**
 * Why an action changed nothing, as data: its number (from 1) and target as written, and what
 * went wrong: the target selects nothing; the copy source (`copy`) selects `count` nodes; the
 * action has no update, copy or remove; it would remove the root; or the value cannot merge at
 * `path` (a canonical JSONPath), where an object stands (`merge-object`) or a JSON value of `type`.
 */
export interface ActionWarning {
  action: number;
  target: string;
  kind: 'selects-nothing' | 'copy-count' | 'no-operation' | 'root' | 'merge-object' | 'merge-kind';
  copy?: string;
  count?: number;
  path?: string;
  type?: string;
}

type Issue = Omit<ActionWarning, 'action' | 'target'>;

/** The English of an action's warning: "action 2 ($.info.x): its target selects nothing". */
export function actionWarningText(w: ActionWarning): string {
  return `action ${w.action} (${w.target}): ${issueText(w)}`;
}

function issueText(w: Issue): string {
  switch (w.kind) {
    case 'selects-nothing':
      return 'its target selects nothing';
    case 'copy-count':
      return `its copy source ${w.copy ?? ''} selects ${w.count ?? 0} nodes, not one`;
    case 'no-operation':
      return 'it has no update, copy or remove';
    case 'root':
      return 'the document root cannot be removed';
    case 'merge-object':
      return `${w.path ?? ''} is an object; it can only be merged with an object`;
    case 'merge-kind':
      return `${w.path ?? ''} is a ${w.type ?? ''}; it can only be replaced by a value of the same kind`;
  }
}

/**
 * Applies an OpenAPI Overlay (1.0.x or 1.1.x) to a parsed description, action after action
 * ("Actions are applied to the result of the previous action", Overlay 1.1.0, Overlay Object).
 * Targets are RFC 9535 JSONPath queries, run by json-p3 (chosen because it passes the whole
 * JSONPath compliance test suite; `apply-overlay.test.ts` runs the suite).
 *
 * An overlay the schema refuses, or one with a target that is not a JSONPath query, is refused as
 * a whole and changes nothing. An action whose target selects nothing is a warning (the
 * specification calls it a success, but it is almost always a typo worth showing); an action
 * whose value cannot merge with its targets is skipped with a warning. The description is
 * changed in place: in the worker it is a fresh parse nobody else holds.
 */
export function applyOverlay(doc: unknown, overlay: unknown): OverlayResult {
  const errors = overlayProblems(overlay);
  if (errors.length || !isObject(overlay) || !isArray(overlay.actions)) return { doc, errors, warnings: [] };
  const actions = overlay.actions.filter(isObject);
  // Every target (and copy source) parses before anything changes, so a broken query refuses the
  // whole overlay instead of leaving it half applied.
  for (const [i, action] of actions.entries()) {
    for (const field of ['target', 'copy'] as const) {
      const query = action[field];
      if (typeof query !== 'string') continue;
      try {
        jsonpath.compile(query);
      } catch (e) {
        errors.push(`action ${i + 1}: \`${field}\` ${JSON.stringify(query)} is not a valid JSONPath query (${e instanceof Error ? e.message : String(e)})`);
      }
    }
  }
  if (errors.length) return { doc, errors, warnings: [] };
  const actionWarnings: ActionWarning[] = [];
  let current = doc;
  for (const [i, action] of actions.entries()) {
    const step = applyAction(current, action);
    current = step.doc;
    if (step.warning) actionWarnings.push({ action: i + 1, target: String(action.target), ...step.warning });
  }
  return { doc: current, errors, warnings: actionWarnings.map(actionWarningText), actionWarnings };
}

function applyAction(doc: unknown, action: JsonObject): { doc: unknown; warning?: Issue } {
  const nodes = jsonpath.query(String(action.target), doc as never).nodes;
  if (!nodes.length) return { doc, warning: { kind: 'selects-nothing' } };
  // Overlay 1.1.0, Action Object: `update` and `copy` "have no impact if `remove` is true".
  if (action.remove === true) return removeNodes(doc, nodes);
  let value: unknown;
  if (action.update !== undefined) value = action.update;
  else if (typeof action.copy === 'string') {
    // Overlay 1.1.0, Action Object `copy`: "A JSONPath expression selecting a single node to copy into the target nodes."
    const sources = jsonpath.query(action.copy, doc as never).nodes;
    if (sources.length !== 1) return { doc, warning: { kind: 'copy-count', copy: action.copy, count: sources.length } };
    value = structuredClone(sources[0]!.value);
  } else return { doc, warning: { kind: 'no-operation' } };
  // All targets must be able to take the value before any of them changes.
  for (const node of nodes) {
    const problem = mergeIssue(node.value, value, node.getPath({ form: 'canonical' }));
    if (problem) return { doc, warning: problem };
  }
  let out = doc;
  for (const node of nodes) {
    const merged = merge(node.value, value);
    if (merged !== node.value) out = replaceAt(out, node.location, merged);
  }
  return { doc: out };
}

/**
 * Why `value` cannot merge into `target` (Overlay 1.1.0, Action Object): objects merge with
 * objects, arrays take an array (concatenated) or any single value (appended), primitives are
 * replaced by primitives; inside a merge the same holds property by property, and "other
 * property value combinations are incompatible and result in an error". A property whose
 * update is `null` over an object or array leaves it as it is: the specification's own
 * structured example writes `components:` and `tags:` with nothing under them, which cannot
 * mean "delete the components".
 */
export function mergeProblem(target: unknown, value: unknown, path: string): string | undefined {
  const issue = mergeIssue(target, value, path);
  return issue && issueText(issue);
}

/** mergeProblem's answer as data. */
function mergeIssue(target: unknown, value: unknown, path: string): Issue | undefined {
  if (isArray(target)) return undefined;
  if (isObject(target)) {
    if (!isObject(value)) return { kind: 'merge-object', path };
    for (const [key, v] of Object.entries(value)) {
      if (!Object.prototype.hasOwnProperty.call(target, key) || v === null) continue;
      const problem = mergeIssue(target[key], v, `${path}['${key}']`);
      if (problem) return problem;
    }
    return undefined;
  }
  if (isObject(value) || isArray(value)) return { kind: 'merge-kind', path, type: target === null ? 'null' : typeof target };
  return undefined;
}

/** `target` with `value` merged in by the rules `mergeProblem` checks (arrays and objects change in place). */
function merge(target: unknown, value: unknown): unknown {
  if (isArray(target)) {
    if (isArray(value)) target.push(...value.map((v) => structuredClone(v)));
    else target.push(structuredClone(value));
    return target;
  }
  if (isObject(target) && isObject(value)) {
    for (const [key, v] of Object.entries(value)) {
      // Own properties only, and never through a `__proto__` key: description text is untrusted.
      const has = Object.prototype.hasOwnProperty.call(target, key);
      if (has && v === null && (isObject(target[key]) || isArray(target[key]))) continue;
      const next = has && v !== null ? merge(target[key], v) : structuredClone(v);
      Object.defineProperty(target, key, { value: next, writable: true, enumerable: true, configurable: true });
    }
    return target;
  }
  return structuredClone(value);
}

/** Puts `value` at `location` (keys and indexes from the root); the root itself is replaced by returning it. */
function replaceAt(doc: unknown, location: JSONPathNode['location'], value: unknown): unknown {
  if (!location.length) return value;
  const parent = parentOf(doc, location);
  const last = location[location.length - 1]!;
  if (isArray(parent) && typeof last === 'number') parent[last] = value;
  else if (isObject(parent) && typeof last === 'string') Object.defineProperty(parent, last, { value, writable: true, enumerable: true, configurable: true });
  return doc;
}

/** Removes the selected nodes from their parents; array items go from the last index down so earlier indexes stay right. */
function removeNodes(doc: unknown, nodes: JSONPathNode[]): { doc: unknown; warning?: Issue } {
  if (nodes.some((n) => !n.location.length)) return { doc, warning: { kind: 'root' } };
  const order = [...nodes].sort((a, b) => compareLocations(b.location, a.location));
  for (const node of order) {
    const parent = parentOf(doc, node.location);
    const last = node.location[node.location.length - 1]!;
    if (isArray(parent) && typeof last === 'number') parent.splice(last, 1);
    else if (isObject(parent) && typeof last === 'string') delete parent[last];
  }
  return { doc };
}

function parentOf(doc: unknown, location: JSONPathNode['location']): unknown {
  let node = doc;
  for (const key of location.slice(0, -1)) node = isArray(node) && typeof key === 'number' ? node[key] : isObject(node) ? node[String(key)] : undefined;
  return node;
}

/** Document order of two locations (a parent before its children, array items by index). */
function compareLocations(a: JSONPathNode['location'], b: JSONPathNode['location']): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x === y) continue;
    if (typeof x === 'number' && typeof y === 'number') return x - y;
    return String(x) < String(y) ? -1 : 1;
  }
  return a.length - b.length;
}
