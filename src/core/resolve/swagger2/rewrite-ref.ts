import { str } from '../../types.js';
import { escapeSegment, parsePointer } from '../pointer.js';
import type { Context } from './context.js';
import { DEFAULT_MEDIA_TYPE } from './media-types.js';
import { VALUE_KEYS } from './value-keys.js';

/** Rewrites an internal 2.0 reference to where the same thing lives in the 3.0 document. */
export function rewriteRef(ref: string, ctx: Context): string {
  let rewritten = ctx.refs.get(ref);
  if (rewritten === undefined) {
    rewritten = relocate(ref, ctx);
    ctx.refs.set(ref, rewritten);
  }
  return rewritten;
}

function relocate(ref: string, ctx: Context): string {
  if (ref.startsWith('#/definitions/')) return '#/components/schemas/' + ref.slice(14);
  if (ref.startsWith('#/parameters/')) {
    const { name, rest } = splitName(ref.slice(13));
    const target = ctx.rootParams.get(decodeSegment(name));
    const where = target === undefined ? undefined : str(target, 'in');
    if (where === 'body') return '#/components/requestBodies/' + name + mediaPath(rest, ctx.consumes);
    if (where === 'formData') return '#/components/requestBodies/' + name + rest;
    if (rest === '') return '#/components/parameters/' + name;
    // A pointer into a value keyword (".../items") now finds it under `schema`.
    const first = rest.split('/')[1];
    const moved = first !== undefined && VALUE_KEYS.has(first) ? '/schema' + rest : rest;
    return '#/components/parameters/' + name + moved;
  }
  if (ref.startsWith('#/responses/')) {
    const { name, rest } = splitName(ref.slice(12));
    return '#/components/responses/' + name + mediaPath(rest, ctx.produces);
  }
  if (ref.startsWith('#/securityDefinitions/')) return '#/components/securitySchemes/' + ref.slice(22);
  return ref;
}

/** Splits "Name/rest/of/pointer" into the component name and the rest (with its leading '/'). */
export function splitName(tail: string): { name: string; rest: string } {
  const slash = tail.indexOf('/');
  return slash < 0 ? { name: tail, rest: '' } : { name: tail.slice(0, slash), rest: tail.slice(slash) };
}

/** A component name from a pointer segment, unescaped (RFC 6901 `~0`/`~1`, and percent-encoding in a URI fragment). */
export function decodeSegment(segment: string): string {
  // Most names need no decoding, and this runs for every parameter reference.
  if (!segment.includes('~') && !segment.includes('%')) return segment;
  return parsePointer('#/' + segment)[0] ?? segment;
}

/** A 2.0 body `schema` now sits under the first media type of the content. */
function mediaPath(rest: string, types: string[] | undefined): string {
  if (rest !== '/schema' && !rest.startsWith('/schema/')) return rest;
  const mime = types?.[0] ?? DEFAULT_MEDIA_TYPE;
  return '/content/' + escapeSegment(mime) + rest;
}
