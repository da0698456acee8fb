import { describe, expect, it } from 'vitest';
import { contrast, ensureContrast, parseColor, toHex, type Rgb } from './color.js';
import { MODES, PALETTES, safeFontList, textContrast, themeVars, type ThemeInput } from './theme.js';

const base = (over: Partial<ThemeInput> = {}): ThemeInput => ({ mode: 'dark', palette: 'amber', radius: 'sm', fontSize: 'default', webFonts: false, ...over });
const TEXT_ON = [
  ['--foreground', '--background'],
  ['--muted-foreground', '--background'],
  ['--muted-foreground', '--muted'],
  ['--muted-foreground', '--code-bg'],
  ['--primary-text', '--background'],
  ['--primary-text', '--muted'],
  ['--primary-foreground', '--primary'],
  ['--header-fg', '--header-bg'],
  ['--nav-fg', '--nav-bg'],
  ['--heading', '--background'],
  ['--heading', '--muted'],
  ['--foreground', '--muted'],
  ['--link', '--background'],
  ['--link', '--muted'],
  ['--link', '--code-bg'],
  ['--nav-active-fg', '--nav-active-bg'],
  ['--get', '--nav-bg'],
  ['--post', '--nav-active-bg'],
  ['--get', '--muted'],
  ['--delete', '--background'],
  ['--danger', '--code-bg'],
] as const;
/** Non-text colours (WCAG 1.4.11): focus rings and the active entry's bar, at 3:1 on what they sit next to. */
const MARK_ON = [
  ['--ring', '--background'],
  ['--ring', '--nav-bg'],
  ['--ring', '--muted'],
  ['--header-ring', '--header-bg'],
  ['--nav-active', '--nav-active-bg'],
  ['--nav-active', '--nav-bg'],
] as const;

