import type { SafeUrlRefusal } from '../url/safe-url.js';
/** What went wrong while loading a description; lets the UI and tests tell failures apart. */
export const DESCRIPTION_ERROR_KINDS = ['http', 'network', 'syntax', 'empty', 'not-openapi', 'unsupported-version', 'too-large', 'aborted', 'refused-url'] as const;
export type DescriptionErrorKind = (typeof DESCRIPTION_ERROR_KINDS)[number];

/**
 * What a DescriptionError says, as data: the UI words it in the interface's language (the
 * message stays English, for logs, events and rejected promises). `source` and `url` are the
 * description's or the file's URL; `reason` the parser's or the URL gate's own words.
 */
export type DescriptionErrorDetail =
  | { what: 'syntax'; language: 'JSON' | 'YAML'; source: string; line: number; column: number; reason: string; frame: string }
  | { what: 'syntax-unplaced'; language: 'YAML'; source: string; reason: string }
  | { what: 'empty'; source: string }
  /** Nesting past `max` levels, at a line and column of the text or at a pointer of the parsed value. */
  | { what: 'too-deep'; source: string; max: number; line: number; column: number }
  | { what: 'too-deep-at'; source: string; max: number; pointer: string }
  /** Nesting past `max` levels once external references are followed (the bundle). */
  | { what: 'too-deep-bundled'; max: number; pointer: string }
  | { what: 'alias-bomb'; source: string; max: number }
  | { what: 'too-many-nodes' }
  | { what: 'not-object'; source: string }
  | { what: 'no-version'; source: string }
  | { what: 'unsupported-version'; format: 'OpenAPI' | 'Swagger'; version: string; source: string }
  /** `reason` is the English of `refusal`. */
  | { what: 'refused-url'; url: string; reason: string; refusal?: SafeUrlRefusal }
  /** A fetch that failed (`brokeOff`: the download began and stopped); `detail` is the browser's message, '' for none. */
  | { what: 'network'; url: string; detail: string; brokeOff: boolean }
  | { what: 'http'; url: string; status: number; statusText: string }
  | { what: 'cancelled'; url: string };

/** An error loading a description, with a message meant to be shown to a person as it is. */
export class DescriptionError extends Error {
  readonly kind: DescriptionErrorKind;
  /** The message as data, for the interface's language (absent: only the English message says it). */
  readonly detail: DescriptionErrorDetail | undefined;
  /** The description was fine; applying the overlays made it fail. */
  readonly afterOverlays: boolean;
  constructor(kind: DescriptionErrorKind, message: string, detail?: DescriptionErrorDetail, afterOverlays = false) {
    super(message);
    this.name = 'DescriptionError';
    this.kind = kind;
    this.detail = detail;
    this.afterOverlays = afterOverlays;
  }
}
