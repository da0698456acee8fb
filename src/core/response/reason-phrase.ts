/**
 * Reason phrases of RFC 9110 §15 for the status codes an API answers with. The status line
 * needs them when the response carries none: HTTP/2 and HTTP/3 have no reason phrase (RFC 9113
 * §8.3.2), and an HTTP/1.1 server may send an empty one (RFC 9112 §4).
 */
const REASONS: Readonly<Record<number, string>> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  203: 'Non-Authoritative Information',
  204: 'No Content',
  205: 'Reset Content',
  206: 'Partial Content',
  300: 'Multiple Choices',
  301: 'Moved Permanently',
  302: 'Found',
  303: 'See Other',
  304: 'Not Modified',
  307: 'Temporary Redirect',
  308: 'Permanent Redirect',
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  418: "I'm a teapot",
  422: 'Unprocessable Content',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** RFC 9110's reason phrase of a status, or '' for codes it does not name (the mock server's status lines). */
export function statusText(status: number): string {
  return REASONS[status] ?? '';
}

/**
 * The words of a status line: the server's own when it sent some, else RFC 9110's, else none ('').
 * Protocol text, kept in English in every interface language (as browsers' developer tools show
 * it): a server's own phrase could not be translated anyway, and the two must read alike.
 */
export function reasonPhrase(status: number, given: string): string {
  return given || REASONS[status] || '';
}
