/** A JSON number whose text a double cannot keep (a big integer, `1.0`, `1e400`): kept as it was sent. */
export class RawNumber {
  constructor(readonly source: string) {}
}

/** What a reviver is given as its third argument where JSON.parse source text access is implemented. */
interface ReviverContext {
  source?: string;
}

/**
 * JSON.parse that keeps the text of numbers a double would change, as RawNumber, so an ID like
 * 9007199254740993 is shown as sent (RFC 8259 §6 leaves precision to implementations, and
 * IEEE 754 doubles lose it past 2^53). It needs the reviver's source text (TC39 "JSON.parse
 * source text access"); where the engine has none, numbers are plain numbers. Throws as
 * JSON.parse does.
 */
export function parseJsonSafe(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown, context?: ReviverContext) =>
    typeof value === 'number' && context?.source !== undefined && String(value) !== context.source ? new RawNumber(context.source) : value,
  );
}
