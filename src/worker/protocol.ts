import type { DescriptionSource, LoadProgress } from '../core/load/load-description.js';
import type { DescriptionErrorDetail, DescriptionErrorKind } from '../core/load/description-error.js';
import type { MarkdownServer } from '../core/markdown/model-markdown.js';
import type { OutlineOptions } from '../core/model/description-model.js';
import type { ExampleRequest, Outline } from '../core/model/types.js';
import type { OverlayMessage, OverlayRequest } from '../core/overlay/overlay-transform.js';
import type { WorkerMarks } from './marks.js';

/**
 * The name of a worker started to download a description before any load asks for it: this
 * prefix and the description's absolute URL (src/worker/prefetch.ts starts the download as the
 * worker's script begins to run; the load of the same URL takes it).
 */
export const PREFETCH_NAME = 'spec-doc prefetch ';

/** Requests the page sends to the description worker. Each carries an id echoed in the reply. */
export type WorkerRequest =
  | { id: number; type: 'load'; source: DescriptionSource; options: OutlineOptions; overlays?: OverlayRequest }
  | { id: number; type: 'cancel'; loadId: number }
  | { id: number; type: 'operation'; opId: string }
  | { id: number; type: 'schema'; pointer: string; ancestors: string[] }
  | { id: number; type: 'components'; sort: boolean }
  | { id: number; type: 'component'; kind: string; name: string }
  | { id: number; type: 'example'; request: ExampleRequest }
  | { id: number; type: 'search'; query: string; limit: number }
  | { id: number; type: 'filter'; query: string }
  | { id: number; type: 'json' }
  /** The page has painted its first screen of the loaded description: a Swagger 2.0 conversion waiting for it may start. */
  | { id: number; type: 'painted' }
  /** The loaded description's problems, all of them (after a LoadReply with `problemsLater`). */
  | { id: number; type: 'problems' }
  /** Answered once the whole description has parsed, or with the error that stopped it (after a LoadReply with `parsedLater`). */
  | { id: number; type: 'parsed' }
  /** Markdown of one operation (`opId`) or, without it, the whole description; cURL examples go to `server` (see modelMarkdown). */
  | { id: number; type: 'markdown'; opId: string | undefined; server: MarkdownServer; engine: string };

/** What a load answers: the outline for the first screen. The full description follows on request. */
export interface LoadReply {
  outline: Outline;
  /** Top-level keys of the description, for the lazily parsed copy the page hands to listeners. */
  topKeys: string[];
  /** What did not apply of the requested overlays (none when all applied, or none were asked for). */
  overlayMessages: OverlayMessage[];
  /** The worker's load-phase marks, for the page's timeline (see marks.ts). */
  marks: WorkerMarks;
  /**
   * The bytes the worker fetched, when the description's JSON text is exactly them (JSON, no
   * bundling, conversion or overlays): the page decodes them when a listener needs the object,
   * and does not ask for the text. Transferred, not copied.
   */
  bytes?: Uint8Array;
  /** The bytes are Swagger 2.0 JSON whose conversion (and nothing else) is the description: the page may convert them itself rather than wait for the text. */
  converted?: true;
  /** The outline came before the Swagger 2.0 conversion: its problems are those found until then, and a `problems` request answers with the whole list once the conversion is done. */
  problemsLater?: true;
  /**
   * The outline came from the description's skeleton, before the whole file was parsed
   * (skeletonOutline): a `parsed` request answers when it has, or fails with the reason it could
   * not (the file is not JSON past what the skeleton read).
   */
  parsedLater?: true;
}

/** Replies and progress messages from the worker. */
export type WorkerReply =
  | { id: number; type: 'progress'; progress: LoadProgress }
  /** The load's download looks like Swagger 2.0 JSON (sniffSwagger2Json), before it is parsed: the page may start loading its converter, which it needs when the outline comes. */
  | { id: number; type: 'swagger2' }
  /** `value`: a LoadReply, OperationDetail, SchemaNode, ComponentGroup[], ComponentDetail, SearchHit[], string[], string, null or an example (anything), by request type. */
  | { id: number; type: 'result'; value: unknown }
  /** `detail` and `afterOverlays`: a DescriptionError's, for the page to word it in its language. */
  | { id: number; type: 'error'; message: string; kind: DescriptionErrorKind | 'internal'; detail?: DescriptionErrorDetail; afterOverlays?: boolean };
