import { childPointer } from '../resolve/pointer.js';
import { isObject, scalarString, str, type JsonObject, type Problem, type ProblemDetail } from '../types.js';
import { resolveRef, type Resolved } from './resolve-ref.js';
import type { UnresolvedWhy } from '../types.js';
import { isNavKind, tagParents, type TagParentInput } from './tag-parents.js';
import { isFixedMethod } from './wire-method.js';
import { HTTP_METHODS, type Badge, type InfoView, type OperationSummary, type Outline, type ServerView, type TagGroup, type TagSummary } from './types.js';

/** Name of the group that holds operations without tags. */
export const DEFAULT_TAG = 'default';

/** The operation id used in routes, slots and `goto-path`: `{method}-{path}`. */
export function operationId(method: string, path: string): string {
  return `${method.toLowerCase()}-${path}`;
}

/**
 * Name of the trailing `x-tagGroups` group that collects the tags no group lists: without it,
 * a description whose groups forget a tag would leave that tag's operations unreachable.
 */
export const UNGROUPED_TAG_GROUP = 'Other';

import { type SortEndpointsBy } from './sort-endpoints.js';

/**
 * Builds the compact outline of a bundled OpenAPI 3 description: info, servers, tags with
 * their operations, webhooks. Cheap: it reads headings only, never schemas.
 */
export function buildOutline(doc: JsonObject, sourceVersion: string, problems: Problem[], options: { sortEndpointsBy?: SortEndpointsBy; sortTags?: boolean } = {}): Outline {
  const operations: OperationSummary[] = [];
  const webhooks: OperationSummary[] = [];
  // `in: querystring` is OpenAPI 3.2's: only 3.2 documents pay for checking it (it follows every
  // parameter's $ref, some 30 ms on Kubernetes' 1,100 operations).
  const querystrings = sourceVersion.startsWith('3.2');
  const paths = doc.paths;
  if (isObject(paths)) {
    for (const path of Object.keys(paths)) {
      if (path.startsWith('x-')) continue;
      collectOperations(doc, paths[path], childPointer('/paths', path), path, 'operation', operations, problems, querystrings);
    }
  } else if (paths !== undefined) {
    problems.push({ pointer: '/paths', message: '"paths" is not an object', detail: { what: 'outline', problem: 'paths-not-object' } });
  }
  const hooks = isObject(doc.webhooks) ? doc.webhooks : isObject(doc['x-webhooks']) ? doc['x-webhooks'] : undefined;
  const hooksKey = isObject(doc.webhooks) ? '/webhooks' : '/x-webhooks';
  if (hooks) {
    for (const name of Object.keys(hooks)) {
      collectOperations(doc, hooks[name], childPointer(hooksKey, name), name, 'webhook', webhooks, problems, querystrings);
    }
  }
  const tags = groupByTag(doc, operations, options, problems);
  const outline: Outline = {
    sourceVersion,
    info: infoView(doc.info),
    servers: serverViews(doc.servers),
    tags,
    // Groups list top-level tags; nested tags follow their parent wherever it goes.
    tagGroups: tagGroups(
      doc['x-tagGroups'],
      tags.filter((t) => !t.depth),
      options.sortTags === true,
      problems,
    ),
    operations,
    webhooks,
    problems,
  };
  const ext = externalDocs(doc.externalDocs);
  if (ext) outline.externalDocs = ext;
  const self = str(doc, '$self');
  if (self !== undefined) outline.self = self;
  return outline;
}

