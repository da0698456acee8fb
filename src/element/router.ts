/**
 * The element's side of the location hash: `{route-prefix}{id}` (`#get-/pets`, or
 * `#/api/get-/pets` with route-prefix `#/api/`). Clicks push history entries so back and
 * forward move between visited sections; scrolling only replaces the current entry.
 * Uses history.pushState/replaceState rather than assigning location.hash: assigning would
 * fire hashchange for our own updates and make the page scroll to a same-named element outside.
 */
export class HashRouter {
  private readonly onRoute: (id: string) => void;
  private prefix = '#';
  private listening = false;

  constructor(onRoute: (id: string) => void) {
    this.onRoute = onRoute;
  }

  /** Sets the route prefix (always starts with `#`). */
  setPrefix(prefix: string | undefined): void {
    const p = prefix?.trim() || '#';
    this.prefix = p.startsWith('#') ? p : `#${p}`;
  }

  /** The id in the current location hash, or undefined when the hash is not one of ours. */
  current(): string | undefined {
    return this.idFromHash(location.hash);
  }

  idFromHash(hash: string): string | undefined {
    if (!hash || !hash.startsWith(this.prefix) || hash.length === this.prefix.length) return undefined;
    const raw = hash.slice(this.prefix.length);
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }

  hrefFor(id: string): string {
    return `${this.prefix}${id}`;
  }

  /** A new history entry for a section the reader chose. */
  push(id: string): void {
    if (this.current() === id) return;
    history.pushState(history.state, '', this.hrefFor(id));
  }

  /** The current entry now names the section scrolled to. */
  replace(id: string): void {
    if (this.current() === id) return;
    history.replaceState(history.state, '', this.hrefFor(id));
  }

  connect(): void {
    if (this.listening) return;
    this.listening = true;
    window.addEventListener('popstate', this.onLocation);
    window.addEventListener('hashchange', this.onLocation);
  }

  disconnect(): void {
    this.listening = false;
    window.removeEventListener('popstate', this.onLocation);
    window.removeEventListener('hashchange', this.onLocation);
  }

  private readonly onLocation = (): void => {
    const id = this.current();
    if (id) this.onRoute(id);
  };
}
