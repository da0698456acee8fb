import { BLACK, contrast, ensureContrast, hueOf, isDark, mix, parseColor, readableOn, toHex, WHITE, type Rgb } from './color.js';

/** The palette presets; any CSS colour is accepted too (as a brand colour). */
export const PALETTES = ['amber', 'graphite', 'slate', 'emerald', 'violet', 'rose', 'blue'] as const;
export type PaletteName = (typeof PALETTES)[number];

/** Colour modes. */
export const MODES = ['light', 'dark'] as const;
export type Mode = (typeof MODES)[number];

export const RADII = ['none', 'sm', 'md', 'lg', 'full'] as const;
export type Radius = (typeof RADII)[number];

/** font-size values; `large` is an alias of `lg`, `largest` one step above. */
export const FONT_SIZES = ['sm', 'default', 'lg', 'largest'] as const;
export type FontSize = (typeof FONT_SIZES)[number];

/** Each preset's primary colour in light and dark mode (text in it is made readable below). */
const PRESETS: Record<PaletteName, Record<Mode, string>> = {
  amber: { light: '#ff791a', dark: '#ff791a' },
  graphite: { light: '#3f3f46', dark: '#a1a1aa' },
  slate: { light: '#475569', dark: '#94a3b8' },
  emerald: { light: '#059669', dark: '#34d399' },
  violet: { light: '#7c3aed', dark: '#a78bfa' },
  rose: { light: '#e11d48', dark: '#fb7185' },
  blue: { light: '#2563eb', dark: '#60a5fa' },
};

/*
 * Colour roles. Each colour on the page has one job, so the eye learns what a colour means:
 *
 * - primary (--primary, the palette or primary-color): the primary action and the active state,
 *   nothing else. Filled: TRY, Try it, Authorize / Get token, the header's Load. As a mark: the
 *   active navigation entry's bar and tint, the selected tab's underline, a checked box, the
 *   selected search result.
 * - link (--link): links, link-like buttons (Copy, Show examples, Full descriptions), toggles on
 *   hover. A blue that reads at 4.5:1 on every surface, not the primary: an orange (or red, or
 *   gold) link looks like a button or a warning, and a brand colour that is too light to read as
 *   text would have to be darkened into mud. When the primary is itself a blue, links take it
 *   (made readable), so a blue brand does not show two blues. Redoc and Scalar do the same: their
 *   brand colour marks the current place, their links are the text or a link blue.
 * - secondary actions (Clear, Cancel, Set, Copy code, Open file, downloads): neutral, the
 *   surface + border + text of the page (button.secondary in base-styles.ts).
 * - focus (--ring): the link blue at 3:1 against the page, the navigation bar and the surfaces
 *   (WCAG 1.4.11), and a header-only ring (--header-ring) at 3:1 against the header: a focus
 *   ring in the primary would be lost on the primary's own buttons and the active entry.
 * - neutrals: --background; --muted, a raised surface (cards, hovers); --code-bg, a sunken one
 *   (code, examples); --border for decoration, --input (3:1) for control edges; three text tiers,
 *   --heading > --foreground > --muted-foreground, each at least 4.5:1 on every surface.
 * - signals (--get … --delete, --danger): methods, statuses and errors, made readable wherever
 *   they are text (the surfaces and the navigation bar).
 */

/**
 * The base colours of each mode: the defaults of bg-color, text-color and header-color in the
 * interface contract (dark `#333`/`#bbb`, light `#fff`/`#444`, header `#444444`). The dark
 * surfaces, borders and text tiers around them are neutral greys (no warmth), so that the
 * primary's tint reads as a tint, not as brown.
 */
const BASE: Record<Mode, { bg: string; text: string; header: string }> = {
  dark: { bg: '#333333', text: '#bbbbbb', header: '#444444' },
  light: { bg: '#ffffff', text: '#444444', header: '#444444' },
};

/** The link blue of each mode (used unless the primary is itself a blue). */
const LINK: Record<Mode, string> = { light: '#0a58ca', dark: '#6cb6ff' };

