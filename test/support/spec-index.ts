import { readFileSync } from 'node:fs';
import { findSpecsDir } from '../../scripts/specs-dir.mjs';

/** One description of the shared corpus, with the operation counts its INDEX.md gives (counted outside this project). */
export interface CorpusEntry {
  /** Root file, relative to the specs folder. */
  path: string;
  title: string;
  operations: number;
  webhooks: number;
  version: string;
}

/** The specs folder (with a trailing slash), or undefined when this machine does not have it. */
export function specsDir(): string | undefined {
  const dir = findSpecsDir();
  return dir ? dir + '/' : undefined;
}

/** Reads INDEX.md's table: root file, title, operation and webhook counts. */
export function corpus(): CorpusEntry[] {
  const dir = specsDir();
  if (!dir) return [];
  const out: CorpusEntry[] = [];
  for (const line of readFileSync(dir + 'INDEX.md', 'utf8').split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (!/^\d+$/.test(cells[1] ?? '')) continue;
    const file = cells[2] ?? '';
    const m = /^`([^`]+)`(?: \(root `([^`]+)`\))?/.exec(file);
    if (!m) continue;
    const path = m[2] ? m[1]! + m[2] : m[1]!;
    const ops = /^(\d+)(?: \(\+(\d+) webhook ops\))?/.exec(cells[9] ?? '');
    const title = /“(.*)”/.exec(cells[10] ?? '');
    out.push({
      path,
      title: title ? title[1]! : '',
      operations: ops ? Number(ops[1]) : NaN,
      webhooks: ops && ops[2] ? Number(ops[2]) : 0,
      version: cells[7] ?? '',
    });
  }
  return out;
}
