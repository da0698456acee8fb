// Colour arithmetic for themes: WCAG 2.x relative luminance and contrast, mixing, and pushing a
// colour away from a background until text in it is readable. Pure; colours are sRGB triples.

/** An sRGB colour, each channel 0–255. */
export type Rgb = readonly [number, number, number];

export const BLACK: Rgb = [0, 0, 0];
export const WHITE: Rgb = [255, 255, 255];

/** `#rgb`, `#rrggbb` (alpha forms drop the alpha) or `rgb()/rgba()` with numbers → Rgb; undefined otherwise. */
export function parseColor(text: string): Rgb | undefined {
  const s = text.trim().toLowerCase();
  let m = /^#([0-9a-f]{3,4})$/.exec(s);
  if (m) {
    const [r, g, b] = Array.from(m[1]!, (c) => parseInt(c + c, 16));
    return [r!, g!, b!];
  }
  m = /^#([0-9a-f]{6})([0-9a-f]{2})?$/.exec(s);
  if (m) return [parseInt(m[1]!.slice(0, 2), 16), parseInt(m[1]!.slice(2, 4), 16), parseInt(m[1]!.slice(4, 6), 16)];
  m = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(s);
  if (m) return [clamp(Number(m[1])), clamp(Number(m[2])), clamp(Number(m[3]))];
  return undefined;
}

function clamp(v: number): number {
  return Math.max(0, Math.min(255, Math.round(v)));
}

/** `#rrggbb`. */
export function toHex(c: Rgb): string {
  return '#' + c.map((v) => clamp(v).toString(16).padStart(2, '0')).join('');
}

/** WCAG 2.x relative luminance. */
export function luminance(c: Rgb): number {
  const [r, g, b] = c.map((v) => {
    const x = v / 255;
    return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2.x contrast ratio, 1–21. */
export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** `a` moved toward `b` by `t` (0 = a, 1 = b), channel by channel. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t].map(clamp) as unknown as Rgb;
}

/** Hue in degrees (0–360) and HSL saturation (0–1) of `c`; a grey has saturation 0. */
export function hueOf(c: Rgb): { hue: number; saturation: number } {
  const [r, g, b] = c.map((v) => v / 255) as unknown as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const d = max - min;
  if (d === 0) return { hue: 0, saturation: 0 };
  const l = (max + min) / 2;
  const saturation = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { hue: (h * 60 + 360) % 360, saturation };
}

/** Black or white, whichever reads better on `c`. */
export function readableOn(c: Rgb): Rgb {
  return contrast(c, BLACK) >= contrast(c, WHITE) ? BLACK : WHITE;
}

/** True when `c` is a dark colour (white text reads better on it). */
export function isDark(c: Rgb): boolean {
  return readableOn(c) === WHITE;
}

/**
 * `c` itself when it reaches `min` contrast on `bg`; else `c` mixed toward black or white (the
 * side that can reach the target; the one away from `bg`) in small steps until it does. Keeps
 * the hue recognisable while making text in that colour readable.
 */
export function ensureContrast(c: Rgb, bg: Rgb, min = 4.5): Rgb {
  if (contrast(c, bg) >= min) return c;
  const target = isDark(bg) ? WHITE : BLACK;
  for (let t = 0.05; t <= 1.0001; t += 0.05) {
    const next = mix(c, target, t);
    if (contrast(next, bg) >= min) return next;
  }
  return target;
}
