import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { BodyCollector } from '../../core/response/body-collector.js';
import { downloadName } from '../../core/response/download-name.js';
import { formatXml } from '../../core/response/format-xml.js';
import { initiallyOpen } from '../../core/response/initially-open.js';
import { lineBlocks } from '../../core/response/line-blocks.js';
import { parseContentType } from '../../core/response/parse-content-type.js';
import { reasonPhrase } from '../../core/response/reason-phrase.js';
import { DISPLAY_LIMIT, LINE_LIMIT, type BodyView } from '../../core/response/text-body-view.js';
import type { TextPrefix } from '../../core/response/text-prefix.js';
import type { TryStreamEvent } from '../../core/response/try-stream-event.js';
import { headerLinkParts } from '../../core/url/link-header.js';
import { safeUrl } from '../../core/url/safe-url.js';
import { adoptStyles } from '../shared/adopt-styles.js';
import { clipboard } from './clipboard.js';
import { GrowingBlob } from './growing-blob.js';
import { renderJsonTree, type JsonTreeState } from './json-tree.js';
import { responseStyles } from './response-styles.js';
import { localized, msg } from '../shared/msg.js';
import { bytes, duration } from '../shared/units.js';
import '../../core/i18n/en/try.js';

/** A response as `after-try` reports it. */
export interface TryResponse {
  status: number;
  statusText: string;
  ok: boolean;
  headers: Record<string, string>;
  /** The whole body as text (empty for images and other binary bodies: see `blob`). */
  body: string;
  /** Milliseconds from sending to the whole body (for streams: to the end of the stream). */
  time: number;
  /** The body's size in bytes as received. */
  size?: number;
  /** The whole body as bytes, for images and other binary bodies (offered as a download). */
  blob?: Blob;
  /** True when the viewer shows only a prefix of the body (over 1 MiB or 5,000 lines); `body` is still whole. */
  truncated?: boolean;
  /** The events of a `text/event-stream` or NDJSON response, in arrival order. */
  events?: TryStreamEvent[];
}

/** Streams show the latest this many events (all are reported in `after-try`). */
const EVENT_LIMIT = 500;
/** Progress of a large body is redrawn at most this often (ms). */
const PROGRESS_INTERVAL = 100;
/** Lines of a shown text body laid out together (see lineBlocks; the viewer shows about 15). */
const TEXT_BLOCK_LINES = 200;
const XHTML = 'http://www.w3.org/1999/xhtml';

/**
 * XML re-indented by core's formatXml, parsed here with DOMParser (which runs no script and
 * loads nothing; core has no DOM); undefined when it is not well-formed.
 */
function formatXmlText(text: string, maxLines: number): TextPrefix | undefined {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  if (doc.getElementsByTagNameNS(XHTML, 'parsererror').length) return undefined;
  return formatXml(text, doc.childNodes, maxLines);
}

/**
 * A response header's value; the URI-references of Location, Content-Location and Link become
 * links when the URL gate lets them through (resolved against the response's URL), else stay text.
 */
function renderHeaderValue(name: string, value: string, responseUrl: string): unknown {
  return headerLinkParts(name, value).map((part) => {
    if (!('ref' in part)) return part.text;
    const gated = safeUrl(part.ref, responseUrl || document.baseURI);
    return gated.ok ? html`<a href=${gated.url} target="_blank" rel="noopener noreferrer">${part.text}</a>` : part.text;
  });
}

/** What is known of the response before its body has ended. */
interface Head {
  status: number;
  statusText: string;
  ok: boolean;
  headers: Record<string, string>;
  essence: string;
  filename: string;
  /** The response's URL: Location and Link references resolve against it. */
  url: string;
}

/**
 * The response part of the TRY console: status, time, headers and body. `show(res, start)`
 * shows the status and headers at once, reads the body (streams event by event), and resolves
 * with the whole response when it has ended; it rejects when the request's signal aborts it
 * mid-body. Body content is untrusted: it only ever goes in as text, images only through `<img>`
 * from a blob: URL. Light DOM, so the element's styles apply.
 */
@localized
export class TryResponseView extends LitElement {
  static override properties = {
    height: { attribute: false },
    response: { state: true },
    head: { state: true },
    view: { state: true },
    received: { state: true },
    notice: { state: true },
    open: { state: true },
    imageFailed: { state: true },
  };

