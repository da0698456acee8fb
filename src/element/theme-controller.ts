import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { safeUrlOrUndefined } from '../core/url/safe-url.js';
import { followsSystem, resolveMode, TEXT_KEYS, themeCss, type AppearanceAttributes } from '../ui/shared/theme.js';
import { loadWebFonts } from './web-fonts.js';

/** The attributes that change the theme sheet. */
const APPEARANCE = [...TEXT_KEYS, 'loadFonts'] as const satisfies readonly (keyof AppearanceAttributes)[];

/** What the theme reads of the element. */
export type ThemeHost = ReactiveControllerHost &
  HTMLElement &
  AppearanceAttributes & {
    renderRoot: HTMLElement | DocumentFragment;
    /** Null once the attribute is removed. */
    cssFile: string | null;
  };

/**
 * Theming: the appearance attributes become one `:host { … }` rule of custom properties in a
 * sheet of the element's own (rewritten when one of them changes, and when the system colour
 * scheme changes while `theme` or `color-scheme` is `system`); `load-fonts` adds the web-font
 * stylesheet to the page; `css-file` copies the rules of a stylesheet the page links into a
 * second sheet, so `css-classes` on the container take effect inside the shadow root.
 */
export class ThemeController implements ReactiveController {
  /** The theme's custom properties. */
  private readonly themeSheet = new CSSStyleSheet();
  /** css-file's rules. */
  private readonly hostSheet = new CSSStyleSheet();
  private readonly host: ThemeHost;
  private darkQuery: MediaQueryList | undefined;
  /** The appearance values and css-file the sheets were last written for. */
  private written = '';
  private adopted: string | null | undefined;

  constructor(host: ThemeHost) {
    this.host = host;
    host.addController(this);
  }

  hostConnected(): void {
    const root = this.host.renderRoot;
    if (root instanceof ShadowRoot && !root.adoptedStyleSheets.includes(this.themeSheet)) {
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, this.themeSheet, this.hostSheet];
    }
    this.darkQuery = window.matchMedia('(prefers-color-scheme: dark)');
    this.darkQuery.addEventListener('change', this.onSchemeChange);
  }

  hostDisconnected(): void {
    this.darkQuery?.removeEventListener('change', this.onSchemeChange);
  }

  /** Before each render: the sheets follow the attributes that changed. */
  hostUpdate(): void {
    const appearance = JSON.stringify(APPEARANCE.map((k) => this.host[k]));
    if (appearance !== this.written) {
      this.written = appearance;
      this.apply();
    }
    if (this.host.cssFile !== this.adopted) {
      this.adopted = this.host.cssFile;
      this.adoptCssFile();
    }
  }

  /** Whether the colours in force are the light ones. */
  get light(): boolean {
    return resolveMode(this.host, this.darkQuery?.matches ?? false) === 'light';
  }

  /** prefers-color-scheme changed: a system theme follows it at once. */
  private readonly onSchemeChange = (): void => {
    if (!followsSystem(this.host)) return;
    this.apply();
    this.host.requestUpdate();
  };

  /** Writes the theme's custom properties into the element's own stylesheet; fonts as asked. */
  private apply(): void {
    this.themeSheet.replaceSync(themeCss(this.host, this.darkQuery?.matches ?? false));
    if (this.host.loadFonts && !this.host.regularFont) loadWebFonts();
  }

  /**
   * css-file: the host page's stylesheet whose URL ends with it (or equals it), copied into a
   * sheet adopted by the shadow root, so css-classes on the container take effect. A sheet of
   * another origin cannot be read by script: a console warning says so.
   */
  private adoptCssFile(): void {
    const name = (this.host.cssFile ?? '').trim();
    let text = '';
    if (name) {
      // Only a stylesheet the page already links is read (nothing is fetched); a value that is no URL matches by its end.
      const href = safeUrlOrUndefined(name, document.baseURI);
      const sheet = Array.from(document.styleSheets).find((s) => s.href && (s.href === href || s.href.endsWith(`/${name}`)));
      if (!sheet) console.warn(`<spec-doc>: css-file="${name}" names no stylesheet the page links`);
      else {
        try {
          text = Array.from(sheet.cssRules, (r) => r.cssText).join('\n');
        } catch {
          console.warn(`<spec-doc>: css-file="${name}" cannot be read (a stylesheet of another origin needs CORS: crossorigin="anonymous")`);
        }
      }
    }
    this.hostSheet.replaceSync(text);
  }
}
