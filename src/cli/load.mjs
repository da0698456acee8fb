// Loading a description for the CLI: a file path or an http(s) URL, through the same core the
// element's worker runs (parse with positions, bundle external $refs, Swagger 2 → OpenAPI 3).
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DescriptionError } from '../core/load/description-error.ts';
import { loadDescription } from '../core/load/load-description.ts';
import { buildOutline } from '../core/model/outline.ts';
import { applyOverlay } from '../core/overlay/apply-overlay.ts';
import { overlayTransform } from '../core/overlay/overlay-transform.ts';

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

/** A file: URL as the path it is (messages read better with paths); anything else as given. */
function displayName(url) {
  if (!url.startsWith('file:')) return url;
  try {
    return fileURLToPath(url);
  } catch {
    return url;
  }
}

/**
 * Loads and bundles a description, with `overlays` (files or URLs, OpenAPI Overlay 1.0/1.1)
 * applied in order to the parsed description before anything else sees it. Resolves to
 * `{ doc, sourceVersion, url, problems, outline, files, text, loaded, overlayWarnings }`
 * (`files`: the local files read, overlays included, for watching; `text`: the root document's
 * text; `loaded`: what the core's DescriptionModel takes; `overlayWarnings`: actions that
 * applied to nothing, one line each). Rejects with a CliError, also when an overlay cannot be
 * read or is not a valid Overlay (named by its path): a site built without an overlay the user
 * asked for would be wrong without anyone noticing.
 */
export async function loadForCli(input, { overlays = [] } = {}) {
  const url = sourceUrl(input);
  const files = new Set();
  const fetchText = cliFetcher(files);
  const overlaid = overlayTransform(
    overlays.length ? { overlayUrl: overlays.map(sourceUrl).join(' '), overlays: [], base: url, engine: 'built in' } : undefined,
    fetchText,
    async () => applyOverlay,
  );
  let text;
  let loaded;
  try {
    loaded = await loadDescription(
      { kind: 'url', url },
      async (u, signal) => {
        const body = await fetchText(u, signal);
        if (u === url && text === undefined) text = body;
        return body;
      },
      { transform: overlaid.transform },
    );
  } catch (e) {
    // File URLs read better as the paths they are.
    const message = (e instanceof Error ? e.message : String(e)).replace(/file:\/\/\S+/g, displayName);
    throw new CliError(message);
  }
  const errors = overlaid.messages.filter((m) => m.severity === 'error');
  if (errors.length) throw new CliError(errors.map((m) => `overlay ${displayName(m.overlay)} ${m.message.replace(/file:\/\/\S+/g, displayName)}`).join('\nerror: '));
  const overlayWarnings = overlaid.messages.filter((m) => m.severity === 'warning').map((m) => `overlay ${displayName(m.overlay)}: ${m.message}`);
  const problems = [...loaded.problems];
  const outline = buildOutline(loaded.doc, loaded.sourceVersion, problems);
  return { doc: loaded.doc, sourceVersion: loaded.sourceVersion, url, problems, outline, files: [...files], text, loaded, overlayWarnings };
}
