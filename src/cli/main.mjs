// The `spec-doc` command line: serve, build, lint. Bundled by scripts/build.mjs into
// dist/cli/spec-doc-cli.js (with the core it shares with the element); bin/spec-doc.mjs runs it.
import { createServer } from 'node:http';
import { mkdirSync, readFileSync, watch, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CliError, loadForCli } from './load.mjs';
import { lint } from './lint.mjs';
import { copyElementFiles, DIST, escapeHtml, pageHtml, SITE_CSS } from './site.mjs';

const HELP = {
  main: `Usage: spec-doc <command> [options]

Commands:
  serve <description> [--port N]            serve the docs, reloading the browser when the file changes
  build <description> --out <dir> [attrs]   write a self-contained static site
  lint <description> [--no-schema]          check against the official OpenAPI schema and report what
                                            would not render or resolve (exit code 1)

<description> is a file (JSON or YAML; its $refs to other files are followed) or an http(s) URL.
Run "spec-doc <command> --help" for a command's options.`,
  serve: `Usage: spec-doc serve <description> [--port N] [--host H] [--<attribute> <value>...]

Serves a page with <spec-doc> showing the description at http://127.0.0.1:8080/ (or --port).
The description is bundled into one file (multi-file descriptions work); when it or a file it
refers to changes, the page reloads. Element attributes: e.g. --render-style focused --theme light.`,
  build: `Usage: spec-doc build <description> --out <dir> [--<attribute> <value>...]

Writes a static site that works from any static host, offline:
  index.html        <spec-doc> with the reference pre-rendered as HTML (readable before script runs)
  openapi.json      the description bundled into one file
  spec-doc.js, chunks/, spec-doc-worker.js, oauth-receiver.html (+ .js), spec-doc-site.css
Element attributes are written on the tag: e.g. --render-style focused --theme light --allow-try false.
load-fonts is false unless given (the site fetches nothing from other hosts).`,
  lint: `Usage: spec-doc lint <description> [--no-schema]

Loads the description as the element would and reports, one per line:
  - what breaks the official OpenAPI schema of its version (3.0, 3.1 or 3.2, the OAI's JSON Schemas),
    with the rule, the schema location, the place in the description (JSON pointer) and, for a
    YAML file, its line and column; Swagger 2.0 descriptions are not schema-checked
  - dangling $refs and $refs to files or URLs that cannot be read
  - YAML/JSON syntax errors (with line and column), unknown or missing versions, other load problems
--no-schema skips the schema check (only what would not render or resolve).
Exit code: 0 when clean, 1 when anything was found.`,
};

/** Splits argv into positionals and `--name value` / `--name=value` options (`--help` is a flag). */
export function parseArgs(argv) {
  const positional = [];
  const options = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--help' || a === '-h') options.help = 'true';
    else if (a === '--no-schema') options['no-schema'] = 'true';
    else if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      if (eq > 0) options[a.slice(2, eq)] = a.slice(eq + 1);
      else if (i + 1 < argv.length && !argv[i + 1].startsWith('--')) options[a.slice(2)] = argv[++i];
      else throw new CliError(`option ${a} needs a value`);
    } else positional.push(a);
  }
  return { positional, options };
}

/** The element's attribute names, from the package's custom-elements.json (undefined when unreadable). */
function knownAttributes() {
  try {
    const manifest = JSON.parse(readFileSync(join(DIST, '../custom-elements.json'), 'utf8'));
    const el = manifest.modules.flatMap((m) => m.declarations ?? []).find((d) => d.tagName === 'spec-doc');
    return new Set(el.attributes.map((a) => a.name));
  } catch {
    return undefined;
  }
}

/** Options other than the command's own become element attributes; unknown names are refused. */
function elementAttributes(options, own) {
  const known = knownAttributes();
  const attrs = {};
  for (const [name, value] of Object.entries(options)) {
    if (own.includes(name)) continue;
    if (name === 'spec-url') throw new CliError('--spec-url is set by the CLI (the bundled description)');
    if (known && !known.has(name)) throw new CliError(`unknown option or attribute --${name} (see "spec-doc ${own[0] === 'out' ? 'build' : 'serve'} --help")`);
    attrs[name] = value;
  }
  return attrs;
}

function onePositional(positional, command) {
  if (positional.length !== 1) throw new CliError(`${command} takes one description (a file or a URL); see "spec-doc ${command} --help"`);
  return positional[0];
}

/** `spec-doc build`. */
async function buildSite(input, options) {
  if (!options.out) throw new CliError('build needs --out <dir>');
  // Self-contained means no third-party host either: system font stacks unless asked otherwise.
  const attributes = { 'load-fonts': 'false', ...elementAttributes(options, ['out']) };
  const loaded = await loadForCli(input);
  const out = resolve(options.out);
  mkdirSync(out, { recursive: true });
  copyElementFiles(out);
  writeFileSync(join(out, 'openapi.json'), JSON.stringify(loaded.doc));
  writeFileSync(join(out, 'spec-doc-site.css'), SITE_CSS);
  writeFileSync(join(out, 'index.html'), pageHtml({ doc: loaded.doc, outline: loaded.outline, specUrl: 'openapi.json', attributes }));
  for (const p of loaded.problems) console.error(`warning: ${p.message}${p.pointer ? ` (at ${p.pointer})` : ''}`);
  console.log(`Wrote ${out}: ${loaded.outline.info.title || 'untitled'}, ${loaded.outline.operations.length} operations`);
}

