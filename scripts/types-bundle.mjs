// Writes the published declarations: one self-contained file, with no import of lit, marked or any
// other package, so that a consumer type-checks with `skipLibCheck: false` and only spec-doc installed.
//
// The compiler's own declarations of src/ (one .d.ts per module) import lit wherever a module holds
// a Lit element. This script starts from the public names that src/element/class.ts exports and
// copies, from those declarations, only the statements the public names reach (a small tree-shake of
// top-level statements, following imports and `import("…")` types). The element's class, which
// extends LitElement, becomes `interface SpecDoc extends HTMLElement` holding the members that
// custom-elements.json lists as public (fields and methods, each with its JSDoc and its declared
// type), plus `var SpecDoc` for its constructor, as lib.dom declares its own elements.
// test/build/package.test.ts checks that the real class is assignable to that interface.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

const IDENT = /[A-Za-z_$][\w$]*/g;
const DECL = /^(?:export\s+)?(?:declare\s+)?(?:abstract\s+)?(?:const|let|var|function|class|interface|type|enum|namespace)\s+([A-Za-z_$][\w$]*)/;
const LEADING_COMMENTS = /^((?:\/\*\*[\s\S]*?\*\/\s*\n|\/\/[^\n]*\n)*)/;

/** Top-level statements of a .d.ts as the compiler writes it: each starts at column 0; JSDoc goes with the statement after it. */
function statements(text) {
  const out = [];
  let cur = null;
  let doc = '';
  for (const line of text.split('\n')) {
    const starts = /^\S/.test(line) && !/^[}\])]/.test(line);
    if (starts) {
      if (cur !== null) out.push(cur);
      cur = line;
    } else if (cur !== null) cur += '\n' + line;
  }
  if (cur !== null) out.push(cur);
  // A chunk that is only a comment goes in front of the next statement.
  const joined = [];
  for (const s of out) {
    const body = s.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '').trim();
    if (body === '') doc += s + '\n';
    else {
      joined.push(doc + s);
      doc = '';
    }
  }
  return joined;
}

/** The names a `{ a, type b as c }` list binds: [imported, local] pairs. */
function bindings(list) {
  return list
    .split(',')
    .map((s) => s.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((s) => {
      const [name, local = name] = s.split(/\s+as\s+/);
      return [name, local];
    });
}

/** Reads one module's declarations: what it declares, imports and re-exports. */
function parseModule(file) {
  const mod = { file, decls: new Map(), imports: new Map(), reexports: new Map(), stars: [] };
  for (const s of statements(readFileSync(file, 'utf8'))) {
    const code = s.replace(LEADING_COMMENTS, '');
    let m;
    if ((m = /^import\s+(?:type\s+)?(?:([\w$]+)\s*,?\s*)?(?:\{([^}]*)\}|\*\s+as\s+([\w$]+))?\s*from\s+['"]([^'"]+)['"]/.exec(code))) {
      if (m[1]) mod.imports.set(m[1], { from: m[4], name: 'default' });
      if (m[3]) mod.imports.set(m[3], { from: m[4], name: '*' });
      for (const [name, local] of bindings(m[2] ?? '')) mod.imports.set(local, { from: m[4], name });
    } else if (/^import\s+['"]/.test(code)) {
      // a side-effect import: no names
    } else if ((m = /^export\s+(?:type\s+)?\{([^}]*)\}\s*from\s+['"]([^'"]+)['"]/.exec(code))) {
      for (const [name, local] of bindings(m[1])) mod.reexports.set(local, { from: m[2], name });
    } else if ((m = /^export\s+\*\s+from\s+['"]([^'"]+)['"]/.exec(code))) {
      mod.stars.push(m[1]);
    } else if ((m = /^export\s+(?:type\s+)?\{([^}]*)\};?\s*$/.exec(code))) {
      for (const [name, local] of bindings(m[1])) if (name !== local) mod.reexports.set(local, { from: null, name });
    } else if ((m = DECL.exec(code))) {
      const list = mod.decls.get(m[1]) ?? [];
      list.push(s);
      mod.decls.set(m[1], list);
    }
    // `declare global { … }` and `export {}` are left out: the bundle writes its own global augmentations.
  }
  return mod;
}

