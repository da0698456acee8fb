// The command line: --help and parseArgs.
import path from 'node:path';
import { REPO, SPECS, WARMUP_SPEC } from './config.mjs';
import { BASELINE, DEFAULT_VIEWERS, STYLE_VARIANTS, VIEWERS } from './peers.mjs';

export const HELP = `Usage: node scripts/bench.mjs [options]   (npm run bench builds first)

  --runs N             loads per viewer per description; medians are reported (default 3)
  --only a,b           descriptions: ${SPECS.map((s) => s.key).join(', ')} (default: all);
                       an item containing "/" is taken as a path under ../shared/specs
  --viewers a,b        viewers: ${Object.keys(VIEWERS).join(', ')}
                       (default: ${DEFAULT_VIEWERS.join(', ')}; redoc only when named or with --all)
  --all                all viewers, Redoc included (slow: 25-45 s and ~1 GB per load)
  --timeout S          per-load limit in seconds (default 60; "60000ms" also accepted); a load that
                       shows no operation by then is recorded as "timeout" (or "error" if it threw)
  --style S            render-style of the plain "spec-doc" viewer: read | view | focused (default read;
                       in focused, as in --styles, "first op" is the first operation entry in the nav bar)
  --styles a,b         also run spec-doc and RapiDoc in these render styles (view, focused), side by
                       side (in focused, "first op" is the first operation entry in the nav bar)
  --baseline DIR       also run another build of spec-doc side by side: DIR is its dist/ folder
                       (e.g. from \`git worktree add /tmp/base <rev>\` and \`npm run build\` there),
                       copied to bench-results/baseline/ and shown as "spec-doc (baseline)"
  --no-plain           skip the loads without DevTools (the "first op, no DevTools" columns, which
                       the ratio to the floor and the summary are read from; see the README)
  --no-search          skip timing spec-doc's search dialog on GitHub's description (done when
                       GitHub is among the descriptions)
  --keep-going         keep re-running a viewer on a description after a timeout/error
                       (default: its remaining runs on that description are skipped)
  --no-warmup          skip the unmeasured warm-up load of each viewer on ${WARMUP_SPEC}
  --json FILE          where to write the JSON results (default bench-results/latest.json)
  --port N             port for the static server on 127.0.0.1 (default: any free port)
  --verbose            log every load
  -h, --help           this text
`;

export function parseArgs(argv) {
  const o = {
    runs: 3,
    only: null,
    viewers: null,
    all: false,
    timeoutMs: 60_000,
    style: 'read',
    styles: [],
    search: true,
    plain: true,
    keepGoing: false,
    warmup: true,
    json: path.join(REPO, 'bench-results/latest.json'),
    port: 0,
    verbose: false,
    baseline: null,
  };
  const need = (i, flag) => {
    if (i >= argv.length) throw new Error(`${flag} needs a value`);
    return argv[i];
  };
  for (let i = 0; i < argv.length; i++) {
    let a = argv[i];
    let inline;
    if (a.startsWith('--') && a.includes('=')) [a, inline] = [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)];
    const val = () => (inline !== undefined ? inline : need(++i, a));
    const list = () =>
      val()
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    switch (a) {
      case '--runs':
        o.runs = Math.max(1, parseInt(val(), 10) || 1);
        break;
      case '--only':
        o.only = list();
        break;
      case '--viewers':
        o.viewers = list();
        break;
      case '--all':
        o.all = true;
        break;
      case '--timeout': {
        const v = val().trim();
        const n = parseFloat(v);
        if (!(n > 0)) throw new Error(`bad --timeout ${v}`);
        o.timeoutMs = /ms$/.test(v) ? n : n * 1000;
        break;
      }
      case '--style':
        o.style = val();
        break;
      case '--styles':
        o.styles = list();
        break;
      case '--baseline':
        o.baseline = path.resolve(val());
        break;
      case '--no-search':
        o.search = false;
        break;
      case '--no-plain':
        o.plain = false;
        break;
      case '--keep-going':
        o.keepGoing = true;
        break;
      case '--no-warmup':
        o.warmup = false;
        break;
      case '--json':
        o.json = path.resolve(val());
        break;
      case '--port':
        o.port = parseInt(val(), 10) || 0;
        break;
      case '--verbose':
      case '-v':
        o.verbose = true;
        break;
      case '-h':
      case '--help':
        process.stdout.write(HELP);
        process.exit(0);
        break;
      default:
        throw new Error(`unknown option ${a} (see --help)`);
    }
  }
  if (!['read', 'view', 'focused'].includes(o.style)) throw new Error(`bad --style ${o.style}`);
  for (const st of o.styles) if (!STYLE_VARIANTS[st]) throw new Error(`bad --styles entry ${st} (view, focused)`);
  const variants = Object.values(STYLE_VARIANTS).flat();
  let viewers = o.viewers ? [...o.viewers] : o.all ? Object.keys(VIEWERS).filter((v) => !variants.includes(v) && v !== BASELINE) : [...DEFAULT_VIEWERS];
  for (const st of o.styles) viewers.push(...STYLE_VARIANTS[st]);
  if (o.baseline && !viewers.includes(BASELINE)) viewers.push(BASELINE);
  if (!o.baseline && viewers.includes(BASELINE)) throw new Error(`${BASELINE} needs --baseline DIR`);
  for (const v of viewers) if (!VIEWERS[v]) throw new Error(`unknown viewer ${v} (${Object.keys(VIEWERS).join(', ')})`);
  if (o.viewers && o.all) for (const v of Object.keys(VIEWERS)) if (!viewers.includes(v) && !variants.includes(v) && v !== BASELINE) viewers.push(v);
  // Keep a stable order (floor first: it is the reference).
  o.viewerKeys = Object.keys(VIEWERS).filter((v) => viewers.includes(v));
  let specs = SPECS;
  if (o.only) {
    specs = o.only.map((k) => {
      const s = SPECS.find((x) => x.key === k.toLowerCase());
      if (s) return s;
      if (k.includes('/')) return { key: k, name: k, file: k };
      throw new Error(`unknown description ${k} (${SPECS.map((x) => x.key).join(', ')}, or a path under ../shared/specs)`);
    });
  }
  o.specs = specs;
  return o;
}
