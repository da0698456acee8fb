// Runs the built `spec-doc` command (bin/spec-doc.mjs → dist/cli; node scripts/build.mjs first)
// as a child process, as a user would.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root folder (with a trailing slash). */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const BIN = join(ROOT, 'bin/spec-doc.mjs');

/** What a finished command printed, and its exit code. */
export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `spec-doc <args>` to the end (killed after `timeout` ms). */
export function runCli(args: string[], timeout = 60_000): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { cwd: ROOT, timeout }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : -1) : 0, stdout, stderr });
    });
  });
}

/** Starts `spec-doc serve <args>`; resolves with its URL once it prints one (or rejects with its output). */
export function startServe(args: string[]): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, [BIN, 'serve', ...args], { cwd: ROOT });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`serve printed no URL in 15 s: ${out}`)), 15_000);
    child.stdout.on('data', () => {
      const m = /at (http:\/\/\S+\/)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1]!, output: () => out });
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`serve exited with ${code}: ${out}`));
    });
  });
}