function collectOperations(
  doc: JsonObject,
  item: unknown,
  pointer: string,
  path: string,
  kind: 'operation' | 'webhook',
  out: OperationSummary[],
  problems: Problem[],
  querystrings: boolean,
): void {
  // Most path items and operations are no references: no chain to follow (the outline reads thousands).
  const r: Pick<Resolved, 'value' | 'pointer' | 'unresolved' | 'why'> = hasRef(item) ? resolveRef(doc, item, pointer) : { value: item, pointer };
  if (r.unresolved) {
    problems.push({ pointer, message: r.unresolved, ...unresolvedDetail(r.why) });
    return;
  }
  if (!isObject(r.value)) {
    problems.push({ pointer, message: `Path item "${path}" is not an object`, detail: { what: 'outline', problem: 'path-item-not-object', path } });
    return;
  }
  const pathItem = r.value;
  // Allocation-light: this runs for each of thousands of operations in a fresh worker, before the
  // first screen, where the garbage it makes is scavenged along with the description around it.
  const add = (method: string, raw: unknown, at: string): void => {
    const op: Pick<Resolved, 'value' | 'pointer' | 'unresolved' | 'why'> = hasRef(raw) ? resolveRef(doc, raw, at) : { value: raw, pointer: at };
    if (!isObject(op.value)) {
      if (op.unresolved !== undefined) problems.push({ pointer: at, message: op.unresolved, ...unresolvedDetail(op.why) });
      else
        problems.push({
          pointer: at,
          message: `Operation ${method.toUpperCase()} ${path} is not an object`,
          detail: { what: 'outline', problem: 'operation-not-object', method: method.toUpperCase(), path },
        });
      return;
    }
    const o = op.value;
    if (querystrings) checkQuerystring(doc, pathItem.parameters, childPointer(r.pointer, 'parameters'), o.parameters, childPointer(op.pointer, 'parameters'), problems);
    // Route ids and slot names are lower-case whatever the method's case (`copy-/files/{id}`);
    // `method` keeps an additional operation's case for the badge and the wire (wireMethod).
    const lower = method.toLowerCase();
    const summary: OperationSummary = {
      id: kind === 'webhook' ? `webhook-${lower}-${path}` : operationId(lower, path),
      kind,
      method,
      path,
      pointer: op.pointer,
      summary: str(o, 'summary') ?? '',
      deprecated: o.deprecated === true,
      tags: Array.isArray(o.tags) ? o.tags.filter((t): t is string => typeof t === 'string') : [],
      badges: badges(o['x-badges']),
    };
    const id = str(o, 'operationId');
    if (id !== undefined) summary.operationId = id;
    out.push(summary);
  };
  // The fixed methods, in their order (a method's name needs no escaping in a pointer).
  for (const m of HTTP_METHODS) {
    const raw = pathItem[m];
    if (raw !== undefined) add(m, raw, `${r.pointer}/${m}`);
  }
  // OpenAPI 3.2.0, Path Item Object: other methods live under additionalOperations, keyed by the
  // method "with the same capitalization that is to be sent in the request"; an entry for a method
  // a fixed field holds (`GET`, `Query`) is not allowed and is left out with a problem.
  const extra = pathItem.additionalOperations;
  if (isObject(extra)) {
    const extraPointer = childPointer(r.pointer, 'additionalOperations');
    const taken = new Set<string>(HTTP_METHODS.filter((m) => pathItem[m] !== undefined));
    for (const m of Object.keys(extra)) {
      const at = childPointer(extraPointer, m);
      if (isFixedMethod(m)) {
        problems.push({
          pointer: at,
          message: `additionalOperations must not hold "${m}": the path item's "${m.toLowerCase()}" field is that method; it is ignored`,
          detail: { what: 'outline', problem: 'fixed-method', method: m, field: m.toLowerCase() },
        });
      } else if (taken.has(m.toLowerCase())) {
        problems.push({
          pointer: at,
          message: `additionalOperations "${m}" differs from another method only in case, which spec-doc cannot route; it is ignored`,
          detail: { what: 'outline', problem: 'method-case', method: m },
        });
      } else {
        taken.add(m.toLowerCase());
        add(m, extra[m], at);
      }
    }
  }
}

/** Whether a node is an object with a `$ref` (resolveRef follows those). */
function hasRef(node: unknown): boolean {
  return isObject(node) && node.$ref !== undefined;
}

/**
 * OpenAPI 3.2.0, Parameter Object, `in: querystring`: it MUST be described by `content`, and MUST
 * NOT appear more than once, nor together with `in: query` parameters, among the parameters an operation gets (its own and its
 * path item's). Pushes a problem for each breach.
 */
