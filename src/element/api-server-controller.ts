import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { ServerView } from '../core/model/types.js';
import { resolveServerUrl, serverVariablesOf, type SelectedServer } from '../core/request/servers.js';
import { firePublic } from '../ui/events.js';
import { msg } from '../ui/shared/msg.js';
import '../core/i18n/en/chrome.js';
import type { ServerPickerView } from '../ui/reference/overview.js';
import { trimChars } from '../core/text/trim-chars.js';

/**
 * The active API server: the description's servers (or `server-url`), the chosen one, its
 * variable values and the resulting absolute URL. The element renders it; a change of server
 * or variable (by the reader or setApiServer) fires `api-server-change`; TRY sends to
 * `selected.url` only.
 */
export class ApiServerController implements ReactiveController {
  servers: ServerView[] = [];
  index = 0;
  values: Record<string, string> = {};
  /** The resolved URL, or why it cannot be resolved (a variable outside its enum, say). */
  resolved: { ok: true; url: string } | { ok: false; error: string } = { ok: false, error: msg('chrome.noDescriptionLoaded') };
  private descriptionUrl = '';
  private readonly host: ReactiveControllerHost & HTMLElement;

  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.host = host;
    host.addController(this);
  }

  hostConnected(): void {}

  /**
   * After a load: the description's servers, `server-url` first when given (it overrides the
   * list as the active one), then `default-api-server` when it names one of them.
   */
  reset(servers: ServerView[], descriptionUrl: string, serverUrl: string, defaultServer: string): void {
    this.descriptionUrl = descriptionUrl;
    // Named as the description loads, not as it renders: the list is data, which api-server-change's selectedServer carries too.
    const list = servers.length ? [...servers] : [{ url: '/', description: msg('chrome.serverOrigin'), variables: [] }];
    if (serverUrl) list.unshift({ url: serverUrl, description: 'server-url', variables: [] });
    this.servers = list;
    const preferred = serverUrl ? 0 : this.find(defaultServer);
    this.index = preferred >= 0 ? preferred : 0;
    this.values = {};
    this.resolve();
  }

  /** Index of the server whose URL (as written, or resolved with its defaults) is `url`; -1 when none. */
  find(url: string): number {
    if (!url) return -1;
    const wanted = trimChars(url, '/', 'end');
    return this.servers.findIndex((s) => {
      const r = resolveServerUrl(s, {}, this.descriptionUrl);
      return trimChars(s.url, '/', 'end') === wanted || (r.ok && trimChars(r.url, '/', 'end') === wanted);
    });
  }

  /** Makes server `index` the active one (its variables at their defaults) and fires `api-server-change`. */
  select(index: number): void {
    if (index < 0 || index >= this.servers.length) return;
    this.index = index;
    this.values = {};
    this.resolve();
    this.fireChange();
  }

  /** Sets a variable of the active server and fires `api-server-change`. */
  setVariable(name: string, value: string): void {
    this.values = { ...this.values, [name]: value };
    this.resolve();
    this.fireChange();
  }

  /** What the servers section shows, and where its choices go. */
  get picker(): Omit<ServerPickerView, 'selectable' | 'mockActive'> {
    return {
      servers: this.servers,
      index: this.index,
      values: this.values,
      resolved: this.resolved,
      onSelect: (i) => this.select(i),
      onVariable: (name, value) => this.setVariable(name, value),
    };
  }

  private fireChange(): void {
    const selectedServer = this.selected;
    if (selectedServer) firePublic(this.host, 'api-server-change', { selectedServer });
  }

  get selected(): SelectedServer | undefined {
    const s = this.servers[this.index];
    if (!s || !this.resolved.ok) return undefined;
    const variables: Record<string, string> = {};
    for (const v of serverVariablesOf(s)) variables[v.name] = this.values[v.name] ?? v.default;
    return { url: this.resolved.url, template: s.url, description: s.description, variables };
  }

  private resolve(): void {
    const r = resolveServerUrl(this.servers[this.index], this.values, this.descriptionUrl);
    this.resolved = r.ok ? { ok: true, url: r.url } : { ok: false, error: r.error };
    this.host.requestUpdate();
  }
}
