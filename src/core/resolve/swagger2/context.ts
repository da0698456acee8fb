import { isObject, str, type JsonObject, type Problem, type Swagger2Notice } from '../../types.js';
import { mediaTypes } from './media-types.js';

/** Deeper than this a schema is left as it is: real schemas nest a few dozen levels, and the stack is finite. */
export const MAX_DEPTH = 1000;

/** The state of one conversion: where problems go, the root defaults, and caches that keep the output the shape of the input. */
export interface Context {
  problems: Problem[];
  /** Root parameters by (unescaped) name, to inline the body and formData ones where they are used. */
  rootParams: Map<string, JsonObject>;
  /** Root `consumes` / `produces`, the defaults for operations that name none. */
  consumes: string[] | undefined;
  produces: string[] | undefined;
  host: string | undefined;
  basePath: string | undefined;
  /** The server URLs the root `schemes` give, to tell whether an operation's `schemes` change anything. */
  rootUrls: string;
  /**
   * Converted nodes by input node. YAML aliases make the input a graph (alias bombs, even
   * cycles); converting each node once keeps the output the same size and shape as the input.
   */
  schemas: Map<object, unknown>;
  data: Map<object, unknown>;
  /** Rewritten refs and resolved parameter refs by ref text: big files repeat a few refs thousands of times. */
  refs: Map<string, string>;
  paramRefs: Map<string, JsonObject | null>;
  /** Whether an operation's `schemes` (as JSON text) give the root's servers. */
  sameSchemes: Map<string, boolean>;
  reportedDepth: boolean;
}

/** Reports something in the input that could not be converted, at its JSON pointer: its English message and, as data, its notice (with the entry's `name`, or a number). */
export function problem(ctx: Context, pointer: string, message: string, notice: Swagger2Notice, values: { name?: string; max?: number } = {}): void {
  ctx.problems.push({ pointer, message, detail: { what: 'swagger2', notice, ...values } });
}

/** Leaves a node nested past MAX_DEPTH as it is, reporting that once per conversion. */
export function tooDeep(node: unknown, ctx: Context): unknown {
  if (!ctx.reportedDepth) {
    ctx.reportedDepth = true;
    problem(ctx, '', `The description nests deeper than ${MAX_DEPTH} levels; the deepest part was left unconverted`, 'too-deep', { max: MAX_DEPTH });
  }
  return node;
}

/** The conversion's state for `doc`: root media types, host and base path, and root parameters by name. */
export function createContext(doc: JsonObject, problems: Problem[]): Context {
  const ctx: Context = {
    problems,
    rootParams: new Map(),
    consumes: mediaTypes(doc, '', problems),
    produces: mediaTypes(doc, '', problems, 'produces'),
    host: str(doc, 'host'),
    basePath: str(doc, 'basePath'),
    rootUrls: '',
    schemas: new Map(),
    data: new Map(),
    refs: new Map(),
    paramRefs: new Map(),
    sameSchemes: new Map(),
    reportedDepth: false,
  };
  // Refs anywhere may point at root parameters, so their kinds must be known before any walk.
  const rootParams = doc.parameters;
  if (isObject(rootParams)) {
    for (const name of Object.keys(rootParams)) {
      const p = rootParams[name];
      if (isObject(p)) ctx.rootParams.set(name, p);
    }
  }
  return ctx;
}
