/**
 * An element id for a field named `name` (any text from the description): characters outside
 * `[\w-]` become `_`, and a short FNV-1a hash of the name keeps `x y` and `x_y` apart, so ids stay
 * unique and valid in a selector whatever the description names things.
 */
export function fieldId(base: string, name: string): string {
  const safe = name.replace(/[^\w-]/g, '_');
  if (safe === name) return `${base}-${name}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193) >>> 0;
  return `${base}-${safe}-${h.toString(36)}`;
}
