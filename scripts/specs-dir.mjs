// Where the shared corpus of real descriptions (`../shared/specs`) is on this machine.
// It sits next to the repository; a clone made elsewhere (CI clones into a temporary folder)
// finds it next to the repository it was cloned from. SPEC_DOC_SPECS overrides both.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function originPath() {
  try {
    const url = execFileSync('git', ['config', '--get', 'remote.origin.url'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    if (url.startsWith('file://')) return fileURLToPath(url);
    return path.isAbsolute(url) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Absolute path of the specs folder (no trailing slash), or undefined when this machine has none. */
export function findSpecsDir() {
  const candidates = [process.env.SPEC_DOC_SPECS, path.resolve(repoRoot, '../shared/specs')];
  const origin = originPath();
  if (origin) candidates.push(path.resolve(origin, '../shared/specs'));
  return candidates.find((dir) => dir && existsSync(path.join(dir, 'INDEX.md')));
}

/** Absolute path of `../shared/external-tests` (test documents written by others), found the same way; undefined when missing. */
export function findExternalTestsDir() {
  const candidates = [path.resolve(repoRoot, '../shared/external-tests')];
  const origin = originPath();
  if (origin) candidates.push(path.resolve(origin, '../shared/external-tests'));
  return candidates.find((dir) => existsSync(path.join(dir, 'README.md')));
}
