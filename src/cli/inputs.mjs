// Several descriptions in one site: each one's name (its info.title or --name, made unique), a
// file-safe slug for its files, and the overlays that apply to it.
import { CliError, loadForCli } from './load.mjs';
import { UsageError } from './usage-error.mjs';

/** A name as a file-safe slug: lower-case letters, digits and `-` only (never `.`, `/` or empty). */
export function slugify(name) {
  return (
    String(name)
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'api'
  );
}

/** `values` made unique in order: a repeat gets " (2)", " (3)"… (by `key`, so slugs can compare case-insensitively). */
export function uniqueNames(values, suffix = (v, n) => `${v} (${n})`, key = (v) => v) {
  const seen = new Set();
  return values.map((v) => {
    let candidate = v;
    for (let n = 2; seen.has(key(candidate)); n++) candidate = suffix(v, n);
    seen.add(key(candidate));
    return candidate;
  });
}

/**
 * The overlays of input `index` (0-based): those given before any description apply to every
 * description, those given after one apply to that one (`--overlay` values as parseArgs keeps
 * them, `{ value, after }` with `after` the number of descriptions before the option).
 */
export function overlaysFor(overlays, index) {
  return overlays.filter((o) => o.after === 0 || o.after === index + 1).map((o) => o.value);
}

/**
 * Loads every description (with its overlays) and names it: `--name` once per description in
 * order, else its info.title (or the file name). Resolves to `[{ input, name, slug, result }]`,
 * `result` being what loadForCli gives.
 */
export async function loadInputs(inputs, { names = [], overlays = [] } = {}) {
  if (names.length && names.length !== inputs.length) {
    throw new UsageError(
      `--name is given ${names.length} time${names.length === 1 ? '' : 's'} for ${inputs.length} description${inputs.length === 1 ? '' : 's'}: give it once per description, in the same order`,
    );
  }
  const results = [];
  for (const [i, input] of inputs.entries()) {
    try {
      results.push(await loadForCli(input, { overlays: overlaysFor(overlays, i) }));
    } catch (e) {
      // With several descriptions, say which one failed.
      if (e instanceof CliError && inputs.length > 1) throw new CliError(`${input}: ${e.message}`);
      throw e;
    }
  }
  const given = results.map((r, i) => (names[i] ?? r.outline.info.title ?? '').replace(/\s+/g, ' ').trim() || inputs[i].replace(/^.*[\\/]/, ''));
  const unique = uniqueNames(given);
  const slugs = uniqueNames(
    unique.map((n) => slugify(n)),
    (s, n) => `${s}-${n}`,
  );
  return results.map((result, i) => ({ input: inputs[i], name: unique[i], slug: slugs[i], result }));
}
