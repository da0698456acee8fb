// The `spec-doc` command line: serve, build, lint. Bundled by scripts/build.mjs into
// dist/cli/spec-doc-cli.js (with the core it shares with the element); bin/spec-doc.mjs runs it.
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readFileSync, statSync, watch, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { attributeValueProblem } from './attribute-values.mjs';
import { CliError } from './load.mjs';
import { UsageError } from './usage-error.mjs';
import { loadInputs, overlaysFor } from './inputs.mjs';
import { lint } from './lint.mjs';
import { siteMarkdown } from './markdown-site.mjs';
import { sourceDocument } from './source-document.mjs';
import { copyElementFiles, DIST, escapeHtml, pageHtml, serveCommand, SITE_CSS, SITE_JS } from './site.mjs';
import { SITE_LANGUAGES, siteLanguage, siteWords } from './site-words.ts';

const HELP = {
  main: `Usage: spec-doc <command> [options]

Commands:
  serve <description>... [--port N]           serve the docs, reloading the browser when a file changes
  build <description>... --out <dir> [attrs]  write a self-contained static site (with llms.txt and Markdown)
  lint <description> [--no-schema]            check against the official OpenAPI schema and report what
                                              would not render or resolve (exit code 1)

<description> is a file (JSON or YAML; its $refs to other files are followed) or an http(s) URL.
serve and build take several: one site with an API switcher. All three take --overlay FILE.
serve and build take --lang TAG: the site's interface language (${SITE_LANGUAGES.join(', ')}).
Run "spec-doc help <command>" (or "spec-doc <command> --help") for a command's options,
"spec-doc --version" for the version.
Exit codes: 0 done, 1 a description that does not load or has problems, 2 a command line that
cannot run (unknown option, a value an option does not take, a missing --out).`,
  serve: `Usage: spec-doc serve <description>... [--port N] [--host H] [--lang TAG] [--name NAME]... [--overlay FILE]... [--<attribute> <value>...]
       spec-doc serve <dir> [--port N] [--host H]

Serves a page with <spec-doc> showing the description at http://127.0.0.1:8080/ (or --port).
The description is bundled into one file (multi-file descriptions work); when it, a file it
refers to or an overlay changes, the page reloads. Element attributes: e.g. --render-style focused --theme light.
llms.txt and the Markdown pages are served where build writes them (/llms.txt, /md/<operation>.md, ...).
Several descriptions make one page with an API switcher (see "spec-doc build --help" for --name and --overlay).
The page is the site build writes: load-fonts, allow-spec-url-load and allow-spec-file-load are false unless given.
--lang TAG sets the page's language, as for build.
With a folder that holds an index.html (a site spec-doc build wrote), serves that folder as it is.`,
  build: `Usage: spec-doc build <description>... --out <dir> [--lang TAG] [--name NAME]... [--overlay FILE]... [--<attribute> <value>...]

Writes a static site that works from any static host, offline:
  index.html        <spec-doc> with the reference pre-rendered as HTML (readable before script runs)
  openapi.json      the description bundled into one file
  llms.txt          the llmstxt.org index: title, summary, a section per tag linking each operation's page
  md/<operation>.md one Markdown page per operation and webhook
  <title>.md        the whole API in one Markdown file
  spec-doc.js, chunks/, spec-doc-worker.js, spec-doc-overlay.js, spec-doc-markdown.js, oauth-receiver.html (+ .js),
  spec-doc-site.css, spec-doc-site.js (the notice shown when the page is opened as a file)
Element attributes are written on the tag: e.g. --render-style focused --theme light --allow-try false;
their values are checked (--render-style takes read, view or focused; true/false attributes take true or false).
A site is for readers: allow-spec-url-load and allow-spec-file-load are false unless given (no URL box, no
Load or Open file), and load-fonts is false unless given (the site fetches nothing from other hosts).
With one description and nothing for the header to show (no heading-text, no URL box or file picker),
show-header is false unless given.
The page's title, description and icon come from info.title, info.summary (or the first paragraph of
info.description) and info.x-logo.url. Opened from a file, the page says to run "npx spec-doc serve <dir>/".
  --lang TAG       the site's interface language, one of ${SITE_LANGUAGES.join(', ')} (or a tag one of them serves:
                   de-AT, pt): the page's <html lang>, so the element's language, and the words the page itself
                   writes (its pre-rendered reference's headings, the notice shown when opened as a file).
                   Default: en. The description's own text is never translated; llms.txt and Markdown stay English.

Several descriptions make one site with an API switcher (the element's sources attribute): each one's
files go to apis/<name>/ (openapi.json, llms.txt, md/, <name>.md) and llms.txt lists every API.
  --name NAME      the switcher's name of each description, once per description in order
                   (default: its info.title; repeated names get " (2)", " (3)"…)
  --overlay FILE   an OpenAPI Overlay (1.0 or 1.1, file or URL) applied to the description before anything
                   else; repeatable, applied in order. After a description it applies to that description;
                   before the first description it applies to all. A bad overlay stops with an error;
                   an action whose target selects nothing is a warning.`,
  lint: `Usage: spec-doc lint <description> [--no-schema] [--overlay FILE]...

Loads the description as the element would and reports, one per line:
  - what breaks the official OpenAPI schema of its version (3.0, 3.1 or 3.2, the OAI's JSON Schemas),
    with the rule, the schema location, the place in the description (JSON pointer) and, for a
    YAML file, its line and column; Swagger 2.0 descriptions are not schema-checked
  - dangling $refs and $refs to files or URLs that cannot be read
  - YAML/JSON syntax errors (with line and column), unknown or missing versions, other load problems
--no-schema skips the schema check (only what would not render or resolve).
--overlay FILE applies an OpenAPI Overlay first (repeatable, in order): the result is linted
(without YAML lines and columns). A bad overlay is an error; an action that selects nothing, a warning.
Exit code: 0 when clean, 1 when anything was found.`,
};

