/**
 * A host's `messages`, checked and mapped to the keys the code looks up: a chunk of its own, loaded
 * only when a host sets `messages` (with the table of key names, key-ids.ts).
 */

/** A host's `messages`: by language tag, messages by key (overrides of a shipped language, or a whole new one). */
export type HostMessages = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Keys and values of `messages` already reported, so each is reported once per page. */
const reported = new Set<string>();

/** The messages of `locale` in `value` (a host's `messages`) by key id; what is not usable is reported once and left out. */
export async function hostMessages(value: unknown, locale: string): Promise<Record<string, string>> {
  const messages = validMessages(value);
  return Object.keys(messages).length ? byKeyId(messages, locale) : {};
}

/**
 * The usable part of a host's `messages`: languages mapped to objects of strings. What is not
 * (a value that is not text, a key the catalogue does not have, a language that is not an
 * object) is reported once with console.warn and left out; nothing throws.
 */
function validMessages(value: unknown): HostMessages {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) {
    warnOnce('messages', 'spec-doc: `messages` should be an object of languages (BCP 47 tags) to objects of messages by key; it is ignored.');
    return {};
  }
  const out: Record<string, Record<string, string>> = {};
  for (const [tag, entries] of Object.entries(value)) {
    if (!entries || typeof entries !== 'object' || Array.isArray(entries)) {
      warnOnce(`lang:${tag}`, `spec-doc: messages["${tag}"] should be an object of messages by key; it is ignored.`);
      continue;
    }
    const own: Record<string, string> = {};
    for (const [key, text] of Object.entries(entries as Record<string, unknown>)) {
      if (typeof text !== 'string') {
        warnOnce(`value:${tag}:${key}`, `spec-doc: messages["${tag}"]["${key}"] should be text; it is ignored.`);
        continue;
      }
      own[key] = text;
    }
    out[tag] = own;
  }
  return out;
}

/**
 * The messages of `locale` by the keys the code looks up (the build shortens keys; key-ids.ts maps
 * the names hosts write), after reporting once each key of any language that the catalogue does
 * not have (such a key is left out: nothing would show it).
 */
async function byKeyId(messages: HostMessages, locale: string): Promise<Record<string, string>> {
  // Without the table (its chunk failed to load) no key can be told: the overrides wait for the next change.
  const table = await import('../core/i18n/key-ids.js').catch(() => undefined);
  if (!table) return {};
  const { KEY_IDS } = table;
  const own: Record<string, string> = {};
  for (const [tag, entries] of Object.entries(messages)) {
    for (const [name, text] of Object.entries(entries)) {
      const id = Object.hasOwn(KEY_IDS, name) ? KEY_IDS[name] : undefined;
      if (id === undefined) warnOnce(`key:${name}`, `spec-doc: messages["${tag}"]["${name}"]: spec-doc has no message "${name}"; it is ignored.`);
      else if (tag === locale) own[id] = text;
    }
  }
  return own;
}

function warnOnce(id: string, text: string): void {
  if (reported.has(id)) return;
  reported.add(id);
  console.warn(text);
}