describe('color', () => {
  it.each<[string, Rgb | undefined]>([
    ['#fff', [255, 255, 255]],
    ['#FF791A', [255, 121, 26]],
    ['#ff791a80', [255, 121, 26]],
    ['rgb(1, 2, 3)', [1, 2, 3]],
    ['rgba(10,20,30,0.5)', [10, 20, 30]],
    ['red', undefined],
  ])('parses %s', (text, rgb) => {
    expect(parseColor(text)).toEqual(rgb);
  });

  it('computes WCAG contrast (black on white is 21)', () => {
    expect(contrast([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
    expect(contrast([255, 255, 255], [255, 255, 255])).toBe(1);
  });

  it('pushes a colour until it reads on a background, keeping readable colours as they are', () => {
    const orange: Rgb = [255, 121, 26];
    expect(ensureContrast(orange, [51, 51, 51])).toEqual(orange);
    const onWhite = ensureContrast(orange, [255, 255, 255]);
    expect(contrast(onWhite, [255, 255, 255])).toBeGreaterThanOrEqual(4.5);
    expect(toHex(onWhite)).not.toBe('#000000');
  });
});

describe('themeVars', () => {
  for (const mode of MODES) {
    for (const palette of PALETTES) {
      it(`${palette} in ${mode} mode: every text colour reaches AA on the surfaces it sits on`, () => {
        const vars = themeVars(base({ mode, palette }));
        for (const [text, on] of TEXT_ON) expect(textContrast(vars, text, on), `${text} on ${on}`).toBeGreaterThanOrEqual(4.5);
        for (const [mark, on] of MARK_ON) expect(textContrast(vars, mark, on), `${mark} on ${on}`).toBeGreaterThanOrEqual(3);
      });
    }
  }

  it('keeps the primary for actions and the active state: links and the focus ring are a link blue, unless the primary is a blue', () => {
    for (const mode of MODES) {
      for (const palette of ['amber', 'rose', 'emerald', 'graphite'] as const) {
        const vars = themeVars(base({ mode, palette }));
        const blue = parseColor(vars['--link']!)!;
        expect(blue[2], `${palette} ${mode}: --link ${vars['--link']} is a blue`).toBeGreaterThan(Math.max(blue[0], blue[1]));
        expect(vars['--link']).not.toBe(vars['--primary-text']);
        expect(vars['--ring']).not.toBe(vars['--primary']);
      }
      const brand = themeVars(base({ mode, primary: [30, 64, 175] }));
      expect(brand['--link'], 'a blue primary is the link colour').toBe(
        toHex(ensureContrast(ensureContrast(ensureContrast([30, 64, 175], parseColor(brand['--background']!)!), parseColor(brand['--muted']!)!), parseColor(brand['--code-bg']!)!)),
      );
    }
  });

  it("dark mode is the contract's neutral grey with neutral surfaces and three text tiers, the active entry a tint brighter than the navigation bar", () => {
    const vars = themeVars(base());
    expect(vars['--background']).toBe('#333333');
    for (const name of ['--background', '--muted', '--code-bg', '--border', '--foreground', '--muted-foreground']) {
      const [r, g, b] = parseColor(vars[name]!)!;
      expect(Math.max(r, g, b) - Math.min(r, g, b), `${name}: no hue to speak of`).toBeLessThanOrEqual(4);
    }
    const lum = (name: string): number => textContrast(vars, name, '--background');
    expect(lum('--heading')).toBeGreaterThan(lum('--foreground'));
    expect(lum('--foreground')).toBeGreaterThan(lum('--muted-foreground'));
    const [ar, , ab] = parseColor(vars['--nav-active-bg']!)!;
    expect(ar - ab, 'tinted, but not brown').toBeLessThan(24);
    expect(ar).toBeGreaterThan(ab);
  });

  it.each<[string, Partial<ThemeInput>]>([
    ['a dark brand colour', { palette: [20, 30, 90] }],
    ['a light brand colour in light mode', { mode: 'light', palette: [255, 240, 120] }],
    ['a custom background and text', { bg: [10, 40, 30], text: [200, 230, 210] }],
    ['a pale custom background', { mode: 'light', bg: [250, 245, 230] }],
    ['a custom nav background', { navBg: [240, 240, 255] }],
    ['a red primary in light mode', { mode: 'light', primary: [255, 0, 0] }],
    ['a gold primary in light mode', { mode: 'light', primary: [255, 215, 0] }],
    ['a gold primary in dark mode', { primary: [255, 215, 0] }],
    ['a navy primary in dark mode', { primary: [30, 64, 175] }],
    ['a custom dark background in light mode', { mode: 'light', bg: [20, 24, 40] }],
    ['a custom nav background and text', { mode: 'light', navBg: [20, 40, 60], navText: [230, 230, 230] }],
  ])('%s: derived shades follow and stay readable', (_, over) => {
    const vars = themeVars(base(over));
    for (const [text, on] of TEXT_ON) {
      if (over.text && text === '--foreground') continue; // an explicit text colour is used as given
      if (over.navBg && (text === '--get' || text === '--post') && on.startsWith('--nav')) continue; // a nav unlike the page: method colours are the page's
      expect(textContrast(vars, text, on), `${text} on ${on}`).toBeGreaterThanOrEqual(4.5);
    }
    for (const [mark, on] of MARK_ON) expect(textContrast(vars, mark, on), `${mark} on ${on}`).toBeGreaterThanOrEqual(3);
  });

  it('uses explicit colours as given and derives the rest from them', () => {
    const vars = themeVars(base({ bg: [0, 0, 128], primary: [0, 200, 0], header: [1, 2, 3], navBg: [9, 9, 9], navText: [250, 250, 250], navHoverBg: [30, 30, 30] }));
    expect([vars['--background'], vars['--primary'], vars['--header-bg'], vars['--nav-bg'], vars['--nav-fg'], vars['--nav-hover-bg']]).toEqual([
      '#000080',
      '#00c800',
      '#010203',
      '#090909',
      '#fafafa',
      '#1e1e1e',
    ]);
    expect(vars['--primary-foreground']).toBe('#000000');
    expect(vars['--border']).not.toBe(themeVars(base())['--border']);
  });

  it('maps radius, font size and fonts', () => {
    expect(themeVars(base({ radius: 'none' }))['--radius']).toBe('0');
    expect(themeVars(base({ radius: 'full' }))['--radius-control']).toBe('9999px');
    expect(themeVars(base({ fontSize: 'largest' }))['--font-size']).toBe('19px');
    expect(themeVars(base({ webFonts: true }))['--font-sans']).toMatch(/^'Inter', system-ui/);
    expect(themeVars(base({ webFonts: true, regularFont: 'Georgia, serif' }))['--font-sans']).toBe('Georgia, serif');
    expect(themeVars(base())['--font-mono']).toMatch(/^ui-monospace/);
  });
});

describe('safeFontList', () => {
  it.each<[string, string | undefined]>([
    ["'Open Sans', Arial, sans-serif", "'Open Sans', Arial, sans-serif"],
    ['游ゴシック, sans-serif', '游ゴシック, sans-serif'],
    ['x; } :host { display: none', undefined],
    ["url('https://evil')", undefined],
    ['a\\62 c', undefined],
    ['', undefined],
  ])('%s', (v, out) => {
    expect(safeFontList(v)).toBe(out);
  });
});
