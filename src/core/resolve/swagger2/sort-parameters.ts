import { isObject, str, type JsonObject } from '../../types.js';
import { child } from './child.js';
import { problem, type Context } from './context.js';
import { convertSimpleParameter } from './convert-simple-parameter.js';
import { copyData } from './copy-data.js';
import { decodeSegment, splitName } from './rewrite-ref.js';

/** A parameter sorted by where it goes in 3.0, with its place in the input for problems. */
export interface Located {
  param: JsonObject;
  /** Pointer of the parameter list and the index in it; joined only when a problem is reported. */
  listAt: string;
  index: number;
}

/** An operation's or path item's 2.0 parameters, sorted by where they go in 3.0. */
export interface SortedParameters {
  /** Query, header and path parameters (and `$ref`s to them), already converted. */
  plain: unknown[];
  body: Located[];
  form: Located[];
}

/** Sorts a 2.0 parameter list into 3.0 parameters and the body or form fields that become a request body. */
export function sortParameters(list: unknown, ctx: Context, at: string): SortedParameters {
  const sorted: SortedParameters = { plain: [], body: [], form: [] };
  if (!Array.isArray(list)) {
    problem(ctx, at, '`parameters` is not a list; it was skipped', 'parameters-not-list');
    return sorted;
  }
  const items: readonly unknown[] = list;
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    if (!isObject(item)) {
      problem(ctx, child(at, i), 'Parameter is not an object; it was skipped', 'parameter-not-object');
      continue;
    }
    const ref = item.$ref;
    if (typeof ref === 'string') {
      const target = rootParameter(ref, ctx);
      const where = target === undefined ? undefined : str(target, 'in');
      // 3.0 has no body parameters to refer to, so these are inlined where they are used.
      if (target !== undefined && where === 'body') sorted.body.push({ param: target, listAt: at, index: i });
      else if (target !== undefined && where === 'formData') sorted.form.push({ param: target, listAt: at, index: i });
      else sorted.plain.push(copyData(item, ctx, 0));
      continue;
    }
    const where = str(item, 'in');
    if (where === undefined) problem(ctx, child(at, i), 'Parameter has no `in`; it was skipped', 'parameter-no-in');
    else if (where === 'body') sorted.body.push({ param: item, listAt: at, index: i });
    else if (where === 'formData') sorted.form.push({ param: item, listAt: at, index: i });
    else sorted.plain.push(convertSimpleParameter(item, where, ctx));
  }
  return sorted;
}

/** Follows a `$ref` to a root parameter (through chains), or undefined when it is not one. */
function rootParameter(ref: string, ctx: Context): JsonObject | undefined {
  let target = ctx.paramRefs.get(ref);
  if (target === undefined) {
    target = followParameterRef(ref, ctx) ?? null;
    ctx.paramRefs.set(ref, target);
  }
  return target ?? undefined;
}

function followParameterRef(ref: string, ctx: Context): JsonObject | undefined {
  let current = ref;
  // A chain longer than the number of root parameters must loop.
  for (let i = 0; i <= ctx.rootParams.size; i++) {
    if (!current.startsWith('#/parameters/')) return undefined;
    const { name, rest } = splitName(current.slice(13));
    if (rest !== '') return undefined;
    const target = ctx.rootParams.get(decodeSegment(name));
    if (target === undefined) return undefined;
    const next = target.$ref;
    if (typeof next !== 'string') return target;
    current = next;
  }
  return undefined;
}

/** The (name, in) identity of a parameter, looking through a `$ref` to a root parameter. */
export function parameterKey(item: unknown, ctx: Context): string | undefined {
  if (!isObject(item)) return undefined;
  const target = typeof item.$ref === 'string' ? rootParameter(item.$ref, ctx) : item;
  if (target === undefined) return undefined;
  return `${str(target, 'in') ?? ''}:${str(target, 'name') ?? ''}`;
}
