import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fileTextFetcher } from '../../../test/support/file-fetcher.js';
import { corpus, specsDir } from '../../../test/support/spec-index.js';
import { loadDescription } from '../load/load-description.js';
import { buildOutline } from './outline.js';
import { operationDetail } from './operation-detail.js';

const dir = specsDir();
const entries = corpus();

describe('the shared corpus of real descriptions', () => {
  it('is listed completely when the folder is present', () => {
    // 40 descriptions on machines that have ../shared/specs; none elsewhere.
    expect(entries.length).toBe(dir ? 40 : 0);
  });

  for (const entry of entries) {
    it(`loads ${entry.path} with the operations INDEX.md counts, and describes each without throwing`, async () => {
      const url = pathToFileURL(dir! + entry.path).href;
      const loaded = await loadDescription({ kind: 'url', url }, fileTextFetcher);
      const outline = buildOutline(loaded.doc, loaded.sourceVersion, loaded.problems);
      expect(outline.info.title).toBe(entry.title);
      expect(outline.operations.length).toBe(entry.operations);
      expect(outline.webhooks.length).toBe(entry.webhooks);
      expect(new Set(outline.operations.map((o) => o.id)).size).toBe(outline.operations.length);
      for (const op of [...outline.operations, ...outline.webhooks]) {
        const d = operationDetail(loaded.doc, op, loaded.refNames);
        expect(d.id).toBe(op.id);
      }
      // Only the starter has refs to files that are not there (two code samples).
      const dangling = loaded.problems.filter((p) => /Cannot resolve/.test(p.message));
      expect(dangling.length).toBe(entry.path.startsWith('redocly-openapi-starter') ? 2 : 0);
    });
  }
});
