/** The strings of a list, or undefined when the value is not a list. */
export function stringList(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.filter((v: unknown): v is string => typeof v === 'string');
}
