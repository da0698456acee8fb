/** fetch-credentials values (fetch's `credentials`). */
export const FETCH_CREDENTIALS = ['omit', 'same-origin', 'include'] as const;
export type FetchCredentials = (typeof FETCH_CREDENTIALS)[number];

/** What every TRY console of one element shares; one object, replaced only when a value changes. */
export interface TryOptions {
  /** The active API server's URL ('' when none resolves: TRY is then disabled). */
  serverUrl: string;
  /** server-url is set: it wins over operation- and path-level servers too. */
  serverFixed: boolean;
  /** The description's URL: relative operation-level servers resolve against it. */
  descriptionUrl: string;
  /** fill-request-fields-with-example. */
  fill: boolean;
  /** show-curl-before-try. */
  showCurl: boolean;
  /** response-area-height (CSS length). */
  responseHeight: string;
  /** fetch-credentials. */
  credentials: FetchCredentials;
}

export const DEFAULT_TRY_OPTIONS: Readonly<TryOptions> = Object.freeze({
  serverUrl: '',
  serverFixed: false,
  descriptionUrl: '',
  fill: true,
  showCurl: false,
  responseHeight: '300px',
  credentials: 'same-origin',
});
