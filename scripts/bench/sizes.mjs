// Bundle sizes, raw and gzipped: spec-doc's entry, its initial load, all of dist/, and the peers'.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { REPO } from './config.mjs';

export async function bundleSizes() {
  const rows = [];
  const add = async (label, file) => {
    try {
      const buf = await fsp.readFile(file);
      rows.push({ label, file: path.relative(REPO, file), bytes: buf.length, gzip: zlib.gzipSync(buf).length });
    } catch {
      rows.push({ label, file: path.relative(REPO, file), bytes: null, gzip: null });
    }
  };
  await add('spec-doc entry file (dist/spec-doc.js)', path.join(REPO, 'dist/spec-doc.js'));
  // What a page downloads before the element runs: the entry and the chunks it imports statically
  // or awaits at its top level (the boot's import of the start chunk).
  const initial = new Set();
  const visit = (file) => {
    if (initial.has(file) || !fs.existsSync(file)) return;
    initial.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const m of code.matchAll(/(?:from|import|^const\{[^}]*\}=await import\()\s*"(\.\/[^"]+)"/gm)) visit(path.resolve(path.dirname(file), m[1]));
  };
  visit(path.join(REPO, 'dist/spec-doc.js'));
  if (initial.size) {
    const bufs = [...initial].map((f) => fs.readFileSync(f));
    rows.push({
      label: `spec-doc initial load (entry + ${initial.size - 1} static chunks)`,
      file: 'dist/',
      bytes: bufs.reduce((n, b) => n + b.length, 0),
      gzip: bufs.reduce((n, b) => n + zlib.gzipSync(b).length, 0),
    });
  }
  // Every JS file under dist/ (entry + lazily imported chunks), summed.
  const distJs = [];
  const walk = async (dir) => {
    let ents;
    try {
      ents = await fsp.readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of ents) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) await walk(p);
      else if (/\.m?js$/.test(e.name)) distJs.push(p);
    }
  };
  await walk(path.join(REPO, 'dist'));
  if (distJs.length) {
    let bytes = 0;
    let gzip = 0;
    for (const f of distJs) {
      const buf = await fsp.readFile(f);
      bytes += buf.length;
      gzip += zlib.gzipSync(buf).length;
    }
    rows.push({ label: `spec-doc, all dist/**/*.js (${distJs.length} file${distJs.length > 1 ? 's' : ''})`, file: 'dist/', bytes, gzip, files: distJs.map((f) => path.relative(REPO, f)) });
  } else {
    rows.push({ label: 'spec-doc, all dist/**/*.js', file: 'dist/', bytes: null, gzip: null });
  }
  await add('RapiDoc (rapidoc-min.js)', path.join(REPO, 'node_modules/rapidoc/dist/rapidoc-min.js'));
  await add('Swagger UI (swagger-ui-bundle.js)', path.join(REPO, 'node_modules/swagger-ui-dist/swagger-ui-bundle.js'));
  await add('Redoc (redoc.standalone.js)', path.join(REPO, 'node_modules/redoc/bundles/redoc.standalone.js'));
  return rows;
}
