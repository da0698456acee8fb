// Loading a description for the CLI: a file path or an http(s) URL, through the same core the
// element's worker runs (parse with positions, bundle external $refs, Swagger 2 → OpenAPI 3).
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DescriptionError } from '../core/load/description-error.ts';
import { loadDescription } from '../core/load/load-description.ts';
import { buildOutline } from '../core/model/outline.ts';

/** A failure the CLI reports as one line (no stack). */
export class CliError extends Error {}

/** The description's URL: http(s) as given, anything else a file path (file: URLs too). */
export function sourceUrl(input) {
  if (/^https?:\/\//i.test(input)) return input;
  if (/^file:/i.test(input)) return input;
  return pathToFileURL(resolve(input)).href;
}

/** Reads file: URLs from disk and fetches http(s), with errors a person can act on. Records every file: path read. */
export function cliFetcher(files = new Set()) {
  return async (url) => {
    if (url.startsWith('file:')) {
      const path = fileURLToPath(url);
      files.add(path);
      try {
        return await readFile(path, 'utf8');
      } catch (e) {
        if (e.code === 'ENOENT') throw new DescriptionError('http', `File not found: ${path}`);
        if (e.code === 'EISDIR') throw new DescriptionError('http', `${path} is a folder, not a description file`);
        throw new DescriptionError('http', `Cannot read ${path}: ${e.message}`);
      }
    }
    let res;
    try {
      res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    } catch (e) {
      const cause = e.cause?.code ?? e.cause?.message ?? e.message;
      throw new DescriptionError('network', `Cannot reach ${url} (${cause})`);
    }
    if (!res.ok) throw new DescriptionError('http', `HTTP ${res.status}${res.statusText ? ' ' + res.statusText : ''} loading ${url}`);
    return res.text();
  };
}

/**
 * Loads and bundles a description. Resolves to `{ doc, sourceVersion, url, problems, outline, files, text }`
 * (`files`: the local files it was read from, for watching; `text`: the root document's text); rejects with a CliError.
 */
export async function loadForCli(input) {
  const url = sourceUrl(input);
  const files = new Set();
  const fetchText = cliFetcher(files);
  let text;
  let loaded;
  try {
    loaded = await loadDescription({ kind: 'url', url }, async (u, signal) => {
      const body = await fetchText(u, signal);
      if (u === url && text === undefined) text = body;
      return body;
    });
  } catch (e) {
    // File URLs read better as the paths they are.
    const message = (e instanceof Error ? e.message : String(e)).replace(/file:\/\/\S+/g, (u) => {
      try {
        return fileURLToPath(u);
      } catch {
        return u;
      }
    });
    throw new CliError(message);
  }
  const problems = [...loaded.problems];
  const outline = buildOutline(loaded.doc, loaded.sourceVersion, problems);
  return { doc: loaded.doc, sourceVersion: loaded.sourceVersion, url, problems, outline, files: [...files], text };
}