  /** response-area-height: the body area's maximum height (CSS length). */
  height = '300px';
  /** The whole response, once its body has ended. */
  response: TryResponse | undefined;
  head: Head | undefined;
  view: BodyView | undefined;
  /** Bytes received so far, while the body comes in. */
  received = 0;
  /** Feedback of the copy buttons (a polite status). */
  notice = '';
  /** Paths of the open JSON containers; with `more`, the tree's view state. */
  open = new Set<string>();
  imageFailed = false;
  private events: TryStreamEvent[] = [];
  private more = new Map<string, number>();
  private blob: Blob | undefined;
  private blobUrl: string | undefined;
  /** Bumped by clear(): a show() still reading stops touching what is shown. */
  private generation = 0;
  private noticeTimer: ReturnType<typeof setTimeout> | undefined;
  private stickToBottom = false;

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    adoptStyles(this, responseStyles);
    if (this.blob) this.requestUpdate();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.revoke();
  }

  /** Forgets the response shown (and releases its blob: URL). */
  clear(): void {
    this.generation++;
    this.response = undefined;
    this.head = undefined;
    this.view = undefined;
    this.received = 0;
    this.events = [];
    this.open = new Set();
    this.more = new Map();
    this.imageFailed = false;
    this.notice = '';
    this.blob = undefined;
    this.revoke();
  }

  /** Reads `res` and shows it as it comes; resolves with the whole response when the body has ended. */
  async show(res: Response, start: number): Promise<TryResponse> {
    this.clear();
    const generation = this.generation;
    const live = (): boolean => generation === this.generation;
    const headers = Object.fromEntries(res.headers.entries());
    const { essence, charset } = parseContentType(headers['content-type']);
    const status = res.status;
    this.head = { status, statusText: reasonPhrase(status, res.statusText), ok: res.ok, headers, essence, filename: downloadName(headers, res.url, essence), url: res.url };
    const collector = new BodyCollector(essence, charset);
    if (collector.typed === 'sse' || collector.typed === 'ndjson') this.view = { kind: collector.typed, truncated: false };
    // This response's own list: a clear() while it streams leaves it to this call alone.
    this.events = collector.events;
    const whole = new GrowingBlob();
    let drawn = 0;
    const reader = res.body?.getReader();
    if (reader) {
      for (;;) {
        // Rejects when the request's signal aborts: the console reports request-aborted.
        const { done, value } = await reader.read();
        if (done) break;
        const added = collector.push(value);
        whole.push(value);
        if (live() && added) this.requestUpdate();
        if (live() && performance.now() - drawn > PROGRESS_INTERVAL) {
          this.received = collector.size;
          drawn = performance.now();
        }
      }
    }
    const size = collector.size;
    const body = collector.end(formatXmlText);
    const blob = whole.end(essence || 'application/octet-stream');
    const response: TryResponse = { status, statusText: res.statusText, ok: res.ok, headers, body: body.text, time: Math.round(performance.now() - start), size };
    if (body.events) response.events = body.events;
    if (body.binary) response.blob = blob;
    if (body.view.truncated) response.truncated = true;
    if (live()) {
      this.blob = blob;
      this.view = body.view;
      if (body.view.json) {
        this.open = initiallyOpen(body.view.json.value);
        this.more = new Map();
      }
      this.received = size;
      this.response = response;
    }
    return response;
  }

  // ---- event handlers ----

  private async copy(what: 'Body' | 'Headers'): Promise<void> {
    const r = this.response;
    if (!r) return;
    const text =
      what === 'Body'
        ? r.body
        : Object.entries(r.headers)
            .map(([k, v]) => `${k}: ${v}`)
            .join('\n');
    try {
      const board = clipboard();
      if (!board) throw new Error(msg('try.noClipboard'));
      await board.writeText(text);
      this.say(what === 'Body' ? msg('try.bodyCopied') : msg('try.headersCopied'));
    } catch (e) {
      const reason = e instanceof Error ? e.message : String(e);
      this.say(what === 'Body' ? msg('try.bodyNotCopied', { reason }) : msg('try.headersNotCopied', { reason }));
    }
  }

  private say(text: string): void {
    this.notice = text;
    clearTimeout(this.noticeTimer);
    this.noticeTimer = setTimeout(() => (this.notice = ''), 4000);
  }

  private revoke(): void {
    if (this.blobUrl) URL.revokeObjectURL(this.blobUrl);
    this.blobUrl = undefined;
  }

  /** The JSON tree's view state and what changes it. */
  private treeState(): JsonTreeState {
    return {
      open: this.open,
      more: this.more,
      toggle: (path) => {
        const open = new Set(this.open);
        if (open.has(path)) open.delete(path);
        else open.add(path);
        this.open = open;
      },
      showMore: (path, shown) => {
        this.more.set(path, shown);
        this.requestUpdate();
      },
    };
  }

  // ---- lifecycle and rendering ----

  protected override willUpdate(changed: PropertyValues<this>): void {
    // Through the CSSOM, which a Content-Security-Policy without 'unsafe-inline' allows (styleMap
    // writes a style attribute on its first render, which such a policy refuses).
    if (changed.has('height')) this.style.setProperty('--try-response-height', this.height);
    if (this.blob && !this.blobUrl && this.isConnected) this.blobUrl = URL.createObjectURL(this.blob);
    const area = this.querySelector('.try-response-body');
    this.stickToBottom = !!area && area.scrollTop + area.clientHeight >= area.scrollHeight - 4;
  }

  protected override updated(): void {
    const area = this.querySelector('.try-response-body');
    if (area && this.stickToBottom && (this.view?.kind === 'sse' || this.view?.kind === 'ndjson')) area.scrollTop = area.scrollHeight;
  }

  protected override render(): TemplateResult | typeof nothing {
    const h = this.head;
    if (!h) return nothing;
    const r = this.response;
    const count = Object.keys(h.headers).length;
    return html`<div class="try-response" part="response">
      <div class="try-status-line">
        <span class="status status-${String(h.status)[0]}">${h.status}</span>
        <span class="try-status-text">${h.statusText}</span>
        <span class="muted small">${r ? msg('try.timeAndSize', { duration: duration(r.time), size: bytes(r.size ?? 0) }) : msg('try.receiving', { size: bytes(this.received) })}</span>
      </div>
      <div class="try-response-actions small">
        <button type="button" class="link-button" ?disabled=${!r || !!r.blob} @click=${() => void this.copy('Body')}>${msg('try.copyBody')}</button>
        <button type="button" class="link-button" @click=${() => void this.copy('Headers')}>${msg('try.copyHeaders')}</button>
        ${r && this.blobUrl && this.view?.kind !== 'binary' ? html`<a class="try-download" href=${this.blobUrl} download=${h.filename}>${msg('try.download', { filename: h.filename })}</a>` : nothing}
        <span class="muted" role="status">${this.notice}</span>
      </div>
      <details class="try-headers small">
        <summary>${msg('try.headers', { count })}</summary>
        <ul>${Object.entries(h.headers).map(([k, v]) => html`<li><code>${k}</code>: ${renderHeaderValue(k, v, h.url)}</li>`)}</ul>
      </details>
      ${this.renderNote()}
      <div class="try-response-body" tabindex="0" role="region" aria-label=${msg('try.responseBody')}>${this.renderBody()}</div>
    </div>`;
  }

  private renderNote(): unknown {
    const v = this.view;
    const r = this.response;
    if (!v || !r) return nothing;
    const notes: unknown[] = [];
    if (v.note) notes.push(v.note);
    if (v.truncated) {
      notes.push(html`${msg('try.truncated', { size: bytes(r.size ?? 0), limit: bytes(DISPLAY_LIMIT), lines: LINE_LIMIT })}
        ${this.blobUrl ? html`<a href=${this.blobUrl} download=${this.head?.filename ?? 'response'}>${msg('try.downloadWhole')}</a>` : nothing}`);
    }
    if (!notes.length) return nothing;
    return html`<p class="try-note small">${notes.map((n) => html`<span>${n}</span> `)}</p>`;
  }

  private renderBody(): unknown {
    const v = this.view;
    if (!v) return html`<p class="muted small">${msg('try.receivingBody')}</p>`;
    switch (v.kind) {
      case 'sse':
      case 'ndjson':
        return this.renderEvents();
      case 'empty':
        return html`<p class="muted small">${msg('try.noBody')}</p>`;
      case 'image':
        if (!this.blobUrl) return nothing;
        return this.imageFailed
          ? html`<p class="muted small">${msg('try.imageNotShown', { type: this.head?.essence })}</p>`
          : html`<img class="try-image" src=${this.blobUrl} alt=${msg('try.imageAlt', { type: this.head?.essence ?? msg('try.image'), size: bytes(this.response?.size ?? 0) })} @error=${() => (this.imageFailed = true)} />`;
      case 'binary':
        return html`<p class="small">${msg('try.binaryBody', { type: this.head?.essence || msg('try.noContentType'), size: bytes(this.response?.size ?? 0) })}
          ${this.blobUrl ? html`<a href=${this.blobUrl} download=${this.head?.filename ?? 'response.bin'}>${msg('try.download', { filename: this.head?.filename })}</a>` : nothing}</p>`;
      default:
        if (v.json) return html`<pre class="code try-json">${renderJsonTree(v.json.value, this.treeState())}</pre>`;
        return html`<pre class="code"><code>${lineBlocks(v.text ?? '', TEXT_BLOCK_LINES).map((b) => html`<span class="try-text-block">${b}</span>`)}</code></pre>`;
    }
  }

  private renderEvents(): TemplateResult {
    const all = this.events;
    const shown = all.length > EVENT_LIMIT ? all.slice(-EVENT_LIMIT) : all;
    const ended = !!this.response;
    return html`<p class="muted small try-stream-state">
        ${ended ? msg('try.streamEnded', { count: all.length }) : msg('try.streaming', { count: all.length })}
        ${all.length > shown.length ? ` ${msg('try.latestShown', { count: EVENT_LIMIT })}` : ''}
      </p>
      <ol class="try-events">
        ${shown.map(
          (e) => html`<li class="try-event">
            <span class="try-event-type">${e.event}</span>${e.id !== undefined ? html` <span class="muted small">${msg('try.eventId', { id: e.id })}</span>` : nothing}${
              e.retry !== undefined ? html` <span class="muted small">${msg('try.eventRetry', { delay: duration(e.retry) })}</span>` : nothing
            }
            <pre class="try-event-data">${e.data}</pre>
          </li>`,
        )}
      </ol>`;
  }
}

if (!customElements.get('spec-doc-try-response')) customElements.define('spec-doc-try-response', TryResponseView);
