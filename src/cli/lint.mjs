// `spec-doc lint`: what would not render or resolve, one line each; exit code 1 when anything is found.
import { getAtPointer } from '../core/resolve/pointer.ts';
import { CliError, loadForCli } from './load.mjs';
import { querystringConflicts } from '../core/lint/querystring-conflicts.ts';
import { looksLikeJson } from '../core/load/parse-text.ts';
import { schemaIdFor, schemaProblems } from './schema-check.mjs';
import { yamlPosition } from './yaml-position.mjs';

/** Internal `$ref`s of a bundled document whose target is missing, as `{ pointer, message }`. */
export function danglingRefs(doc) {
  const out = [];
  const seen = new Set();
  const walk = (node, pointer) => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      node.forEach((v, i) => walk(v, `${pointer}/${i}`));
      return;
    }
    const ref = node.$ref;
    if (typeof ref === 'string' && ref.startsWith('#')) {
      let target;
      try {
        target = getAtPointer(doc, decodeURIComponent(ref.slice(1)));
      } catch {
        target = undefined;
      }
      if (target === undefined) out.push({ pointer: `${pointer}/$ref`, message: `$ref ${ref} points at nothing` });
    }
    for (const [k, v] of Object.entries(node)) walk(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  };
  walk(doc, '');
  return out;
}

/** "/paths/~1a/get" → ["paths", "/a", "get"]. */
function pointerSegments(pointer) {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** Runs the lint; returns the exit code. */
export async function lint(input, { out = console.log, err = console.error, schema = true, overlays = [] } = {}) {
  let loaded;
  try {
    loaded = await loadForCli(input, { overlays });
  } catch (e) {
    if (!(e instanceof CliError)) throw e;
    err(`error: ${e.message}`);
    return 1;
  }
  // An action that selects nothing is worth a line, but the overlaid description is what is linted.
  for (const w of loaded.overlayWarnings) err(`warning: ${w}`);
  // The loader's own querystring problems (outline.ts) say less than the schema and
  // querystringConflicts below, which name the rule; with the schema on, those speak for them.
  const checkedBelow = schema && loaded.sourceVersion.startsWith('3.2');
  const found = loaded.problems.filter((p) => !(checkedBelow && /^(A querystring parameter|Only one querystring parameter)/.test(p.message)));
  const known = new Set(found.map((p) => p.pointer));
  for (const p of danglingRefs(loaded.doc)) if (!known.has(p.pointer.replace(/\/\$ref$/, ''))) found.push(p);
  if (schema) found.push(...(await schemaProblems(loaded.doc, loaded.sourceVersion)));
  // Rules of the 3.2 text the schema cannot see (it checks each parameter list alone).
  if (loaded.sourceVersion.startsWith('3.2')) found.push(...querystringConflicts(loaded.doc));
  // Lines and columns for a single YAML file (pointers into other files of a multi-file description
  // would mislead, and so would the file's text once overlays changed the description).
  const yaml = !overlays.length && loaded.files.length === 1 && typeof loaded.text === 'string' && !looksLikeJson(loaded.text.replace(/^\ufeff/, '')) ? loaded.text : undefined;
  for (const p of found) {
    const position = yaml && p.pointer ? yamlPosition(yaml, pointerSegments(p.pointer)) : undefined;
    const at = p.pointer ? `at ${p.pointer}${position ? `, line ${position.line}, column ${position.column}` : ''}` : '';
    const where = [p.rule, at].filter(Boolean).join('; ');
    err(`error: ${p.message}${where ? ` (${where})` : ''}`);
  }
  const { info, operations } = loaded.outline;
  if (found.length) {
    err(`${input}: ${found.length} problem${found.length === 1 ? '' : 's'}`);
    return 1;
  }
  out(
    `${input}: ok — ${info.title || 'untitled'} ${info.version} (${loaded.sourceVersion.startsWith('2') ? 'Swagger' : 'OpenAPI'} ${loaded.sourceVersion}), ${operations.length} operations${schema && schemaIdFor(loaded.sourceVersion, loaded.doc) ? `, valid against the official OpenAPI ${loaded.sourceVersion.slice(0, 3)} schema` : ''}`,
  );
  return 0;
}
