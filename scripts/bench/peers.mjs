// The viewers compared: the floor (fetch + JSON.parse + a plain list), spec-doc and its peers
// (RapiDoc, Swagger UI, Redoc), each a page under bench/ that loads the description named by
// ?spec= and a selector that matches one rendered operation.
// `selector` matches one rendered operation (searched in the document and every open shadow root).
/** The viewer of --baseline: a second spec-doc build, compared with this one in the same run. */
export const BASELINE = 'spec-doc-baseline';

export const VIEWERS = {
  floor: { name: 'floor', page: 'bench/floor.html', selector: 'li.op' },
  // Contract: every operation of the main content carries data-op-id, inside open shadow roots.
  // With --style focused no operation body shows before a click: `focusedSelector` (see readinessSelector).
  'spec-doc': { name: 'spec-doc', page: 'bench/spec-doc.html', selector: '[data-op-id]', focusedSelector: 'nav a.nav-item', style: true },
  // Another build of spec-doc (--baseline DIR), on a copy of bench/spec-doc.html that loads it.
  'spec-doc-baseline': { name: 'spec-doc (baseline)', page: 'bench-results/baseline/spec-doc.html', selector: '[data-op-id]', focusedSelector: 'nav a.nav-item', style: true },
  // RapiDoc read mode: <div id="get-/pets" class="expanded-endpoint-body observe-me get"> in
  // <rapi-doc>'s shadow root; view/focused modes use .m-endpoint.
  rapidoc: { name: 'RapiDoc', page: 'bench/rapidoc.html', selector: '.expanded-endpoint-body, .m-endpoint' },
  // Swagger UI: <div id="operations-pets-listPets" class="opblock opblock-get"> (collapsed list).
  'swagger-ui': { name: 'Swagger UI', page: 'bench/swagger-ui.html', selector: '.opblock' },
  // Redoc: <div id="tag/pets/operation/listPets" data-section-id="tag/pets/operation/listPets">;
  // operations without operationId get ".../paths/~1pets/get" ids.
  redoc: {
    name: 'Redoc',
    page: 'bench/redoc.html',
    selector: '[data-section-id^="operation/"], [data-section-id*="/operation/"], [data-section-id^="paths/"], [data-section-id*="/paths/"]',
  },
};
// Render-style variants (--styles view,focused): spec-doc and RapiDoc side by side in the same style.
// In the focused styles no operation body is shown until one is chosen, so "first op" there is
// the first operation entry visible in the navigation bar.
Object.assign(VIEWERS, {
  'spec-doc-view': { name: 'spec-doc (view)', page: 'bench/spec-doc.html', selector: '[data-op-id]', fixedStyle: 'view', peer: 'rapidoc-view' },
  'rapidoc-view': { name: 'RapiDoc (view)', page: 'bench/rapidoc.html', selector: '.m-endpoint', fixedStyle: 'view' },
  'spec-doc-focused': { name: 'spec-doc (focused)', page: 'bench/spec-doc.html', selector: 'nav a.nav-item', fixedStyle: 'focused', peer: 'rapidoc-focused' },
  'rapidoc-focused': { name: 'RapiDoc (focused)', page: 'bench/rapidoc.html', selector: '.nav-bar-path', fixedStyle: 'focused' },
});
VIEWERS['spec-doc'].peer = 'rapidoc';
/** The selector whose first match is "first op" for `viewer` loaded in render-style `style` (--style). */
export function readinessSelector(viewer, style) {
  return viewer.style && !viewer.fixedStyle && style === 'focused' && viewer.focusedSelector ? viewer.focusedSelector : viewer.selector;
}

export const STYLE_VARIANTS = { view: ['spec-doc-view', 'rapidoc-view'], focused: ['spec-doc-focused', 'rapidoc-focused'] };
export const DEFAULT_VIEWERS = ['floor', 'spec-doc', 'rapidoc', 'swagger-ui'];
