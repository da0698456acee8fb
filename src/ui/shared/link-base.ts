/**
 * What relative URLs of a description resolve against: its own URL when it was fetched over
 * http(s), else the page (a description given as text or a file has a blob: URL, no folder).
 */
export function linkBase(descriptionUrl: string | undefined): string {
  return descriptionUrl && /^https?:/i.test(descriptionUrl) ? descriptionUrl : document.baseURI;
}