/** A primary whose hue lies in this range, and saturated enough, counts as a blue (links take it). */
const BLUE_HUES = [190, 250] as const;

/** Method and status colours per mode, before they are made readable on the background. */
const SIGNALS: Record<Mode, Record<string, string>> = {
  dark: { get: '#5fb6ff', post: '#6bdc8a', put: '#f0b45a', patch: '#d2a8ff', delete: '#ff8a80', other: '#bbbbbb', danger: '#ff8a80' },
  light: { get: '#0b62b8', post: '#18794e', put: '#8a5a00', patch: '#7040b0', delete: '#b3261e', other: '#555555', danger: '#b3261e' },
};

const RADIUS_PX: Record<Radius, [card: string, control: string]> = {
  none: ['0', '0'],
  sm: ['4px', '4px'],
  md: ['8px', '6px'],
  lg: ['12px', '10px'],
  full: ['16px', '9999px'],
};

const FONT_PX: Record<FontSize, string> = { sm: '13px', default: '15px', lg: '17px', largest: '19px' };

export const SANS_STACK = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
export const MONO_STACK = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace";
/** The web fonts load-fonts fetches (one stylesheet, font-display: swap). */
export const WEB_FONTS = { sans: 'Inter', mono: 'JetBrains Mono' } as const;

/** What a theme is computed from; colours already normalised to `#rrggbb`/`rgb()` (undefined: not given). */
export interface ThemeInput {
  mode: Mode;
  /** A preset name or a colour. */
  palette: PaletteName | Rgb;
  radius: Radius;
  fontSize: FontSize;
  bg?: Rgb;
  text?: Rgb;
  header?: Rgb;
  primary?: Rgb;
  navBg?: Rgb;
  navText?: Rgb;
  navHoverBg?: Rgb;
  /** Font lists as given (already checked to be safe CSS). */
  regularFont?: string;
  monoFont?: string;
  webFonts: boolean;
}

/**
 * The element's CSS custom properties for a theme: base colours from the mode (or bg-color /
 * text-color), the palette's primary (or primary-color), and every derived shade — borders,
 * surfaces, code background, muted and heading text, the primary as text, its foreground,
 * navigation and header colours, method colours — computed so text reaches WCAG AA (4.5:1) on
 * the surfaces it sits on. Colours given explicitly are used as given.
 */
