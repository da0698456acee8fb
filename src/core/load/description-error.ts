/** What went wrong while loading a description; lets the UI and tests tell failures apart. */
export const DESCRIPTION_ERROR_KINDS = ['http', 'network', 'syntax', 'empty', 'not-openapi', 'unsupported-version', 'too-large', 'aborted', 'refused-url'] as const;
export type DescriptionErrorKind = (typeof DESCRIPTION_ERROR_KINDS)[number];

/** An error loading a description, with a message meant to be shown to a person as it is. */
export class DescriptionError extends Error {
  readonly kind: DescriptionErrorKind;
  constructor(kind: DescriptionErrorKind, message: string) {
    super(message);
    this.name = 'DescriptionError';
    this.kind = kind;
  }
}
