import { isFilePart, type MultipartPart, type RequestBody, type RequestSpec } from '../../core/request/request-spec.js';

/**
 * The request a `before-try` listener sees and may change: method, URL, headers (append or
 * set), body (rewrite). What is sent is what it says afterwards.
 */
export interface TryRequest {
  method: string;
  url: string;
  headers: Headers;
  body?: BodyInit;
}

/**
 * A RequestSpec as fetch takes it. Cookie headers cannot be set by a page (a forbidden header
 * name), so `Cookie` is taken out and returned as `cookies` for the browser's cookie jar.
 * Multipart bodies go through FormData (the browser writes the boundary) unless a text part
 * carries its own Content-Type, which FormData cannot express: then the body is written here,
 * as the HTML form-data encoding would write it, around the files' Blobs (never read into memory).
 */
export function toTryRequest(spec: RequestSpec): { request: TryRequest; cookies: string[] } {
  const headers = new Headers();
  const cookies: string[] = [];
  for (const [name, value] of spec.headers) {
    if (name.toLowerCase() === 'cookie') cookies.push(...value.split(/;\s*/).filter(Boolean));
    else headers.append(name, value);
  }
  const request: TryRequest = { method: spec.method, url: spec.url, headers };
  if (spec.body) {
    const { body, contentType } = fetchBody(spec.body);
    request.body = body;
    if (contentType) headers.set('Content-Type', contentType);
  }
  return { request, cookies };
}

function fetchBody(body: RequestBody): { body: BodyInit; contentType?: string } {
  switch (body.kind) {
    case 'json':
    case 'text':
      return { body: body.text };
    case 'form':
      return { body: new URLSearchParams(body.pairs) };
    case 'binary':
      return { body: blobOf(body.file, body.contentType) };
    case 'multipart':
      return multipartBody(body.parts);
  }
}

/** A File from the picker is sent as it is; a core file (bytes) becomes a Blob. */
function blobOf(file: { name: string; type: string; bytes?: Uint8Array }, type?: string): Blob {
  if (file instanceof Blob) return type && type !== file.type ? new Blob([file], { type }) : file;
  return new File([(file.bytes ?? new Uint8Array()) as Uint8Array<ArrayBuffer>], file.name, { type: type ?? file.type });
}

function multipartBody(parts: readonly MultipartPart[]): { body: BodyInit; contentType?: string } {
  if (!parts.some((p) => !isFilePart(p) && p.contentType)) {
    const form = new FormData();
    for (const p of parts) {
      if (isFilePart(p)) form.append(p.name, new File([blobOf(p.file)], p.file.name, { type: p.contentType ?? p.file.type }));
      else form.append(p.name, p.value);
    }
    return { body: form };
  }
  const boundary = `----spec-doc-${crypto.randomUUID()}`;
  const chunks: BlobPart[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${escapeName(p.name)}"`;
    if (isFilePart(p)) {
      head += `; filename="${escapeName(p.file.name)}"\r\nContent-Type: ${p.contentType ?? (p.file.type || 'application/octet-stream')}\r\n\r\n`;
      chunks.push(head, blobOf(p.file), '\r\n');
    } else {
      head += p.contentType ? `\r\nContent-Type: ${p.contentType}\r\n\r\n` : '\r\n\r\n';
      chunks.push(head, p.value.replace(/\r\n|\r|\n/g, '\r\n'), '\r\n');
    }
  }
  chunks.push(`--${boundary}--\r\n`);
  return { body: new Blob(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** HTML's form-data encoding: `"`, CR and LF in names and filenames become %22, %0D, %0A. */
function escapeName(name: string): string {
  return name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/**
 * The RequestSpec of what is actually sent after `before-try` listeners had their say, for the
 * cURL command: the original body when the listener left it alone, else the body it put there.
 */
export function sentSpec(request: TryRequest, original: RequestSpec, originalBody: BodyInit | undefined, cookies: readonly string[]): RequestSpec {
  const headers: [string, string][] = [...request.headers.entries()];
  if (cookies.length) headers.push(['Cookie', cookies.join('; ')]);
  const spec: RequestSpec = { method: request.method, url: request.url, headers };
  const body = request.body;
  // A before-try listener may have set the body to null (fetch takes it), whatever the type says.
  if (body === undefined || (body as BodyInit | null) === null) return spec;
  if (body === originalBody && original.body) {
    // A multipart body's header comes from fetch (FormData) or was set here with our boundary.
    spec.headers = original.body.kind === 'multipart' ? headers.filter(([n]) => n.toLowerCase() !== 'content-type') : headers;
    spec.body = original.body;
  } else if (typeof body === 'string') {
    spec.body = { kind: 'text', text: body, contentType: request.headers.get('content-type') ?? 'text/plain;charset=UTF-8' };
  } else if (body instanceof URLSearchParams) {
    spec.body = { kind: 'form', pairs: [...body.entries()] };
  } else if (body instanceof FormData) {
    const parts = [...body.entries()].map(([name, v]): MultipartPart => (typeof v === 'string' ? { name, value: v } : { name, file: { name: v.name, type: v.type, size: v.size } }));
    spec.headers = headers.filter(([n]) => n.toLowerCase() !== 'content-type');
    spec.body = { kind: 'multipart', parts };
  } else if (body instanceof Blob) {
    spec.body = { kind: 'binary', file: { name: body instanceof File ? body.name : 'body', type: body.type, size: body.size } };
  }
  return spec;
}
