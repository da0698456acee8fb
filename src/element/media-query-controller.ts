import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** Whether a media query matches, kept current (and the host re-rendered) while the host is connected. */
export class MediaQueryController implements ReactiveController {
  matches = true;
  private readonly host: ReactiveControllerHost;
  private readonly query: string;
  private list: MediaQueryList | undefined;

  constructor(host: ReactiveControllerHost, query: string) {
    this.host = host;
    this.query = query;
    host.addController(this);
  }

  hostConnected(): void {
    this.list = window.matchMedia(this.query);
    this.list.addEventListener('change', this.onChange);
    const matches = this.list.matches;
    if (matches === this.matches) return;
    this.matches = matches;
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.list?.removeEventListener('change', this.onChange);
  }

  private readonly onChange = (e: MediaQueryListEvent): void => {
    this.matches = e.matches;
    this.host.requestUpdate();
  };
}