/**
 * @param {object} options
 * @param {string} options.typesDir the compiler's declarations of src/ (its outDir)
 * @param {string} options.entry the module whose exports are public, relative to typesDir (`element/class.d.ts`)
 * @param {string} options.elementClass the class to declare as an interface (`SpecDoc`)
 * @param {Set<string>} options.publicMembers the class members to keep (custom-elements.json's public ones)
 * @param {string[]} options.extraMembers members to add to the interface, as declaration text
 * @returns {string} the bundle's text, without its global augmentations
 */
export function bundleDeclarations({ typesDir, entry, elementClass, publicMembers, extraMembers = [] }) {
  const modules = new Map();
  const mod = (file) => {
    if (!modules.has(file)) modules.set(file, parseModule(file));
    return modules.get(file);
  };
  const resolveFile = (from, spec, why) => {
    if (!spec.startsWith('.')) throw new Error(`types-bundle: ${why} comes from the package "${spec}" (${relative(typesDir, from)}); the published types must not need it`);
    return resolve(dirname(from), spec.replace(/\.js$/, '.d.ts'));
  };
  /** Finds where `name`, as seen from module `file`, is declared: [module, name]. */
  const locate = (file, name, why = name) => {
    const m = mod(file);
    if (m.decls.has(name)) return [m, name];
    const re = m.reexports.get(name) ?? m.imports.get(name);
    if (re) return re.from === null ? locate(file, re.name, why) : locate(resolveFile(file, re.from, why), re.name, why);
    for (const star of m.stars) {
      const target = mod(resolveFile(file, star, why));
      if (target.decls.has(name) || target.reexports.has(name)) return locate(target.file, name, why);
    }
    throw new Error(`types-bundle: cannot find ${name} from ${relative(typesDir, file)}`);
  };

  const names = new Map(); // declaration (module file + name) -> its name in the bundle
  const taken = new Set();
  const out = [];
  /** Copies the declaration `name` seen from `file` (and what it needs) into the bundle; returns its name there. */
  const collect = (file, name, why) => {
    const [m, local] = locate(file, name, why);
    const key = `${m.file}#${local}`;
    if (names.has(key)) return names.get(key);
    // Two modules may declare the same name: the later one takes the name it is imported as, or a number.
    let own = local;
    for (let i = 2; taken.has(own); i++) own = !taken.has(name) ? name : `${local}${i}`;
    names.set(key, own);
    taken.add(own);
    for (let text of m.decls.get(local)) {
      if (local === elementClass && /^(?:export\s+)?declare\s+class\s/m.test(text.replace(LEADING_COMMENTS, ''))) text = elementInterface(text);
      // `import("./x.js").Name` types: the name, declared in the bundle.
      text = text.replace(/import\("([^"]+)"\)\.([\w$]+)/g, (_, spec, n) => collect(resolveFile(m.file, spec, `${local}'s ${n}`), n, `${local}'s ${n}`));
      const idents = new Set(text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|'[^'\n]*'|"[^"\n]*"/g, ' ').match(IDENT) ?? []);
      const renamed = new Map(own === local ? [] : [[local, own]]);
      idents.delete(local);
      for (const id of idents) {
        if (!m.decls.has(id) && !m.imports.has(id)) continue;
        const there = collect(m.file, id, `${local}'s ${id}`);
        if (there !== id) renamed.set(id, there);
      }
      for (const [from, to] of renamed) text = text.replace(new RegExp(`(?<![\\w$.'"-])${from.replace(/\$/g, '\\$')}(?![\\w$'"-])`, 'g'), to);
      out.push(text.replace(/^((?:\/\*\*[\s\S]*?\*\/\s*\n|\/\/[^\n]*\n)*)export\s+/, '$1'));
    }
    return own;
  };

  /** The element's class as an interface of HTMLElement with its public members only. */
  const elementInterface = (text) => {
    const head = LEADING_COMMENTS.exec(text)[1];
    const body = text.slice(text.indexOf('{', head.length) + 1, text.lastIndexOf('}'));
    const members = [];
    let doc = '';
    let cur = null;
    const flush = () => {
      if (cur === null) return;
      const m = /^\s*(?:readonly\s+)?(?:get\s+|set\s+)?([\w$]+)\s*[?(:<]/.exec(cur.text);
      if (m && publicMembers.has(m[1]) && !/^\s*(?:static|private|protected)\s/.test(cur.text)) members.push(cur.doc + cur.text);
      cur = null;
    };
    for (const line of body.split('\n')) {
      if (/^ {4}\/\*\*/.test(line) || (doc && !cur && /^ {5}\*/.test(line))) {
        flush();
        doc += line + '\n';
      } else if (/^ {4}\S/.test(line)) {
        flush();
        cur = { doc, text: line };
        doc = '';
      } else if (cur !== null) cur.text += '\n' + line;
      else if (line.trim()) doc += line + '\n';
    }
    flush();
    const missing = [...publicMembers].filter((n) => !members.some((t) => new RegExp(`^\\s*(?:readonly\\s+)?(?:get\\s+|set\\s+)?${n}\\b`, 'm').test(t.replace(LEADING_COMMENTS, ''))));
    if (missing.length) throw new Error(`types-bundle: public members not found in ${elementClass}'s declaration: ${missing.join(', ')}`);
    return `${head}interface ${elementClass} extends HTMLElement {\n${[...members, ...extraMembers].join('\n')}\n}\n/** The element's class (registered as \`spec-doc\` by \`import 'spec-doc'\`). */\ndeclare var ${elementClass}: {\n    prototype: ${elementClass};\n    new (): ${elementClass};\n};`;
  };

  const entryFile = resolve(typesDir, entry);
  const entryMod = mod(entryFile);
  const exported = [...entryMod.reexports.keys(), ...entryMod.decls.keys()].filter((n) => !entryMod.decls.has(n) || !entryMod.reexports.has(n));
  const list = exported.map((n) => {
    const there = collect(entryFile, n, n);
    return there === n ? n : `${there} as ${n}`;
  });
  return `${out.join('\n')}\nexport { ${list.join(', ')} };\n`;
}

/**
 * Writes dist/types/class.d.ts (`spec-doc/class`: the bundle and the element's events on
 * HTMLElementEventMap) and dist/types/index.d.ts (`spec-doc`: the same, and `spec-doc` in
 * HTMLElementTagNameMap) from the compiler's declarations in `typesDir`.
 */
export function writePublicTypes(root, typesDir) {
  const manifest = JSON.parse(readFileSync(resolve(root, 'custom-elements.json'), 'utf8'));
  const el = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === 'spec-doc');
  if (!el) throw new Error('types-bundle: custom-elements.json has no spec-doc declaration');
  const publicMembers = new Set((el.members ?? []).filter((m) => (m.kind === 'field' || m.kind === 'method') && !m.static && (!m.privacy || m.privacy === 'public')).map((m) => m.name));
  const bundle = bundleDeclarations({
    typesDir,
    entry: 'element/class.d.ts',
    elementClass: 'SpecDoc',
    publicMembers,
    extraMembers: ['    /** Resolves (true) once the element has rendered its pending changes. */\n    readonly updateComplete: Promise<boolean>;'],
  });
  const out = resolve(root, 'dist/types');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    resolve(out, 'class.d.ts'),
    `// Generated by scripts/types-bundle.mjs from the declarations of src/element/class.ts. Do not edit.
${bundle}
declare global {
    /** The element's events, typed on any element they bubble through (they bubble and are composed). */
    interface HTMLElementEventMap extends SpecDocEventMap {
    }
}
`,
  );
  writeFileSync(
    resolve(out, 'index.d.ts'),
    `// Generated by scripts/types-bundle.mjs. \`import 'spec-doc'\` registers <spec-doc>.
import type { SpecDoc } from './class.js';
export * from './class.js';
declare global {
    interface HTMLElementTagNameMap {
        'spec-doc': SpecDoc;
    }
}
`,
  );
}
