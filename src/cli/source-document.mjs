// The document a site serves for its element: the description bundled into one file, in the
// language it is written in. For OpenAPI 3.x that is the loaded document; for Swagger 2.0 it is
// the bundled 2.0 document, not its OpenAPI 3 conversion, so the element converts it as it does
// any Swagger 2.0 it is given and knows what the source was (its version chip says "Swagger 2.0",
// and a reader who downloads the description gets the language the API is described in).
import { loadDescription } from '../core/load/load-description.ts';
import { applyOverlay } from '../core/overlay/apply-overlay.ts';
import { overlayTransform } from '../core/overlay/overlay-transform.ts';
import { cliFetcher, sourceUrl } from './load.mjs';

/**
 * The document to write for one API (`{ input, result }` from loadInputs) with its `overlays`:
 * `result.doc` unless it was converted from Swagger 2.0, in which case the description is read
 * again (with the same overlays) and kept as it is just before the conversion: bundled, overlaid.
 */
export async function sourceDocument(api, overlays) {
  if (api.result.sourceVersion !== '2.0') return api.result.doc;
  const url = sourceUrl(api.input);
  const fetchText = cliFetcher();
  const overlaid = overlayTransform(
    overlays.length ? { overlayUrl: overlays.map(sourceUrl).join(' '), overlays: [], base: url, engine: 'built in' } : undefined,
    fetchText,
    async () => applyOverlay,
  );
  let swagger2;
  await loadDescription({ kind: 'url', url }, fetchText, {
    transform: overlaid.transform,
    beforeConvert: (before) => {
      swagger2 = before.doc;
    },
  });
  return swagger2 ?? api.result.doc;
}
