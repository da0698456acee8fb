import type { ComponentGroup } from './components.js';
import type { MarkdownHeading } from './markdown-headings.js';
import type { ReadingOrder, TagBlock } from './reading-order.js';
import { tagId } from './route-ids.js';
import type { ComponentKind } from './component-kinds.js';
import type { OperationSummary, Outline, TagSummary } from './types.js';
import { wireMethod } from './wire-method.js';

/** One link of the navigation bar. */
export interface NavItem {
  /** Route id of the target (`get-/pets`, `overview--intro`, `cmp-schemas-Pet`). */
  id: string;
  label: string;
  op?: OperationSummary;
  deprecated?: boolean;
  /** Indent level for nested entries such as info headings. */
  level?: number;
}

/** A collapsible block: a tag with its operations, or a kind of component. */
export interface NavSection {
  /** Key for the collapsed set (the tag name, `cmp:schemas`, ...). */
  key: string;
  label: string;
  /** Route id the label itself goes to, when it has a section of its own. */
  id?: string;
  items: NavItem[];
  /** Nesting depth of a tag under OpenAPI 3.2 `parent` (0 or absent: top level). */
  depth?: number;
  /** Keys of the enclosing sections, outermost first: closing any of them hides this one. */
  within?: string[];
  /** Whether nested sections follow (the section then has a toggle even without items). */
  hasChildren?: boolean;
}

/** A heading over sections: an `x-tagGroups` group, "Webhooks", "Components". */
export interface NavGroup {
  label?: string;
  sections: NavSection[];
}

/** What the navigation bar lists. */
/** The nav's own words, in the interface's language, and how it names tags and kinds of component. */
export interface NavLabels {
  overview: string;
  servers: string;
  webhooks: string;
  components: string;
  /** The group of the tags no `x-tagGroups` entry lists. */
  otherTags: string;
  /** A tag's name as shown (the description's, or the interface's word for a group spec-doc made). */
  tag: (tag: TagSummary) => string;
  /** A kind of component's group title (`Schemas`). */
  componentKind: (kind: ComponentKind) => string;
}

export interface NavInput {
  outline: Outline;
  order: ReadingOrder;
  /** Quick-filter result: only these operations (tags left empty disappear). */
  filterIds: ReadonlySet<string> | undefined;
  /** Operations listed so far (every style lists them in batches as the page builds them, at least the first screen's worth). */
  limit: number;
  showInfo: boolean;
  /** The words of the interface's language (the core has none of its own). */
  labels: NavLabels;
  /** Info-description headings listed under Overview. */
  infoHeadings: readonly MarkdownHeading[];
  components: readonly ComponentGroup[] | undefined;
}

/**
 * Overview and Servers, then the tags (under their `x-tagGroups` headings when the description
 * has groups), then Webhooks and, in the focused style with show-components, Components.
 */
export function buildNavGroups(input: NavInput): NavGroup[] {
  const { outline: o, order, filterIds } = input;
  const parentOf = new Map(o.tags.flatMap((t) => (t.parent === undefined ? [] : [[t.name, t.parent] as const])));
  let left = input.limit;
  const top: NavSection[] = [];
  if (input.showInfo) top.push({ key: ':overview', label: input.labels.overview, id: 'overview', items: input.infoHeadings.map((h) => ({ id: h.id, label: h.text, level: h.level })) });
  if (o.servers.length) top.push({ key: ':servers', label: input.labels.servers, id: 'servers', items: [] });
  const sectionOf = (b: TagBlock): NavSection | undefined => {
    const ops = filterIds ? b.ops.filter((op) => filterIds.has(op.id)) : b.ops;
    // A filtered-out parent may still enclose matches: sections() drops it when nothing inside stays.
    if (filterIds && !ops.length && !b.tag.hasChildren) return undefined;
    const shown = left > 0 ? ops.slice(0, left) : [];
    left -= shown.length;
    const section: NavSection = {
      key: b.tag.name,
      label: input.labels.tag(b.tag),
      id: tagId(b.tag.name),
      items: shown.map((op) => ({ id: op.id, label: operationLabel(op), op, deprecated: op.deprecated })),
    };
    if (b.tag.depth) {
      section.depth = b.tag.depth;
      section.within = tagChain(b.tag.parent, parentOf);
    }
    if (b.tag.hasChildren) section.hasChildren = true;
    return section;
  };
  const sections = (blocks: TagBlock[]): NavSection[] => {
    const list = blocks.map(sectionOf).filter((s): s is NavSection => !!s);
    if (!filterIds) return list;
    const enclosing = new Set(list.flatMap((s) => (s.items.length ? (s.within ?? []) : [])));
    return list.filter((s) => s.items.length || enclosing.has(s.key));
  };
  const groups: NavGroup[] = [{ sections: top }];
  const tags = order.blocks.filter((b) => !b.webhooks);
  if (o.tagGroups.length) {
    // Groups name top-level tags; each brings the nested tags that follow it in reading order.
    const byName = new Map<string, TagBlock[]>();
    let root: TagBlock[] = [];
    for (const b of tags) {
      if (!b.tag.depth) byName.set(b.tag.name, (root = []));
      root.push(b);
    }
    for (const g of o.tagGroups) {
      const inGroup = sections(g.tags.flatMap((t) => byName.get(t) ?? []));
      if (inGroup.length) groups.push({ label: g.generated ? input.labels.otherTags : g.name, sections: inGroup });
    }
  } else {
    groups.push({ sections: sections(tags) });
  }
  const hooks = sections(order.blocks.filter((b) => b.webhooks));
  if (hooks.length) groups.push({ label: input.labels.webhooks, sections: hooks });
  if (input.components?.length) {
    groups.push({
      label: input.labels.components,
      sections: input.components.map((g) => ({
        key: `cmp:${g.kind}`,
        label: input.labels.componentKind(g.kind),
        items: g.items.map((item) => ({ id: item.id, label: item.name, deprecated: !!item.deprecated })),
      })),
    });
  }
  return groups;
}

/** The tag `name` and its enclosing tags, outermost first. */
export function tagChain(name: string | undefined, parentOf: ReadonlyMap<string, string>): string[] {
  const out: string[] = [];
  // parentOf has no cycles (tagParents breaks them); the bound is a second guard.
  for (let n = name; n !== undefined && out.length <= parentOf.size; n = parentOf.get(n)) out.unshift(n);
  return out;
}

/**
 * An operation's label in the navigation: its summary, else its method and path (`GET
 * /pets/{id}`). Never the path alone: the operations of one path (GET, PUT, DELETE) would read
 * as identical entries, and a large description without summaries as dozens of them.
 */
export function operationLabel(op: Pick<OperationSummary, 'summary' | 'method' | 'path'>): string {
  return op.summary || `${wireMethod(op.method)} ${op.path}`;
}
