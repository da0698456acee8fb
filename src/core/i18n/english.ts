/**
 * The English messages of the areas loaded so far. Each area's file (en/*.ts) adds its messages
 * here as it loads, and every file that shows an area's words imports that area's file, so the
 * English text of the TRY console or the authentication section travels in their lazy chunks
 * rather than in the bundle every page downloads first.
 */
const english = Object.create(null) as Record<string, string>;

/** Adds an area's English messages (called once by each en/*.ts file as it loads). */
export function registerEnglish(messages: Readonly<Record<string, string>>): void {
  Object.assign(english, messages);
}

/** The English message of `key`, or the key itself when its area has not loaded (a bug the catalogue test catches). */
export function englishMessage(key: string): string {
  return english[key] ?? key;
}
