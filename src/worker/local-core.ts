// The in-page half of the core, imported lazily by LocalStore so pages that use the worker never load it.
import { httpTextFetcher, loadDescription, type DescriptionSource, type LoadedDescription, type LoadProgress } from '../core/load/load-description.js';
import { overlayTransform, type OverlayMessage, type OverlayRequest } from '../core/overlay/overlay-transform.js';

export { DescriptionModel } from '../core/model/description-model.js';
export { SearchIndex } from '../core/search/search-index.js';

/**
 * Loads a description in the page, with the requested overlays applied first (as the worker
 * does); the Overlay engine is a chunk of its own, loaded only when there are overlays.
 */
export async function loadInPage(
  source: DescriptionSource,
  overlays: OverlayRequest | undefined,
  signal: AbortSignal,
  onProgress: (p: LoadProgress) => void,
): Promise<{ loaded: LoadedDescription; messages: OverlayMessage[] }> {
  const fetchText = httpTextFetcher(fetch.bind(globalThis), document.baseURI);
  const overlaid = overlayTransform(overlays, fetchText, async () => (await import('../core/overlay/apply-overlay.js')).applyOverlay, signal);
  const loaded = await loadDescription(source, fetchText, { signal, onProgress, transform: overlaid.transform });
  return { loaded, messages: overlaid.messages };
}
export { modelMarkdown } from '../core/markdown/model-markdown.js';
