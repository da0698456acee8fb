import { readFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { specsDir } from './spec-index.js';
import { DescriptionError } from '../../src/core/load/description-error.js';
import type { TextFetcher } from '../../src/core/load/load-description.js';

/** A TextFetcher for Node tests: reads file:// URLs, answers a missing file like an HTTP 404. */
export const fileTextFetcher: TextFetcher = async (url) => {
  try {
    return await readFile(fileURLToPath(url), 'utf8');
  } catch {
    throw new DescriptionError('http', `HTTP 404 Not Found loading ${url}`);
  }
};

/** The shared corpus of real descriptions, as a file URL (may not exist on every machine). */
export const SPECS_URL = pathToFileURL(specsDir() ?? fileURLToPath(new URL('../../../shared/specs/', import.meta.url)));
