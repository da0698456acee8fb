import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Right-to-left pages (dir="rtl" on the element or an ancestor) mirror the whole layout, so the
// element's styles say start and end (margin-inline-start, inset-inline-end, text-align: start,
// border-start-end-radius), never left and right. A place where a direction is meant physically
// (a glyph drawn in CSS, coordinates measured with getBoundingClientRect, a background-position,
// which has no logical keywords yet) says so on its line: `/* physical: why */`.

/** The marker a line carries where left or right is meant. */
const MARKER = /\/\*\s*physical:\s*\S[^*]*\*\//;

/** Shorthands whose four values are top, right, bottom, left. */
const BOX_SHORTHANDS = new Set(['margin', 'padding', 'inset', 'scroll-margin', 'scroll-padding', 'border-width', 'border-style', 'border-color']);

/** The value split into its top-level words (parentheses kept whole). */
function words(value: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let word = '';
  for (const c of value.trim()) {
    if (c === '(') depth++;
    if (c === ')') depth--;
    if (/\s/.test(c) && depth === 0) {
      if (word) out.push(word);
      word = '';
    } else word += c;
  }
  if (word) out.push(word);
  return out;
}

/** The value split at its top-level commas. */
function layers(value: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let part = '';
  for (const c of value) {
    if (c === '(') depth++;
    if (c === ')') depth--;
    if (c === ',' && depth === 0) {
      out.push(part);
      part = '';
    } else part += c;
  }
  return [...out, part];
}

const isZero = (w: string | undefined): boolean => w === undefined || /^[-+]?0(\.0*)?[a-z%]*$/.test(w);

/**
 * Why a declaration is physical (names or means left or right), or undefined when it follows the
 * writing direction. `property` is lower case, `value` without !important.
 */
function physicalReason(property: string, value: string): string | undefined {
  if (/(^|-)(left|right)(-|$)/.test(property)) return `${property} names a side`;
  if (/(?<![\w-])(left|right)(?![\w-])/.test(value)) return `${property}: ${value.trim()} names a side`;
  if (/\btranslateX\(\s*(?!0[a-z%]*\s*\))/.test(value) || /\btranslate\(\s*(?!0[a-z%]*\s*[,)])/.test(value)) return `${property}: ${value.trim()} moves sideways`;
  if (property === 'translate' && !isZero(words(value)[0])) return `translate: ${value.trim()} moves sideways`;
  const w = words(value);
  if (BOX_SHORTHANDS.has(property) && w.length === 4 && w[1] !== w[3]) return `${property}: ${value.trim()} differs between right and left`;
  if (property === 'border-radius') {
    if (value.includes('/')) return `border-radius: ${value.trim()} (elliptical corners: say them one by one)`;
    const [tl, tr = tl, br = tl, bl = tr] = w;
    if (tl !== tr || br !== bl) return `border-radius: ${value.trim()} differs between left and right corners`;
  }
  if (property === 'box-shadow' || property === 'text-shadow') {
    for (const layer of layers(value)) {
      const lengths = words(layer).filter((x) => x !== 'inset' && /^[-+]?[\d.]/.test(x));
      if (!isZero(lengths[0])) return `${property}: ${value.trim()} is offset sideways`;
    }
  }
  return undefined;
}

/** One physical declaration: file, line and what is wrong with it. */
interface Finding {
  file: string;
  line: number;
  reason: string;
}

/** The line number (1-based) of `offset` in `text`. */
const lineAt = (text: string, offset: number): number => text.slice(0, offset).split('\n').length;

/** True when a line between `from` and `to` (1-based, inclusive) carries the marker. */
function marked(lines: readonly string[], from: number, to: number): boolean {
  for (let l = from; l <= to; l++) if (MARKER.test(lines[l - 1] ?? '')) return true;
  return false;
}

/**
 * The physical declarations in one source file's css`…` templates, its styleProps({…}) keys and
 * its style.setProperty(…) calls, less those on a line with the marker.
 */