export function themeVars(input: ThemeInput): Record<string, string> {
  const mode = input.mode;
  const base = BASE[mode];
  const bg = input.bg ?? rgb(base.bg);
  const dark = isDark(bg);
  const toward = dark ? WHITE : BLACK;
  const fg = input.text ?? ensureContrast(rgb(base.text), bg, 7);
  const surface = mix(bg, fg, 0.06);
  const codeBg = dark ? mix(bg, BLACK, 0.3) : mix(bg, fg, 0.05);
  const readableOnAll = (c: Rgb, bgs: readonly Rgb[], min = 4.5): Rgb => bgs.reduce((out, b) => ensureContrast(out, b, min), c);
  const readableEverywhere = (c: Rgb, min = 4.5): Rgb => readableOnAll(c, [bg, surface, codeBg], min);
  // Text tiers: heading above body text above muted text; dark mode spreads them wider, as light text on a dark ground reads brighter.
  const heading = ensureContrast(mix(fg, toward, 0.5), bg, 7);
  const mutedFg = readableEverywhere(mix(fg, bg, dark ? 0.3 : 0.2));
  const primary = input.primary ?? (Array.isArray(input.palette) ? (input.palette as Rgb) : rgb(PRESETS[input.palette as PaletteName][mode]));
  const { hue, saturation } = hueOf(primary);
  const blue = saturation >= 0.35 && hue >= BLUE_HUES[0] && hue <= BLUE_HUES[1];
  const linkBase = blue ? primary : rgb(LINK[dark ? 'dark' : 'light']);
  const header = input.header ?? rgb(base.header);
  const navBg = input.navBg ?? (dark ? mix(bg, BLACK, 0.16) : mix(bg, BLACK, 0.045));
  const navFg = input.navText ?? ensureContrast(mix(readableOn(navBg), navBg, 0.2), navBg, 7);
  const navHover = input.navHoverBg ?? mix(navBg, navFg, 0.1);
  // The active entry: the primary at low strength over the nav's background (in dark mode a lift toward the text with a hint of the primary: more reads as brown), its text one tier brighter than the nav's and at least AA on it, its bar the primary at 3:1.
  const navActiveBg = dark ? mix(mix(navBg, navFg, 0.14), primary, 0.04) : mix(navBg, primary, 0.12);
  const navActiveFg = input.navText ? ensureContrast(input.navText, navActiveBg, 4.5) : ensureContrast(mix(navFg, readableOn(navBg), 0.5), navActiveBg, 7);
  const [radius, radiusControl] = RADIUS_PX[input.radius];
  const vars: Record<string, string> = {
    '--background': toHex(bg),
    '--foreground': toHex(fg),
    '--heading': toHex(heading),
    '--muted': toHex(surface),
    '--muted-foreground': toHex(mutedFg),
    '--border': toHex(mix(bg, fg, 0.22)),
    '--input': toHex(mix(bg, fg, 0.45)),
    '--code-bg': toHex(codeBg),
    '--primary': toHex(primary),
    '--primary-foreground': toHex(readableOn(primary)),
    '--primary-text': toHex(readableEverywhere(primary)),
    '--link': toHex(readableEverywhere(linkBase)),
    '--ring': toHex(readableOnAll(linkBase, [bg, navBg, surface], 3)),
    '--header-bg': toHex(header),
    '--header-fg': toHex(ensureContrast(mix(readableOn(header), header, 0.1), header, 7)),
    '--header-ring': toHex(ensureContrast(linkBase, header, 3)),
    '--nav-bg': toHex(navBg),
    '--nav-fg': toHex(navFg),
    '--nav-hover-bg': toHex(navHover),
    '--nav-active-bg': toHex(navActiveBg),
    '--nav-active-fg': toHex(navActiveFg),
    '--nav-active': toHex(readableOnAll(primary, [navActiveBg, navBg], 3)),
    '--radius': radius,
    '--radius-control': radiusControl,
    '--font-size': FONT_PX[input.fontSize],
    '--font-sans': input.regularFont ?? (input.webFonts ? `'${WEB_FONTS.sans}', ${SANS_STACK}` : SANS_STACK),
    '--font-mono': input.monoFont ?? (input.webFonts ? `'${WEB_FONTS.mono}', ${MONO_STACK}` : MONO_STACK),
    'color-scheme': dark ? 'dark' : 'light',
  };
  // Method colours are text in the navigation bar too (show-method-in-nav-bar), when it is of the page's kind (a light nav on a dark page cannot have both).
  const signalGrounds = isDark(navBg) === dark ? [bg, surface, codeBg, navBg, navActiveBg] : [bg, surface, codeBg];
  for (const [name, value] of Object.entries(SIGNALS[dark ? 'dark' : 'light'])) {
    vars[`--${name}`] = toHex(readableOnAll(rgb(value), signalGrounds));
  }
  return vars;
}

/** The contrast of a theme's text on its background (for tests and the docs). */
export function textContrast(vars: Record<string, string>, text: string, on: string): number {
  return contrast(rgb(vars[text] ?? '#000'), rgb(vars[on] ?? '#fff'));
}

function rgb(text: string): Rgb {
  return parseColor(text) ?? BLACK;
}

/**
 * A font list from an attribute, when it is safe to put in a stylesheet: family names (quoted or
 * not) separated by commas. Anything else (braces, semicolons, url(), backslashes) is refused.
 */
export function safeFontList(value: string): string | undefined {
  const v = value.trim();
  if (!v || v.length > 300) return undefined;
  return /^[\p{L}\p{N}\s,.'"_-]+$/u.test(v) ? v : undefined;
}
