// dist/spec-doc.js, the file a page's `<script type="module">` loads: the boot (src/element/boot.ts,
// built on its own), then top-level awaits of the chunks dist/spec-doc-module.js imports (the
// libraries' chunk, then the element's in a task after it: src/element/libs.ts), with the same
// exports. The boot thus runs (and starts the description worker) while the chunks are still
// being downloaded and compiled, and the chunks are imported from the entry itself: no file in
// between, as a dynamic import of dist/spec-doc-module.js would add.
//
// dist/spec-doc-module.js is the module bundlers import (`import 'spec-doc'`): static imports
// only. A top-level await in a dependency fails the build for targets older than it (Vite's
// default `build.target` up to Vite 6, `modules`: Chrome 87, Safari 14), and in an app's bundle
// the boot would gain nothing: the bundle is compiled before any of it runs.

/** The `Symbol.for` key of the boot's handover global (HANDOVER in src/element/early-worker.ts). */
const HANDOVER_KEY = 'spec-doc.early-worker';

/** dist/spec-doc-module.js: the start chunk's bindings, then the libraries' chunk it also imports (src/element/libs.ts). */
const FACADE = /^import\{([^}]*)\}from"(\.\/chunks\/[^"]+)";(?:import"(\.\/chunks\/[^"]+)";)?export\{([^}]*)\};/;
/** dist/spec-doc-libs.js: the libraries' chunk. */
const LIBS_FACADE = /^import\{[^}]*\}from"(\.\/chunks\/[^"]+)";export\{[^}]*\};/;

/**
 * @param {string} boot the boot's minified code, with its `//# sourceMappingURL` line if any
 * @param {string} facade dist/spec-doc-module.js as esbuild wrote it: `import{S as a,T as b}from"./chunks/chunk-….js";import"./chunks/chunk-….js";export{a as SpecDoc,b as defineSpecDoc};`
 * @param {string} libsFacade dist/spec-doc-libs.js as esbuild wrote it: `import{f as r,g as e}from"./chunks/chunk-….js";export{e as DOMPurify,r as Marked};`
 * @returns {string} dist/spec-doc.js
 */
export function bootEntry(boot, facade, libsFacade) {
  const m = FACADE.exec(facade);
  if (!m) throw new Error(`dist/spec-doc-module.js is not the one-line facade scripts/boot-entry.mjs expects:\n${facade}`);
  const libs = LIBS_FACADE.exec(libsFacade)?.[1];
  if (!libs || (m[3] !== undefined && m[3] !== libs))
    throw new Error(`dist/spec-doc-libs.js is not the one-line facade of the libraries' chunk scripts/boot-entry.mjs expects:\n${libsFacade}`);
  // The chunk's exports under their public names (`SpecDoc`…): names the minified boot does not use.
  const exported = new Map(
    m[4].split(',').map((s) => {
      const [local, name = local] = s.split(' as ');
      return [local, name];
    }),
  );
  const bindings = m[1].split(',').map((s) => {
    const [imported, local = imported] = s.split(' as ');
    const name = exported.get(local);
    if (!name || new RegExp(`\\b${name}\\b`).test(boot)) throw new Error(`scripts/boot-entry.mjs: cannot bind ${s} of dist/spec-doc-module.js`);
    return [imported, name];
  });
  // A chunk that fails to load (a 404, a network error) leaves the boot's worker with nobody to
  // take it (src/element/early-worker.ts: the handover global): it is ended, and the failure is
  // the import's own error, as before.
  const abandon = `(e)=>{const k=Symbol.for(${JSON.stringify(HANDOVER_KEY)}),h=globalThis[k];delete globalThis[k];h?.worker?.terminate();throw e}`;
  // The libraries' chunk is evaluated first, then the element's in a task after it, each a task of
  // its own (src/element/libs.ts says why); the element's chunk is preloaded meanwhile, so both
  // download at once as before. Chromium runs an import() in a task of its own anyway; the wait
  // makes it so where a module already in the module map would run at once (HTML's "fetch a
  // single module script" completes without a task then).
  const preload = `typeof document<"u"&&(document.head??document.documentElement).append(Object.assign(document.createElement("link"),{rel:"modulepreload",href:new URL(${JSON.stringify(m[2])},import.meta.url).href}));`;
  const nextTask = `await new Promise((r)=>{const c=new MessageChannel;c.port1.onmessage=()=>{c.port1.close();r()};c.port2.postMessage(0)});`;
  const tail =
    preload +
    `\nawait import(${JSON.stringify(libs)}).catch(${abandon});${nextTask}\n` +
    `const{${bindings.map(([i, n]) => `${i}:${n}`).join(',')}}=await import(${JSON.stringify(m[2])}).catch(${abandon});export{${bindings.map(([, n]) => n).join(',')}};\n`;
  // Before the source-map comment, which must stay last; the boot's lines are unchanged, so its map still holds.
  const at = boot.lastIndexOf('//# sourceMappingURL=');
  return at < 0 ? boot.trimEnd() + '\n' + tail : boot.slice(0, at).trimEnd() + '\n' + tail + boot.slice(at);
}