const RELOAD_JS = `// spec-doc serve: reload when the description changes.
new EventSource('/__spec-doc/events').addEventListener('change', () => location.reload());
`;

const ASSET_TYPES = { '.js': 'text/javascript; charset=utf-8', '.html': 'text/html; charset=utf-8' };

/** `spec-doc serve`: resolves once listening; the server runs until the process ends. */
async function serve(input, options) {
  const port = options.port === undefined ? 8080 : Number(options.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new CliError(`--port takes a port number, not "${options.port}"`);
  const host = options.host ?? '127.0.0.1';
  const attributes = elementAttributes(options, ['port', 'host']);
  let state = { loaded: await loadForCli(input), error: undefined };
  const clients = new Set();
  let watchers = [];
  let timer;

  const rewatch = () => {
    for (const w of watchers) w.close();
    watchers = (state.loaded?.files ?? []).flatMap((file) => {
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
      state = { loaded: await loadForCli(input), error: undefined };
      console.log(`Reloaded ${input}`);
    } catch (e) {
      state = { loaded: state.loaded, error: e.message };
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
          `<!doctype html><meta charset="utf-8"><title>spec-doc: error</title><script src="/__spec-doc/reload.js"></script><h1>The description could not be loaded</h1><pre>${escapeHtml(state.error)}</pre>`,
        );
        return;
      }
      const { doc, outline } = state.loaded;
      send(res, 200, 'text/html; charset=utf-8', pageHtml({ doc, outline, specUrl: 'openapi.json', attributes, extraScripts: ['/__spec-doc/reload.js'] }));
    } else if (path === '/openapi.json') {
      send(res, 200, 'application/json; charset=utf-8', JSON.stringify(state.loaded.doc));
    } else if (path === '/spec-doc-site.css') {
      send(res, 200, 'text/css; charset=utf-8', SITE_CSS);
    } else if (path === '/__spec-doc/reload.js') {
      send(res, 200, 'text/javascript; charset=utf-8', RELOAD_JS);
    } else if (path === '/__spec-doc/events') {
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      res.write(': connected\n\n');
      clients.add(res);
      req.on('close', () => clients.delete(res));
    } else if (/^\/(spec-doc\.js|spec-doc-worker\.js|oauth-receiver\.(html|js)|chunks\/[\w.-]+\.js)$/.test(path)) {
      try {
        send(res, 200, ASSET_TYPES[path.slice(path.lastIndexOf('.'))], readFileSync(join(DIST, path)));
      } catch {
        send(res, 404, 'text/plain; charset=utf-8', 'Not found');
      }
    } else {
      send(res, 404, 'text/plain; charset=utf-8', 'Not found');
    }
  });
  await new Promise((resolveListen, reject) => {
    server.once('error', (e) => {
      if (e.code === 'EADDRINUSE') reject(new CliError(`port ${port} is already in use on ${host}: choose another with --port N`));
      else if (e.code === 'EACCES') reject(new CliError(`not allowed to listen on port ${port}: choose another with --port N`));
      else reject(e);
    });
    server.listen(port, host, resolveListen);
  });
  rewatch();
  const address = server.address();
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}/`;
  const files = state.loaded.files.length;
  console.log(`Serving ${state.loaded.outline.info.title || input} at ${url} (${files ? `watching ${files} file${files === 1 ? '' : 's'}` : 'a URL: not watched'}; Ctrl+C stops)`);
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

/** Runs the CLI with `argv` (without node and the script); resolves to the exit code (serve keeps running). */
export async function main(argv) {
  const [command, ...rest] = argv;
  try {
    if (!command || command === '--help' || command === '-h' || command === 'help') {
      console.log(HELP.main);
      return command ? 0 : 1;
    }
    if (!Object.hasOwn(HELP, command) || command === 'main') throw new CliError(`unknown command "${command}"\n\n${HELP.main}`);
    const { positional, options } = parseArgs(rest);
    if (options.help) {
      console.log(HELP[command]);
      return 0;
    }
    const input = onePositional(positional, command);
    if (command === 'lint') {
      const unknown = Object.keys(options).filter((o) => o !== 'no-schema');
      if (unknown.length) throw new CliError(`unknown option --${unknown[0]} for lint (see "spec-doc lint --help")`);
      return await lint(input, { schema: !options['no-schema'] });
    }
    if (command === 'build') {
      await buildSite(input, options);
      return 0;
    }
    await serve(input, options);
    return undefined;
  } catch (e) {
    if (e instanceof CliError) {
      console.error(`error: ${e.message}`);
      return 1;
    }
    throw e;
  }
}