/** Options that may be given more than once; each value is kept with its place among the descriptions. */
const REPEATABLE = new Set(['name', 'overlay']);

/**
 * Splits argv into positionals and `--name value` / `--name=value` options (`--help` is a flag).
 * A repeatable option (--name, --overlay) becomes a list of `{ value, after }`, `after` being the
 * number of positionals before it (an --overlay after a description applies to that one).
 */
export function parseArgs(argv) {
  const positional = [];
  const options = {};
  const set = (name, value) => {
    if (REPEATABLE.has(name)) (options[name] ??= []).push({ value, after: positional.length });
    else options[name] = value;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--help' || a === '-h') options.help = 'true';
    else if (a === '--no-schema') options['no-schema'] = 'true';
    else if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      if (eq > 0) set(a.slice(2, eq), a.slice(eq + 1));
      else if (i + 1 < argv.length && !argv[i + 1].startsWith('--')) set(a.slice(2), argv[++i]);
      else throw new UsageError(`option ${a} needs a value`);
    } else positional.push(a);
  }
  return { positional, options };
}

/** The element's attributes (name → type as written in the JSDoc), from the package's custom-elements.json (undefined when unreadable). */
function knownAttributes() {
  try {
    const manifest = JSON.parse(readFileSync(join(DIST, '../custom-elements.json'), 'utf8'));
    const el = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === 'spec-doc');
    return new Map(el.attributes.map((a) => [a.name, a.type?.text]));
  } catch {
    return undefined;
  }
}

/**
 * What a site built or served for readers writes on the tag unless the command line says
 * otherwise: no web fonts (a self-contained site fetches nothing from other hosts), and no
 * controls to load another description by URL or from a file (the site documents its own API;
 * a reader has no use for a viewer's Load and Open file controls).
 */
export const SITE_ATTRIBUTES = Object.freeze({ 'load-fonts': 'false', 'allow-spec-url-load': 'false', 'allow-spec-file-load': 'false' });

/**
 * Whether the site's header would be empty: one description (no API switcher), no heading text, and
 * neither the URL box nor the file picker. An empty bar is chrome a reader has no use for, so the site
 * leaves it out (`show-header="false"`) unless `--show-header` is given.
 */
const headerIsEmpty = (attrs, several) =>
  !several && !('show-header' in attrs) && !attrs['heading-text'] && attrs['allow-spec-url-load'] !== 'true' && attrs['allow-spec-file-load'] !== 'true';

/** Options other than the command's own become element attributes; unknown names and values an attribute does not take are refused. */
function elementAttributes(options, own, command, several) {
  const known = knownAttributes();
  const attrs = {};
  for (const [name, value] of Object.entries(options)) {
    if (own.includes(name)) continue;
    if (name === 'spec-url' || name === 'sources') throw new UsageError(`--${name} is set by the CLI (the bundled description${name === 'sources' ? 's' : ''})`);
    if (known && !known.has(name)) throw new UsageError(`unknown option or attribute --${name} (see "spec-doc ${command} --help")`);
    const problem = attributeValueProblem(name, value, known?.get(name));
    if (problem) throw new UsageError(problem);
    attrs[name] = value;
  }
  const site = { ...SITE_ATTRIBUTES, ...attrs };
  return headerIsEmpty(site, several) ? { ...site, 'show-header': 'false' } : site;
}

