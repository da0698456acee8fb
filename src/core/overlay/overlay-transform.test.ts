import { describe, expect, it } from 'vitest';
import { DescriptionError } from '../load/description-error.js';
import { loadDescription, type TextFetcher } from '../load/load-description.js';
import { applyOverlay } from './apply-overlay.js';
import { overlayTransform, type OverlayEngine, type OverlayRequest } from './overlay-transform.js';

const BASE = 'https://docs.example/app/page.html';
const DESCRIPTION = `openapi: 3.1.0
info: { title: Pets, version: '1' }
paths:
  /pets:
    get: { summary: List pets, responses: { '200': { description: OK } } }
  /legacy:
    get: { summary: Old, responses: { '200': { description: OK } } }
`;
const files: Record<string, string> = {
  'https://docs.example/app/rename.yaml': `overlay: 1.0.0
info: { title: Rename, version: '1' }
actions:
  - target: $.paths['/pets'].get
    update: { summary: All the pets }
  - target: $.paths['/nowhere']
    remove: true
`,
  'https://docs.example/overlays/drop.json': JSON.stringify({
    overlay: '1.1.0',
    info: { title: 'Drop', version: '1' },
    actions: [{ target: "$.paths['/legacy']", remove: true }],
  }),
  'https://docs.example/app/broken.yaml': 'overlay: 1.0.0\ninfo: { title: x\n',
  'https://docs.example/app/not-overlay.yaml': 'overlay: 1.0.0\nactions: []\n',
  'https://docs.example/app/version.yaml': `overlay: 1.0.0
info: { title: Version, version: '1' }
actions:
  - target: $
    update: { openapi: 9.9.9 }
`,
};
const fetched: string[] = [];
const fetchText: TextFetcher = (url) => {
  fetched.push(url);
  const text = files[url];
  return text === undefined ? Promise.reject(new DescriptionError('http', `HTTP 404 Not Found loading ${url}`)) : Promise.resolve(text);
};
const engine = (): Promise<OverlayEngine> => Promise.resolve(applyOverlay);
const request = (urls: string, objects: unknown = []): OverlayRequest => ({ overlayUrl: urls, overlays: objects, base: BASE, engine: 'https://cdn.example/spec-doc-overlay.js' });

/** Loads the description with the overlays of `req` applied, as the worker does. */
async function load(req: OverlayRequest | undefined, loadEngine = engine) {
  const overlays = overlayTransform(req, fetchText, loadEngine);
  const loaded = await loadDescription({ kind: 'text', text: DESCRIPTION, url: 'https://docs.example/api.yaml' }, fetchText, { transform: overlays.transform });
  const paths = loaded.doc.paths as Record<string, { get: { summary: string } }>;
  return { loaded, paths, messages: overlays.messages };
}

describe('overlayTransform', () => {
  it('has no transform, and loads no engine, when there are no overlays', async () => {
    let asked = false;
    const t = overlayTransform(request('  ', []), fetchText, () => {
      asked = true;
      return engine();
    });
    expect(t.transform).toBeUndefined();
    expect(overlayTransform(undefined, fetchText, engine).transform).toBeUndefined();
    const text = '{"openapi":"3.1.0","info":{"title":"t","version":"1"},"paths":{}}';
    const loaded = await loadDescription({ kind: 'text', text, url: BASE }, fetchText, { transform: t.transform });
    expect(loaded.sourceJson?.()).toBe(text);
    expect(asked).toBe(false);
  });

  it('applies overlay-url overlays in order, resolving each against the page, then the overlays property', async () => {
    const renameAgain = { overlay: '1.0.0', info: { title: 'Again', version: '1' }, actions: [{ target: "$.paths['/pets'].get", update: { summary: 'Every pet' } }] };
    fetched.length = 0;
    const { paths, messages } = await load(request('rename.yaml \n ../overlays/drop.json', [renameAgain]));
    expect(fetched).toEqual(['https://docs.example/app/rename.yaml', 'https://docs.example/overlays/drop.json']);
    expect(paths['/pets']!.get.summary).toBe('Every pet');
    expect(paths['/legacy']).toBeUndefined();
    expect(messages).toEqual([
      {
        overlay: 'https://docs.example/app/rename.yaml',
        severity: 'warning',
        message: "action 2 ($.paths['/nowhere']): its target selects nothing",
        detail: { kind: 'action', warning: { action: 2, target: "$.paths['/nowhere']", kind: 'selects-nothing' } },
      },
    ]);
  });

  it('names each overlay it leaves out (not fetched, not parsed, not an Overlay) and applies the rest', async () => {
    const { paths, messages } = await load(
      request('missing.yaml broken.yaml not-overlay.yaml ../overlays/drop.json', [{ overlay: '1.0.0', info: { title: 'x', version: '1' }, actions: 'no' }, 'text']),
    );
    expect(paths['/legacy']).toBeUndefined();
    expect(paths['/pets']!.get.summary).toBe('List pets');
    expect(messages.map((m) => [m.overlay, m.severity])).toEqual([
      ['https://docs.example/app/missing.yaml', 'error'],
      ['https://docs.example/app/broken.yaml', 'error'],
      ['https://docs.example/app/not-overlay.yaml', 'error'],
      ['overlay 1 of the overlays property', 'error'],
      ['overlay 2 of the overlays property', 'error'],
    ]);
    expect(messages[0]!.message).toBe('could not be read: HTTP 404 Not Found');
    expect(messages[1]!.message).toMatch(/^could not be read: YAML syntax error in https:\/\/docs.example\/app\/broken.yaml/);
    expect(messages[2]!.message).toMatch(/^is not a valid OpenAPI Overlay: .*`info`/);
    expect(messages[3]!.message).toMatch(/^is not a valid OpenAPI Overlay: .*actions/);
  });

  it('leaves every overlay out, and says why, when the engine cannot be loaded', async () => {
    const { paths, messages } = await load(request('rename.yaml'), () => Promise.reject(new Error('blocked by CSP')));
    expect(paths['/pets']!.get.summary).toBe('List pets');
    expect(messages).toEqual([
      {
        overlay: 'https://docs.example/app/rename.yaml',
        severity: 'error',
        message: 'could not be applied: the Overlay engine (https://cdn.example/spec-doc-overlay.js) could not be loaded: blocked by CSP',
        detail: { kind: 'engine', engine: 'https://cdn.example/spec-doc-overlay.js', reason: 'blocked by CSP' },
      },
    ]);
  });
});

