/**
 * The own value of `record` at `key`: a name from the description may be `__proto__` or
 * `constructor`, which a plain lookup would find on the prototype.
 */
export function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}
