/** The strings of a list (the list itself when they all are), or undefined when the value is not a list. */
export function stringList(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  // Usually every item is a string: the list itself is returned then (callers only read it).
  return value.every(isString) ? value : value.filter(isString);
}

function isString(v: unknown): v is string {
  return typeof v === 'string';
}
