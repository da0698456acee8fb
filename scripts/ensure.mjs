// Installs what the project needs on a fresh machine (Node 20 and npm only): the npm
// packages when node_modules is missing or older than package-lock.json, and, with
// --browser, Debian's chromium through apt-get when /usr/bin/chromium is missing.
// Uses only Node built-ins, because it runs before anything is installed.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd) => execSync(cmd, { cwd: root, stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });

const lock = resolve(root, 'package-lock.json');
const marker = resolve(root, 'node_modules/.package-lock.json');
if (!existsSync(marker) || statSync(marker).mtimeMs < statSync(lock).mtimeMs) {
  console.log('Installing npm packages (npm ci)…');
  run('npm ci --no-audit --no-fund');
}

if (process.argv.includes('--browser') && !existsSync('/usr/bin/chromium')) {
  console.log('Installing Debian chromium for the browser tests…');
  const sudo = process.getuid && process.getuid() !== 0 ? 'sudo ' : '';
  run(`${sudo}apt-get update`);
  run(`${sudo}apt-get install -y chromium`);
}