function physicalDeclarations(file: string, source: string): Finding[] {
  const lines = source.split('\n');
  const found: Finding[] = [];
  for (const m of source.matchAll(/\bcss`([^`]*)`/g)) {
    const start = m.index + 4;
    // Comments blanked (newlines kept, so offsets still map to lines).
    const css = (m[1] ?? '').replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '));
    let segmentStart = 0;
    for (let i = 0; i < css.length; i++) {
      const c = css[i];
      if (c !== '{' && c !== '}' && c !== ';') continue;
      const segment = css.slice(segmentStart, i);
      const from = segmentStart;
      segmentStart = i + 1;
      // A selector or an at-rule's prelude ends at "{"; declarations at ";" or "}".
      if (c === '{') continue;
      const colon = segment.indexOf(':');
      if (colon < 0) continue;
      const property = segment.slice(0, colon).trim().toLowerCase();
      const value = segment.slice(colon + 1).replace(/!important/, '');
      const reason = physicalReason(property, value);
      if (!reason) continue;
      const lead = from + (segment.length - segment.trimStart().length);
      const first = lineAt(source, start + lead);
      const last = lineAt(source, start + i);
      if (!marked(lines, first, last)) found.push({ file, line: first, reason });
    }
  }
  // Properties set from script: styleProps({ 'padding-left': … }) and style.setProperty('left', …).
  for (const m of source.matchAll(/(?:styleProps\(\{[^}]*?|setProperty\(\s*)'([a-z-]+)'/g)) {
    const property = m[1] ?? '';
    const reason = physicalReason(property, '');
    const line = lineAt(source, m.index + m[0].length);
    if (reason && !marked(lines, line, line)) found.push({ file, line, reason: `set from script: ${reason}` });
  }
  return found;
}

/** Every TypeScript source (tests aside) under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('physicalReason', () => {
  const cases: [property: string, value: string, physical: boolean][] = [
    ['margin-left', 'auto', true],
    ['padding-right', '4px', true],
    ['border-left', '3px solid red', true],
    ['border-top-left-radius', '3px', true],
    ['left', '0', true],
    ['right', '8px', true],
    ['text-align', 'left', true],
    ['float', 'right', true],
    ['--sd-chevron-at', 'right 5px top 50%', true],
    ['transform', 'translateX(-100%)', true],
    ['inset', '0 auto 0 0', true],
    ['padding', '4px 8px 4px 12px', true],
    ['border-radius', '0 4px 4px 0', true],
    ['box-shadow', '4px 0 24px rgb(0 0 0 / 0.35)', true],
    ['margin-inline-start', 'auto', false],
    ['inset-inline-end', '0', false],
    ['text-align', 'start', false],
    ['float', 'inline-start', false],
    ['border-start-end-radius', '4px', false],
    ['padding', '4px 8px 4px', false],
    ['padding', '4px 8px 6px 8px', false],
    ['border-radius', '4px 4px 0 0', false],
    ['transform', 'translateY(-50%)', false],
    ['box-shadow', '0 1px 2px rgb(0 0 0 / 0.12), 0 4px 16px rgb(0 0 0 / 0.08)', false],
    ['box-shadow', 'inset 0 0 0 1px red', false],
    ['grid-column', '1 / -1', false],
    ['content', "'›'", false],
  ];
  it.each(cases)('%s: %s is physical: %s', (property, value, physical) => {
    expect(physicalReason(property, value) !== undefined).toBe(physical);
  });
});

describe('physicalDeclarations', () => {
  it('finds a physical declaration in a css template, and passes it with the marker on its line', () => {
    const source = ['const a = css`', '  .x { margin-left: 4px; color: red; }', '  .icon-chevron-right { scale: -1 1; }', '  .y { left: 0; /* physical: a glyph */ }', '`;'].join('\n');
    expect(physicalDeclarations('a.ts', source)).toEqual([{ file: 'a.ts', line: 2, reason: 'margin-left names a side' }]);
  });

  it('finds sides set from script', () => {
    const source = "html`<td ${styleProps({ 'padding-left': '8px' })}>`;\nel.style.setProperty('left', x); // physical: measured\nel.style.setProperty('top', y);";
    expect(physicalDeclarations('b.ts', source).map((f) => f.line)).toEqual([1, 2]);
    const marked = "el.style.setProperty('left', x); /* physical: getBoundingClientRect is in viewport coordinates */";
    expect(physicalDeclarations('c.ts', marked)).toEqual([]);
  });
});

describe('the styles of src/ui and src/element', () => {
  it('use logical properties, save where a line says why a side is meant physically', () => {
    const root = fileURLToPath(new URL('../../..', import.meta.url));
    const files = [...sources(join(root, 'src/ui')), ...sources(join(root, 'src/element'))];
    expect(files.length).toBeGreaterThan(40);
    const found = files.flatMap((f) => physicalDeclarations(relative(root, f), readFileSync(f, 'utf8')));
    expect(found.map((f) => `${f.file}:${f.line}: ${f.reason}`)).toEqual([]);
  });
});
