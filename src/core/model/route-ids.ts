/** `get-/users/{id}` → the slot form `get-/users/-id-` (INTERFACE §5). */
export function slotName(id: string): string {
  return id.replace(/[{}#\s:?&=]/g, '-');
}

/** Route id and anchor of a tag's section, and the name of its slot. */
export function tagId(name: string): string {
  return `tag--${name}`;
}

/** Sections with fixed anchors (INTERFACE §5), usable as routes. */
export const SECTION_IDS = ['overview', 'servers', 'auth', 'operations-top'] as const;