function onePositional(positional, command) {
  if (positional.length !== 1) throw new UsageError(`${command} takes one description (a file or a URL); see "spec-doc ${command} --help"`);
  return positional[0];
}

function somePositionals(positional, command) {
  if (!positional.length) throw new UsageError(`${command} takes one or more descriptions (files or URLs); see "spec-doc ${command} --help"`);
  return positional;
}

/** The site's language from `--lang` (English without it); a tag no shipped language serves is a usage error naming them. */
function languageOption(options) {
  const language = siteLanguage(options.lang);
  if (!language) throw new UsageError(`--lang takes one of the interface languages ${SITE_LANGUAGES.join(', ')} (or a tag one of them serves, such as de-AT), not "${options.lang}"`);
  return language;
}

/** Loads the descriptions of serve and build, printing what overlays did not apply (the rest did). */
async function loadSite(inputs, options) {
  const apis = await loadInputs(inputs, { names: (options.name ?? []).map((n) => n.value), overlays: options.overlay ?? [] });
  for (const api of apis) for (const w of api.result.overlayWarnings) console.error(`warning: ${inputs.length > 1 ? `${api.input}: ` : ''}${w}`);
  // What the page's element loads: Swagger 2.0 stays Swagger 2.0 (sourceDocument).
  for (const [i, api] of apis.entries()) api.served = await sourceDocument(api, overlaysFor(options.overlay ?? [], i));
  return apis;
}

/** Where each API's description is in the site: openapi.json for one, apis/<slug>/openapi.json for several. */
function specPath(apis, api) {
  return apis.length === 1 ? 'openapi.json' : `apis/${api.slug}/openapi.json`;
}

/** The page of a site of one or several APIs (the pre-render is the first one's). */
function sitePage(apis, attributes, { extraScripts, fileNotice, language } = {}) {
  const { doc, outline } = apis[0].result;
  const sources = apis.map((api) => ({ name: api.name, url: specPath(apis, api) }));
  return pageHtml({ doc, outline, specUrl: sources[0].url, sources, attributes, extraScripts, fileNotice, language });
}

/** Writes `text` to `path` under `out`, refusing any path that would leave it (paths here are built from slugs and safe names; this is the last check). */
function writeInside(out, path, text) {
  const target = resolve(out, path);
  const rel = relative(out, target);
  if (!rel || isAbsolute(rel) || rel.split(sep).includes('..')) throw new Error(`refusing to write outside ${out}: ${path}`);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, text);
}

/** `spec-doc build`. */
async function buildSite(inputs, options) {
  if (!options.out) throw new UsageError('build needs --out <dir>');
  const attributes = elementAttributes(options, ['out', 'name', 'overlay', 'lang'], 'build', inputs.length > 1);
  const language = languageOption(options);
  const apis = await loadSite(inputs, options);
  const out = resolve(options.out);
  mkdirSync(out, { recursive: true });
  copyElementFiles(out);
  for (const api of apis) writeInside(out, specPath(apis, api), JSON.stringify(api.served));
  for (const [path, text] of siteMarkdown(apis)) writeInside(out, path, text);
  writeFileSync(join(out, 'spec-doc-site.css'), SITE_CSS);
  writeFileSync(join(out, 'spec-doc-site.js'), SITE_JS);
  writeFileSync(join(out, 'index.html'), sitePage(apis, attributes, { fileNotice: serveCommand(options.out), language }));
  for (const api of apis) {
    for (const p of api.result.problems) console.error(`warning: ${apis.length > 1 ? `${api.input}: ` : ''}${p.message}${p.pointer ? ` (at ${p.pointer})` : ''}`);
  }
  const summary = (api) => `${api.result.outline.info.title || 'untitled'}, ${api.result.outline.operations.length} operations`;
  console.log(`Wrote ${out}: ${apis.length === 1 ? summary(apis[0]) : `${apis.length} APIs (${apis.map((a) => `${a.name}: ${a.result.outline.operations.length} operations`).join('; ')})`}`);
}

const RELOAD_JS = `// spec-doc serve: reload when the description changes.
new EventSource('/__spec-doc/events').addEventListener('change', () => location.reload());
`;

const ASSET_TYPES = { '.js': 'text/javascript; charset=utf-8', '.html': 'text/html; charset=utf-8' };

/** A URL path without its leading `/`, percent-decoded ('' when it cannot be decoded). */
function decodedPath(path) {
  try {
    return decodeURIComponent(path.slice(1));
  } catch {
    return '';
  }
}

