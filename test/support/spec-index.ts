import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One description of the shared corpus, with the operation counts its INDEX.md gives (counted outside this project). */
export interface CorpusEntry {
  /** Root file, relative to the specs folder. */
  path: string;
  title: string;
  operations: number;
  webhooks: number;
  version: string;
}

const SPECS_DIR = fileURLToPath(new URL('../../../shared/specs/', import.meta.url));

/** The specs folder, or undefined when this machine does not have it. */
export function specsDir(): string | undefined {
  return existsSync(SPECS_DIR + 'INDEX.md') ? SPECS_DIR : undefined;
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