function checkQuerystring(doc: JsonObject, pathLevel: unknown, pathPointer: string, opLevel: unknown, opPointer: string, problems: Problem[]): void {
  // Path-item parameters are checked with each of its operations: each problem is reported once.
  const report = (problem: Problem): void => {
    if (!problems.some((p) => p.pointer === problem.pointer && p.message === problem.message)) problems.push(problem);
  };
  const locations: Array<[string, string]> = [];
  const read = (list: unknown, at: string): void => {
    if (!Array.isArray(list)) return;
    list.forEach((raw, i) => {
      const p = resolveRef(doc, raw, childPointer(at, i)).value;
      if (!isObject(p) || typeof p.in !== 'string') return;
      locations.push([p.in, childPointer(at, i)]);
      if (p.in === 'querystring' && !isObject(p.content))
        report({
          pointer: childPointer(at, i),
          message: 'A querystring parameter must be described by content (it is sent as application/x-www-form-urlencoded)',
          detail: { what: 'outline', problem: 'querystring-no-content' },
        });
    });
  };
  read(pathLevel, pathPointer);
  read(opLevel, opPointer);
  const qs = locations.filter(([l]) => l === 'querystring');
  const first = qs[0];
  if (first === undefined) return;
  if (qs.length > 1)
    report({ pointer: qs[1]?.[1] ?? first[1], message: 'Only one querystring parameter is allowed per operation', detail: { what: 'outline', problem: 'querystring-twice' } });
  if (locations.some(([l]) => l === 'query')) {
    report({ pointer: first[1], message: 'A querystring parameter cannot be used together with query parameters', detail: { what: 'outline', problem: 'querystring-with-query' } });
  }
}

/**
 * `x-badges` in either of its two forms: RapiDoc's `{label, color}` and Redocly's
 * `{name, color, position}` (`position: before | after`, after by default).
 */
function badges(raw: unknown): Badge[] {
  if (!Array.isArray(raw)) return [];
  const out: Badge[] = [];
  for (const b of raw) {
    if (!isObject(b)) continue;
    const label = str(b, 'label') ?? str(b, 'name');
    if (label === undefined) continue;
    const badge: Badge = { label };
    const color = str(b, 'color');
    if (color !== undefined) badge.color = color;
    if (b.position === 'before' || b.position === 'after') badge.position = b.position;
    out.push(badge);
  }
  return out;
}

const METHOD_RANK = new Map<string, number>(HTTP_METHODS.map((m, i) => [m, i]));

function compareOps(by: SortEndpointsBy): ((a: OperationSummary, b: OperationSummary) => number) | undefined {
  const rank = (m: string): number => METHOD_RANK.get(m) ?? 99;
  switch (by) {
    case 'path':
      return (a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : rank(a.method) - rank(b.method));
    case 'method':
      return (a, b) => rank(a.method) - rank(b.method) || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);
    case 'summary':
      return (a, b) => (a.summary || a.path).localeCompare(b.summary || b.path);
    case 'none':
      return undefined;
  }
}

/**
 * Tags in description order (declared first, then first use), untagged operations last under
 * "default". OpenAPI 3.2.0, Tag Object: `summary` labels the tag (after `x-displayName`); tags of
 * a `kind` other than `nav` are not nav groups but chips on their operations, and an operation
 * whose only tags are such chips goes where untagged ones go; `parent` nests a tag under another
 * (any depth): each tag is followed by its children, and a parent stays even without operations.
 */
