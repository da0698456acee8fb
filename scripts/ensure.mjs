// Installs what the project needs on a fresh machine (Node 20 and npm only): the npm
// packages when node_modules is missing or older than package-lock.json, and, with
// --browser, Debian's chromium through apt-get when /usr/bin/chromium is missing.
// Uses only Node built-ins, because it runs before anything is installed. Each step prints a line
// with its time (`npm start` on a fresh clone says what it is doing).
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd) => execSync(cmd, { cwd: root, stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });

/** Runs a step, saying what it does before (it may take a minute) and how long it took after. */
const step = (what, fn) => {
  console.log(`setup: ${what}…`);
  const started = performance.now();
  fn();
  console.log(`setup: ${what}: done (${((performance.now() - started) / 1000).toFixed(1)} s)`);
};

const [major] = process.versions.node.split('.').map(Number);
if (major < 20) {
  console.error(`setup: spec-doc needs Node 20 or newer; this is Node ${process.versions.node}.`);
  process.exit(1);
}

const lock = resolve(root, 'package-lock.json');
const marker = resolve(root, 'node_modules/.package-lock.json');
if (!existsSync(marker) || statSync(marker).mtimeMs < statSync(lock).mtimeMs) {
  step('installing npm packages (npm ci)', () => run('npm ci --no-audit --no-fund'));
} else console.log('setup: npm packages up to date');

if (process.argv.includes('--browser') && !existsSync('/usr/bin/chromium')) {
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  step('installing Debian chromium for the browser tests (apt-get)', () => {
    run(`${sudo}apt-get update`);
    run(`${sudo}apt-get install -y chromium`);
  });
}