describe('loadDescription with a transform (the overlays hook)', () => {
  it('blames the overlays when the description they leave is no longer OpenAPI', async () => {
    await expect(load(request('version.yaml'))).rejects.toThrow('After applying the overlays: Unsupported OpenAPI version 9.9.9 in https://docs.example/api.yaml');
  });

  it('reports a broken description as it is, without a word about overlays', async () => {
    const overlays = overlayTransform(request('rename.yaml'), fetchText, engine);
    await expect(loadDescription({ kind: 'text', text: 'name: pkg', url: 'https://docs.example/api.yaml' }, fetchText, { transform: overlays.transform })).rejects.toThrow(
      /^https:\/\/docs.example\/api.yaml is not an OpenAPI or Swagger document/,
    );
  });

  it('changes a copy of an object description, never the object the page gave', async () => {
    const object = { openapi: '3.0.3', info: { title: 'Mine', version: '1' }, paths: {} };
    const overlays = overlayTransform(
      request('', [{ overlay: '1.0.0', info: { title: 'x', version: '1' }, actions: [{ target: '$.info', update: { title: 'Theirs' } }] }]),
      fetchText,
      engine,
    );
    const loaded = await loadDescription({ kind: 'object', object, url: BASE }, fetchText, { transform: overlays.transform });
    expect((loaded.doc.info as { title: string }).title).toBe('Theirs');
    expect(object.info.title).toBe('Mine');
  });

  it('converts a Swagger 2.0 description after the overlays, so overlays target what the author wrote', async () => {
    const swagger = '{"swagger":"2.0","info":{"title":"t","version":"1"},"paths":{},"definitions":{"Pet":{"type":"object"}}}';
    const overlays = overlayTransform(
      request('', [{ overlay: '1.0.0', info: { title: 'x', version: '1' }, actions: [{ target: '$.definitions.Pet', update: { description: 'A pet' } }] }]),
      fetchText,
      engine,
    );
    const loaded = await loadDescription({ kind: 'text', text: swagger, url: BASE }, fetchText, { transform: overlays.transform });
    expect(overlays.messages).toEqual([]);
    expect((loaded.doc.components as { schemas: { Pet: unknown } }).schemas.Pet).toEqual({ type: 'object', description: 'A pet' });
  });

  it('bundles external refs an overlay adds, and no longer offers the fetched text as the JSON', async () => {
    files['https://docs.example/pet.json'] = '{"type":"object","title":"Pet from a file"}';
    const overlays = overlayTransform(
      request('', [{ overlay: '1.0.0', info: { title: 'x', version: '1' }, actions: [{ target: '$.components', update: { schemas: { Pet: { $ref: 'pet.json' } } } }] }]),
      fetchText,
      engine,
    );
    const text = '{"openapi":"3.1.0","info":{"title":"t","version":"1"},"paths":{},"components":{}}';
    const loaded = await loadDescription({ kind: 'text', text, url: 'https://docs.example/api.json' }, fetchText, { transform: overlays.transform });
    expect(JSON.stringify(loaded.doc)).toContain('Pet from a file');
    expect(loaded.sourceJson).toBeUndefined();
  });
});