function groupByTag(doc: JsonObject, operations: OperationSummary[], options: { sortEndpointsBy?: SortEndpointsBy; sortTags?: boolean }, problems: Problem[]): TagSummary[] {
  const tags = new Map<string, TagSummary>();
  const chips = new Map<string, Badge>();
  const labels = new Map<string, string>();
  const parentInput: TagParentInput[] = [];
  const declared = Array.isArray(doc.tags) ? doc.tags : [];
  declared.forEach((t: unknown, i) => {
    if (!isObject(t) || typeof t.name !== 'string' || tags.has(t.name) || chips.has(t.name)) return;
    const displayName = str(t, 'x-displayName') ?? str(t, 'summary') ?? t.name;
    if (displayName !== t.name) labels.set(t.name, displayName);
    const nav = isNavKind(t.kind);
    parentInput.push({ name: t.name, parent: str(t, 'parent'), nav, kind: str(t, 'kind'), pointer: `/tags/${i}` });
    if (!nav) {
      chips.set(t.name, { label: displayName, tagKind: typeof t.kind === 'string' ? t.kind : 'other' });
      return;
    }
    const tag: TagSummary = {
      name: t.name,
      displayName,
      description: str(t, 'description') ?? '',
      operations: [],
    };
    // Only a real boolean counts: "false" as a string would otherwise read as true.
    if (typeof t['x-tag-expanded'] === 'boolean') tag.expanded = t['x-tag-expanded'];
    const ext = externalDocs(t.externalDocs);
    if (ext) tag.externalDocs = ext;
    tags.set(t.name, tag);
  });
  const parents = tagParents(parentInput, problems);
  const ordered = [...operations];
  const cmp = compareOps(options.sortEndpointsBy ?? 'path');
  if (cmp) ordered.sort(cmp);
  const untagged = [DEFAULT_TAG];
  for (const op of ordered) {
    // Without chip tags (nearly always), an operation's nav tags are its tags: no list to make.
    const navNames = chips.size ? op.tags.filter((n) => !chips.has(n)) : op.tags;
    const names = navNames.length ? navNames : untagged;
    if (chips.size || labels.size) {
      for (const n of op.tags) {
        const chip = chips.get(n);
        if (chip) op.badges.push({ ...chip });
        const label = labels.get(n);
        if (label !== undefined) (op.tagLabels ??= []).push(label);
      }
    }
    for (const name of names) {
      let tag = tags.get(name);
      if (!tag) {
        tag = { name, displayName: name, description: '', operations: [] };
        tags.set(name, tag);
      }
      tag.operations.push(op.id);
    }
  }
  // A tag stays when it has operations or a description, or when a tag it encloses stays.
  const kept = new Set<string>();
  for (const t of tags.values()) {
    if (!t.operations.length && !t.description) continue;
    for (let n: string | undefined = t.name; n !== undefined && !kept.has(n); n = parents.get(n)) kept.add(n);
  }
  let list = [...tags.values()].filter((t) => kept.has(t.name));
  // Keep "default" last: it is the catch-all.
  const def = tags.get(DEFAULT_TAG);
  if (def && !declared.some((t) => isObject(t) && t.name === DEFAULT_TAG)) {
    list = [...list.filter((t) => t !== def), def];
    // The untagged operations' group keeps its name `default` (ids, slots, x-tagGroups) but reads as
    // what it is: "Operations" when it is the only group (Stripe's), else "Other operations".
    if (def.displayName === DEFAULT_TAG) {
      def.generated = list.length > 1 ? 'otherOperations' : 'operations';
      def.displayName = list.length > 1 ? 'Other operations' : 'Operations';
    }
  }
  if (options.sortTags) list.sort((a, b) => a.displayName.localeCompare(b.displayName));
  if (!parents.size) return list;
  // Depth-first: each tag followed by its children, in the order above.
  const children = new Map<string, TagSummary[]>();
  for (const t of list) {
    const p = parents.get(t.name);
    if (p === undefined) continue;
    children.set(p, [...(children.get(p) ?? []), t]);
  }
  const out: TagSummary[] = [];
  const visit = (t: TagSummary, ancestors: string[]): void => {
    if (ancestors.length) {
      t.parent = parents.get(t.name);
      t.depth = ancestors.length;
      t.ancestors = ancestors;
    }
    out.push(t);
    const kids = children.get(t.name) ?? [];
    if (kids.length) t.hasChildren = true;
    for (const k of kids) visit(k, [...ancestors, t.displayName]);
  };
  for (const t of list) if (!parents.has(t.name)) visit(t, []);
  return out;
}

/**
 * Reads root `x-tagGroups` (a list of `{name, tags}`) against the tags the outline shows.
 * Groups keep their written order; tags inside a group keep theirs unless `sortTags`. Malformed
 * entries are skipped with a problem; names of tags the outline does not show are ignored (a
 * declared tag without operations is not an error); a tag listed twice stays in its first group,
 * because the nav must give each tag one place. Tags no group lists go to a trailing "Other"
 * group (appended to a written "Other" group if there is one), so every operation stays reachable.
 * Groups left with no tags are dropped, and when no group names a shown tag there are no groups.
 */
