/** The strings of a list, or undefined when the value is not a list. */
export function stringList(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter(isString);
}

function isString(v: unknown): v is string {
  return typeof v === 'string';
}
