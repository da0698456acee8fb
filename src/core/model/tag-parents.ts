import type { Problem } from '../types.js';

/** A declared tag as `tagParents` reads it. */
export interface TagParentInput {
  name: string;
  /** The written `parent`, if any. */
  parent?: string | undefined;
  /** Whether the tag is a nav group (`kind` absent or `nav`). */
  nav: boolean;
  /** The written `kind`, for messages. */
  kind?: string | undefined;
  /** JSON pointer of the tag object, for problems. */
  pointer: string;
}

/**
 * OpenAPI 3.2.0, Tag Object, `parent`: "The name of a tag that this tag is nested under. The named
 * tag MUST exist in the API description, and circular references between parent and child tags
 * MUST NOT be used." Returns each tag's usable parent. A parent that is unknown, not a nav tag
 * (a `badge` cannot hold a nav group) or the tag itself, and every tag on a cycle, is read as top
 * level with a problem, so a broken chain neither hangs the nav nor hides operations.
 */
export function tagParents(tags: readonly TagParentInput[], problems: Problem[]): Map<string, string> {
  const byName = new Map(tags.map((t) => [t.name, t]));
  const parents = new Map<string, string>();
  for (const t of tags) {
    if (t.parent === undefined) continue;
    const p = byName.get(t.parent);
    // A chip tag (kind badge, audience, ...) may nest under another chip tag, as the 3.2 text's own
    // example does; the nav has no place for either, so only a missing parent is worth saying.
    if (!t.nav && p && p !== t) continue;
    if (!p || p === t) {
      problems.push({
        pointer: `${t.pointer}/parent`,
        message: `Tag "${t.name}" names parent "${t.parent}", which is not a declared tag; it is shown at the top level`,
        detail: { what: 'outline', problem: 'parent-undeclared', name: t.name, parent: t.parent },
      });
    } else if (!p.nav) {
      problems.push({
        pointer: `${t.pointer}/parent`,
        message: `Tag "${t.name}" names parent "${t.parent}", which is a ${p.kind ?? 'non-nav'} tag and not a nav group; it is shown at the top level`,
        detail: { what: 'outline', problem: 'parent-not-nav', name: t.name, parent: t.parent, kind: p.kind ?? 'non-nav' },
      });
    } else {
      parents.set(t.name, p.name);
    }
  }
  // A tag whose chain comes back to itself is on a cycle: it goes to the top level, which breaks
  // the cycle for the others (bounded walk: at most one step per tag).
  const onCycle: string[] = [];
  for (const t of tags) {
    let at = parents.get(t.name);
    for (let steps = 0; at !== undefined && steps < tags.length; steps++) {
      if (at === t.name) {
        onCycle.push(t.name);
        break;
      }
      at = parents.get(at);
    }
  }
  for (const name of onCycle) {
    parents.delete(name);
    const t = byName.get(name);
    problems.push({
      pointer: `${t?.pointer ?? '/tags'}/parent`,
      message: `Tag "${name}" is its own ancestor through "parent"; it is shown at the top level`,
      detail: { what: 'outline', problem: 'parent-cycle', name },
    });
  }
  return parents;
}

/** Whether a tag `kind` makes a nav group (OpenAPI 3.2.0, Tag Object: `nav` is the registered value for navigation). */
export function isNavKind(kind: unknown): boolean {
  return kind === undefined || kind === 'nav';
}