function tagGroups(raw: unknown, tags: readonly TagSummary[], sortTags: boolean, problems: Problem[]): TagGroup[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    problems.push({ pointer: '/x-tagGroups', message: '"x-tagGroups" is not a list of {name, tags}', detail: { what: 'outline', problem: 'tag-groups-not-list' } });
    return [];
  }
  const shown = new Map(tags.map((t) => [t.name, t]));
  const placed = new Set<string>();
  const groups: TagGroup[] = [];
  raw.forEach((entry: unknown, i) => {
    const at = `/x-tagGroups/${i}`;
    if (!isObject(entry) || typeof entry.name !== 'string' || !Array.isArray(entry.tags)) {
      problems.push({ pointer: at, message: 'A tag group needs a string "name" and a list of "tags"; this one is skipped', detail: { what: 'outline', problem: 'tag-group-invalid' } });
      return;
    }
    const group: TagGroup = { name: entry.name, tags: [] };
    entry.tags.forEach((name: unknown, j) => {
      if (typeof name !== 'string') {
        problems.push({
          pointer: `${at}/tags/${j}`,
          message: `A tag name in group "${group.name}" is not a string; it is skipped`,
          detail: { what: 'outline', problem: 'tag-name-not-string', name: group.name },
        });
        return;
      }
      if (!shown.has(name) || placed.has(name)) return;
      placed.add(name);
      group.tags.push(name);
    });
    groups.push(group);
  });
  // Groups that name none of the shown tags would leave only "Other": a flat list reads better.
  if (placed.size === 0) return [];
  const ungrouped = tags.filter((t) => !placed.has(t.name)).map((t) => t.name);
  if (ungrouped.length) {
    const other = groups.find((g) => g.name === UNGROUPED_TAG_GROUP);
    if (other) other.tags.push(...ungrouped);
    else groups.push({ name: UNGROUPED_TAG_GROUP, tags: ungrouped, generated: true });
  }
  if (sortTags) {
    const label = (name: string): string => shown.get(name)?.displayName ?? name;
    for (const g of groups) g.tags.sort((a, b) => label(a).localeCompare(label(b)));
  }
  return groups.filter((g) => g.tags.length > 0);
}

function infoView(raw: unknown): InfoView {
  const info = isObject(raw) ? raw : {};
  const view: InfoView = { title: str(info, 'title') ?? 'API', version: scalarString(info.version) ?? '' };
  for (const k of ['summary', 'description', 'termsOfService'] as const) {
    const v = str(info, k);
    if (v !== undefined) view[k] = v;
  }
  if (isObject(info.contact)) {
    const c: NonNullable<InfoView['contact']> = {};
    for (const k of ['name', 'url', 'email'] as const) {
      const v = str(info.contact, k);
      if (v !== undefined) c[k] = v;
    }
    view.contact = c;
  }
  if (isObject(info.license)) {
    const l: NonNullable<InfoView['license']> = {};
    for (const k of ['name', 'url', 'identifier'] as const) {
      const v = str(info.license, k);
      if (v !== undefined) l[k] = v;
    }
    view.license = l;
  }
  const logo = isObject(info['x-logo']) ? info['x-logo'] : undefined;
  const logoUrl = logo ? str(logo, 'url') : undefined;
  if (logo && logoUrl !== undefined) {
    view.logo = { url: logoUrl };
    const alt = str(logo, 'altText');
    const href = str(logo, 'href');
    if (alt !== undefined) view.logo.altText = alt;
    if (href !== undefined) view.logo.href = href;
  }
  return view;
}

/** Reads a Servers list into views (variables with defaults and enums). */
export function serverViews(raw: unknown): ServerView[] {
  if (!Array.isArray(raw)) return [];
  const out: ServerView[] = [];
  for (const s of raw) {
    if (!isObject(s) || typeof s.url !== 'string') continue;
    const variables = isObject(s.variables)
      ? Object.entries(s.variables).flatMap(([name, v]) => {
          if (!isObject(v)) return [];
          const view: ServerView['variables'][number] = { name, default: scalarString(v.default) ?? '' };
          if (Array.isArray(v.enum)) view.enum = v.enum.map(String);
          const d = str(v, 'description');
          if (d !== undefined) view.description = d;
          return [view];
        })
      : [];
    const view: ServerView = { url: s.url, description: str(s, 'description') ?? '', variables };
    // OpenAPI 3.2.0, Server Object, `name`: "An optional unique string to refer to the host designated by the URL."
    const name = str(s, 'name');
    if (name !== undefined) view.name = name;
    out.push(view);
  }
  return out;
}

/** Reads an External Documentation object. */
export function externalDocs(raw: unknown): { url: string; description?: string } | undefined {
  if (!isObject(raw) || typeof raw.url !== 'string') return undefined;
  const d = str(raw, 'description');
  return d === undefined ? { url: raw.url } : { url: raw.url, description: d };
}

/** A dangling path item's or operation's problem detail: the bundler's own, else the resolver's reason as data. */
function unresolvedDetail(why: UnresolvedWhy | undefined): { detail?: ProblemDetail } {
  if (!why) return {};
  return { detail: why.kind === 'bundle' ? why.detail : { what: 'unresolved', why } };
}
