import { safeUrl } from '../core/url/safe-url.js';
import type { SourceSwitcher, SwitcherHost } from '../ui/sources/source-switcher.js';
import type { LoadController } from './load-controller.js';

/** One entry of `sources`: the name the `API` select shows and the description's URL (relative URLs resolve against the page). */
export interface SpecSource {
  name: string;
  url: string;
}

/** The attribute's JSON text as the property: what it parses to, or the text itself when it is no JSON (the switcher says why). */
export function sourcesFromAttribute(value: string | null): unknown {
  try {
    return JSON.parse(value ?? '[]') as unknown;
  } catch {
    return value;
  }
}

/**
 * The element's side of `sources` (several descriptions behind one `API` select): only what
 * decides whether to load the switcher. Its code (checking the list, the select, the page URL's
 * `api` parameter, back and forward) is a chunk of its own, imported when a list is first set,
 * so a page without `sources` pays a few hundred bytes for it. While that chunk loads, spec-url
 * waits (`holding`): the page URL may name another entry, and loading spec-url first would be wasted.
 */
export class SourcesController {
  /** A list is set and the switcher has not chosen yet: spec-url does not load. */
  holding = false;
  /** The switcher, once a list has been set and its chunk is in. */
  switcher: SourceSwitcher | undefined;
  private readonly host: SwitcherHost;
  private readonly loader: LoadController;

  constructor(host: SwitcherHost, loader: LoadController) {
    this.host = host;
    this.loader = loader;
  }

  /** `sources` changed (willUpdate): an empty value (none, `''`, `[]`) loads nothing. */
  follow(): void {
    const { host } = this;
    const value = host.sources as { length?: number } | null | undefined;
    if (this.switcher) this.switcher.setList(value);
    else if (!this.holding && value && value.length !== 0) {
      this.holding = true;
      import('../ui/sources/source-switcher.js').then(
        (m) => {
          this.holding = false;
          this.switcher = new m.SourceSwitcher(host, this.loader, safeUrl);
          this.switcher.setList(host.sources);
        },
        (e: unknown) => {
          this.holding = false;
          console.error('<spec-doc>: the sources switcher could not be loaded', e);
          host.requestUpdate('specUrl', '');
        },
      );
    }
  }
}
