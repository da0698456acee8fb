import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * The search dialog (allow-advanced-search): the Search button, or Ctrl/⌘+K anywhere on the
 * page, opens it. Its code is a chunk of its own, loaded the first time; from then on the
 * dialog stays rendered (`shown`) and opens again at once.
 */
export class SearchController implements ReactiveController {
  /** The dialog is rendered (it has been opened once). */
  shown = false;
  private readonly host: ReactiveControllerHost & HTMLElement & { renderRoot: ParentNode };
  private readonly enabled: () => boolean;

  /** `enabled`: whether Ctrl/⌘+K opens the dialog now (allowed, and a description shown). */
  constructor(host: ReactiveControllerHost & HTMLElement & { renderRoot: ParentNode }, enabled: () => boolean) {
    this.host = host;
    this.enabled = enabled;
    host.addController(this);
  }

  hostConnected(): void {
    document.addEventListener('keydown', this.onDocumentKey);
  }

  hostDisconnected(): void {
    document.removeEventListener('keydown', this.onDocumentKey);
  }

  /** Loads the dialog's chunk (once), renders the dialog and opens it. */
  async open(): Promise<void> {
    await import('../ui/search/search-dialog.js');
    this.shown = true;
    this.host.requestUpdate();
    await this.host.updateComplete;
    const dialog = this.host.renderRoot.querySelector('spec-doc-search-dialog') as (HTMLElement & { open(): void }) | null;
    dialog?.open();
  }

  private readonly onDocumentKey = (e: KeyboardEvent): void => {
    if (e.defaultPrevented || !(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'k') return;
    if (!this.enabled() || !this.host.isConnected) return;
    e.preventDefault();
    void this.open();
  };
}