/** Listens on `port` and `host`; resolves to the server's URL, rejects with a CliError a person can act on. */
async function listen(server, port, host) {
  await new Promise((resolveListen, reject) => {
    server.once('error', (e) => {
      if (e.code === 'EADDRINUSE') reject(new CliError(`port ${port} is already in use on ${host}: choose another with --port N`));
      else if (e.code === 'EACCES') reject(new CliError(`not allowed to listen on port ${port}: choose another with --port N`));
      else reject(e);
    });
    server.listen(port, host, resolveListen);
  });
  return `http://${host.includes(':') ? `[${host}]` : host}:${server.address().port}/`;
}

/** A folder with an index.html: a site `spec-doc build` wrote (what the page opened from a file tells the reader to serve). */
function isSiteFolder(input) {
  try {
    return statSync(input).isDirectory() && existsSync(join(input, 'index.html'));
  } catch {
    return false;
  }
}

const STATIC_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
};

/**
 * `spec-doc serve <dir>`: a built site served as it is, files only (a folder's index.html; no
 * listing, nothing outside `dir`, no hidden files). The site's attributes are on its page
 * already, so attribute options are refused rather than silently ignored.
 */
async function serveFolder(dir, options, port, host) {
  const extra = Object.keys(options).filter((o) => o !== 'port' && o !== 'host');
  if (extra.length) throw new UsageError(`--${extra[0]} cannot be given when serving a built site (${dir}): its page has its attributes already; build it again to change them`);
  const server = createServer((req, res) => {
    const send = (status, type, body) => {
      res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    const path = decodedPath(new URL(req.url ?? '/', 'http://x').pathname);
    const parts = path.split('/');
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'text/plain; charset=utf-8', 'Method not allowed');
    // decodedPath gives '' for what does not decode; dot segments and hidden files are refused, not resolved.
    if (parts.some((p) => p.startsWith('.') || p.includes('\\') || p.includes('\0'))) return send(404, 'text/plain; charset=utf-8', 'Not found');
    let file = resolve(dir, ...parts);
    const rel = relative(dir, file);
    if (isAbsolute(rel) || rel.split(sep).includes('..')) return send(404, 'text/plain; charset=utf-8', 'Not found');
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      const ext = file.slice(file.lastIndexOf('.')).toLowerCase();
      send(200, STATIC_TYPES[ext] ?? 'application/octet-stream', readFileSync(file));
    } catch {
      send(404, 'text/plain; charset=utf-8', 'Not found');
    }
  });
  const url = await listen(server, port, host);
  console.log(`Serving the site in ${dir} at ${url} (as built: not rebuilt when descriptions change; Ctrl+C stops)`);
  const stop = () => {
    server.close();
    server.closeAllConnections();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** `spec-doc serve`: resolves once listening; the server runs until the process ends. */
async function serve(inputs, options) {
  const port = options.port === undefined ? 8080 : Number(options.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`--port takes a port number, not "${options.port}"`);
  const host = options.host ?? '127.0.0.1';
  if (inputs.length === 1 && isSiteFolder(inputs[0])) return serveFolder(resolve(inputs[0]), options, port, host);
  const attributes = elementAttributes(options, ['port', 'host', 'name', 'overlay', 'lang'], 'serve', inputs.length > 1);
  const language = languageOption(options);
  const words = siteWords(language.translator);
  let state = { apis: await loadSite(inputs, options), error: undefined };
  // llms.txt and the Markdown pages, as build writes them: made on the first request after each load.
  let markdown;
  const markdownFile = (path) => {
    markdown ??= siteMarkdown(state.apis);
    return markdown.get(path);
  };
  const clients = new Set();
  let watchers = [];
  let timer;

  const rewatch = () => {
    for (const w of watchers) w.close();
    watchers = [...new Set(state.apis.flatMap((api) => api.result.files))].flatMap((file) => {
      try {
        return [watch(file, () => schedule())];
      } catch {
        return [];
      }
    });
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(reload, 150);
  };
  const reload = async () => {
    try {
      state = { apis: await loadSite(inputs, options), error: undefined };
      markdown = undefined;
      console.log(`Reloaded ${inputs.join(', ')}`);
    } catch (e) {
      state = { apis: state.apis, error: e.message };
      console.error(`error: ${e.message}`);
    }
    rewatch();
    for (const res of clients) res.write(`event: change\ndata: ${Date.now()}\n\n`);
  };

  const send = (res, status, type, body) => {
    res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
    res.end(body);
  };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/' || path === '/index.html') {
      if (state.error) {
        send(
          res,
          200,
          'text/html; charset=utf-8',
          `<!doctype html><html lang="${escapeHtml(language.tag)}"><meta charset="utf-8"><title>${escapeHtml(words.errorTitle)}</title><script src="/__spec-doc/reload.js"></script><h1>${escapeHtml(words.errorHeading)}</h1><pre lang="en">${escapeHtml(state.error)}</pre>`,
        );
        return;
      }
      send(res, 200, 'text/html; charset=utf-8', sitePage(state.apis, attributes, { extraScripts: ['/__spec-doc/reload.js'], language }));
    } else if (state.apis.some((api) => path === `/${specPath(state.apis, api)}`)) {
      const api = state.apis.find((a) => path === `/${specPath(state.apis, a)}`);
      send(res, 200, 'application/json; charset=utf-8', JSON.stringify(api.served));
    } else if (path === '/spec-doc-site.css') {
      send(res, 200, 'text/css; charset=utf-8', SITE_CSS);
    } else if (path === '/__spec-doc/reload.js') {
      send(res, 200, 'text/javascript; charset=utf-8', RELOAD_JS);
    } else if (path === '/__spec-doc/events') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      res.write(': connected\n\n');
      clients.add(res);
      req.on('close', () => clients.delete(res));
    } else if (/^\/(spec-doc\.js|spec-doc-worker\.js|spec-doc-overlay\.js|spec-doc-markdown\.js|oauth-receiver\.(html|js)|chunks\/[\w.-]+\.js)$/.test(path)) {
      try {
        send(res, 200, ASSET_TYPES[path.slice(path.lastIndexOf('.'))], readFileSync(join(DIST, path)));
      } catch {
        send(res, 404, 'text/plain; charset=utf-8', 'Not found');
      }
    } else if (/\.(md|txt)$/.test(path) && markdownFile(decodedPath(path))) {
      send(res, 200, path.endsWith('.md') ? 'text/markdown; charset=utf-8' : 'text/plain; charset=utf-8', markdownFile(decodedPath(path)));
    } else {
      send(res, 404, 'text/plain; charset=utf-8', 'Not found');
    }
  });
  const url = await listen(server, port, host);
  rewatch();
  const files = new Set(state.apis.flatMap((api) => api.result.files)).size;
  const what = state.apis.length === 1 ? state.apis[0].result.outline.info.title || inputs[0] : `${state.apis.length} APIs (${state.apis.map((a) => a.name).join(', ')})`;
  console.log(`Serving ${what} at ${url} (${files ? `watching ${files} file${files === 1 ? '' : 's'}` : 'URLs: not watched'}; Ctrl+C stops)`);
  const stop = () => {
    for (const w of watchers) w.close();
    for (const res of clients) res.end();
    server.close();
    server.closeAllConnections();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** The package's version, from its package.json (beside dist/). */
function packageVersion() {
  return JSON.parse(readFileSync(join(DIST, '../package.json'), 'utf8')).version;
}

/** A command's help: `main` for none, a usage error for one that does not exist. */
function helpOf(command) {
  if (command === undefined) return HELP.main;
  if (!Object.hasOwn(HELP, command) || command === 'main') throw new UsageError(`unknown command "${command}"\n\n${HELP.main}`);
  return HELP[command];
}

/**
 * Runs the CLI with `argv` (without node and the script); resolves to the exit code (serve keeps
 * running): 0 done, 1 a description that does not load or lint, 2 a command line it cannot run.
 */
export async function main(argv) {
  const [command, ...rest] = argv;
  try {
    if (command === '--version' || command === '-v') {
      console.log(packageVersion());
      return 0;
    }
    if (command === '--help' || command === '-h' || command === 'help') {
      console.log(helpOf(rest[0]));
      return 0;
    }
    if (!command) {
      console.log(HELP.main);
      return 2;
    }
    helpOf(command);
    const { positional, options } = parseArgs(rest);
    if (options.help) {
      console.log(HELP[command]);
      return 0;
    }
    if (command === 'lint') {
      const input = onePositional(positional, command);
      const unknown = Object.keys(options).filter((o) => o !== 'no-schema' && o !== 'overlay');
      if (unknown.length) throw new UsageError(`unknown option --${unknown[0]} for lint (see "spec-doc lint --help")`);
      return await lint(input, { schema: !options['no-schema'], overlays: overlaysFor(options.overlay ?? [], 0) });
    }
    const inputs = somePositionals(positional, command);
    if (command === 'build') {
      await buildSite(inputs, options);
      return 0;
    }
    await serve(inputs, options);
    return undefined;
  } catch (e) {
    if (e instanceof CliError) {
      console.error(`error: ${e.message}`);
      return e instanceof UsageError ? 2 : 1;
    }
    throw e;
  }
}
