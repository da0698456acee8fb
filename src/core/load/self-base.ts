import { isObject, type Problem } from '../types.js';

/**
 * The base URI for a document's relative references. OpenAPI 3.2.0, OpenAPI Object, `$self`:
 * "the self-assigned URI of this document, which also serves as its base URI in accordance with
 * RFC3986 Section 5.1.1"; a relative `$self` is itself resolved against the retrieval URL
 * (Appendix F, "Establishing the Base URI"), and "MUST NOT contain a fragment" (one is dropped
 * with a problem). Without a usable `$self` the retrieval URL is the base.
 */
export function selfBase(doc: unknown, retrievalUrl: string, problems?: Problem[]): string {
  const self = isObject(doc) ? doc.$self : undefined;
  if (self === undefined) return retrievalUrl;
  if (typeof self !== 'string') {
    problems?.push({ pointer: '/$self', message: '"$self" is not a string; relative references resolve against the URL the description was read from', detail: { what: 'self-not-string' } });
    return retrievalUrl;
  }
  let url: URL;
  try {
    url = new URL(self, retrievalUrl);
  } catch {
    problems?.push({
      pointer: '/$self',
      message: `"$self" (${self}) is not a URI reference; relative references resolve against the URL the description was read from`,
      detail: { what: 'self-not-uri', self },
    });
    return retrievalUrl;
  }
  if (url.hash || self.includes('#')) {
    problems?.push({ pointer: '/$self', message: '"$self" must not contain a fragment; it is ignored', detail: { what: 'self-fragment' } });
    url.hash = '';
  }
  return url.href;
}
