import { parseColor, type Rgb } from '../../core/theme/color.js';
import { FONT_SIZES, PALETTES, RADII, safeFontList, themeVars, WEB_FONTS, type FontSize, type Mode, type PaletteName } from '../../core/theme/theme.js';

/** theme / color-scheme values that name a mode. */
export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/** What the element's attributes say about appearance, as written. */
export interface AppearanceAttributes {
  theme: string;
  colorScheme: string;
  palette: string;
  radius: string;
  fontSize: string;
  bgColor: string;
  textColor: string;
  headerColor: string;
  primaryColor: string;
  navBgColor: string;
  navTextColor: string;
  navHoverBgColor: string;
  regularFont: string;
  monoFont: string;
  loadFonts: boolean;
}

let probe: CanvasRenderingContext2D | null | undefined;

/**
 * Any CSS colour → Rgb, through the browser's own parser (a canvas normalises named colours,
 * hsl(), color-mix() and the rest to `#rrggbb` or `rgba()`); undefined when it is not a colour.
 */
export function colorOf(value: string): Rgb | undefined {
  const v = value.trim();
  if (!v || !CSS.supports('color', v)) return undefined;
  probe ??= document.createElement('canvas').getContext('2d');
  if (!probe) return parseColor(v);
  probe.fillStyle = '#000';
  probe.fillStyle = v;
  return parseColor(probe.fillStyle);
}

const warned = new Set<string>();
function warn(attr: string, value: string, allowed: string): void {
  const key = `${attr}=${value}`;
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(`<spec-doc>: ${attr}="${value}" is not valid; ${allowed}`);
}

/** Attribute values as text: a removed attribute leaves its property null. */
function text(v: unknown): string {
  return typeof v === 'string' ? v : '';
}

/** The appearance attributes given as text (every one but load-fonts). */
export const TEXT_KEYS = [
  'theme',
  'colorScheme',
  'palette',
  'radius',
  'fontSize',
  'bgColor',
  'textColor',
  'headerColor',
  'primaryColor',
  'navBgColor',
  'navTextColor',
  'navHoverBgColor',
  'regularFont',
  'monoFont',
] as const;

/** The attributes read off the element, every text value a string (a removed attribute reads as empty). */
function normalised(a: AppearanceAttributes): AppearanceAttributes {
  const out = { loadFonts: typeof a.loadFonts === 'boolean' ? a.loadFonts : true } as AppearanceAttributes;
  for (const k of TEXT_KEYS) out[k] = text(a[k]);
  return out;
}

/** The colour mode: color-scheme wins over theme; `system` follows the OS preference. */
export function resolveMode(attrs: Pick<AppearanceAttributes, 'theme' | 'colorScheme'>, prefersDark: boolean): Mode {
  const a = { theme: text(attrs.theme), colorScheme: text(attrs.colorScheme) };
  const named = (v: string): ColorMode | undefined => COLOR_MODES.find((m) => m === v.trim().toLowerCase());
  const mode = named(a.colorScheme) ?? named(a.theme) ?? 'dark';
  return mode === 'system' ? (prefersDark ? 'dark' : 'light') : mode;
}

/** True when theme or color-scheme asks to follow the OS. */
export function followsSystem(attrs: Pick<AppearanceAttributes, 'theme' | 'colorScheme'>): boolean {
  const a = { theme: text(attrs.theme), colorScheme: text(attrs.colorScheme) };
  const cs = a.colorScheme.trim().toLowerCase();
  if (COLOR_MODES.some((m) => m === cs)) return cs === 'system';
  return a.theme.trim().toLowerCase() === 'system';
}

/** The palette: the palette attribute, else a palette name or colour given in theme (RapiDoc 11), else amber. */
function resolvePalette(a: AppearanceAttributes): PaletteName | Rgb {
  const pick = (v: string, attr: string): PaletteName | Rgb | undefined => {
    const t = v.trim().toLowerCase();
    if (!t) return undefined;
    const preset = PALETTES.find((p) => p === t);
    if (preset) return preset;
    const c = colorOf(v);
    if (!c) warn(attr, v, `use ${PALETTES.join(', ')} or a CSS colour`);
    return c;
  };
  const themeAsPalette = COLOR_MODES.some((m) => m === a.theme.trim().toLowerCase()) ? undefined : pick(a.theme, 'theme');
  return pick(a.palette, 'palette') ?? themeAsPalette ?? 'amber';
}

function color(value: string, attr: string): Rgb | undefined {
  if (!value.trim()) return undefined;
  const c = colorOf(value);
  if (!c) warn(attr, value, 'use a CSS colour');
  return c;
}

/** The theme's custom properties as one `:host { … }` rule; every value is a computed colour or checked text. */
export function themeCss(attrs: AppearanceAttributes, prefersDark: boolean): string {
  const a = normalised(attrs);
  const radius = RADII.find((r) => r === a.radius.trim()) ?? (a.radius.trim() ? (warn('radius', a.radius, `use ${RADII.join(', ')}`), 'sm') : 'sm');
  const sizeName = a.fontSize.trim().toLowerCase() === 'large' ? 'lg' : a.fontSize.trim().toLowerCase();
  const fontSize: FontSize = FONT_SIZES.find((f) => f === sizeName) ?? (sizeName ? (warn('font-size', a.fontSize, 'use sm, default, lg, large or largest'), 'default') : 'default');
  const font = (v: string, attr: string): string | undefined => {
    if (!v.trim()) return undefined;
    const safe = safeFontList(v);
    if (!safe) warn(attr, v, 'use a comma-separated list of font family names');
    return safe;
  };
  const input: Parameters<typeof themeVars>[0] = {
    mode: resolveMode(a, prefersDark),
    palette: resolvePalette(a),
    radius,
    fontSize,
    webFonts: a.loadFonts,
  };
  const optional: [keyof typeof input, Rgb | string | undefined][] = [
    ['bg', color(a.bgColor, 'bg-color')],
    ['text', color(a.textColor, 'text-color')],
    ['header', color(a.headerColor, 'header-color')],
    ['primary', color(a.primaryColor, 'primary-color')],
    ['navBg', color(a.navBgColor, 'nav-bg-color')],
    ['navText', color(a.navTextColor, 'nav-text-color')],
    ['navHoverBg', color(a.navHoverBgColor, 'nav-hover-bg-color')],
    ['regularFont', font(a.regularFont, 'regular-font')],
    ['monoFont', font(a.monoFont, 'mono-font')],
  ];
  for (const [k, v] of optional) if (v !== undefined) (input as unknown as Record<string, unknown>)[k] = v;
  const vars = themeVars(input);
  return `:host{${Object.entries(vars)
    .map(([k, v]) => `${k}:${v}`)
    .join(';')}}`;
}

/** The font CDN stylesheet load-fonts adds to the page (element/web-fonts.ts; fonts declared in a shadow root are not used by browsers). */
export const WEB_FONT_URL = `https://fonts.bunny.net/css?family=${encodeURIComponent(WEB_FONTS.sans.toLowerCase())}:400,600|${encodeURIComponent(WEB_FONTS.mono.toLowerCase().replace(/ /g, '-'))}:400&display=swap`;
