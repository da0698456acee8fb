/**
 * Deepest nesting a description may have. The model's walkers, postMessage and JSON.stringify
 * recurse; a browser worker's stack (about 1 MB) overflows somewhere past a few thousand
 * levels, and real descriptions nest well under a hundred.
 */
export const MAX_NESTING = 1000;
