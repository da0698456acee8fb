import type { ComplexAttributeConverter, ReactiveElement } from 'lit';

const warned = new Set<string>();

function warnOnce(attr: string, value: string, allowed: readonly string[]): void {
  const key = `${attr}=${value}`;
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(`<spec-doc>: "${value}" is not a valid value of ${attr}; allowed: ${allowed.join(', ')}. Using the default.`);
}

/** Converter of a `true`/`false` string attribute; anything else falls back to the default with one warning. */
export function boolConverter(attr: string, fallback: boolean): ComplexAttributeConverter<boolean> {
  return {
    fromAttribute(value: string | null): boolean {
      if (value === null) return fallback;
      const v = value.trim().toLowerCase();
      if (v === 'true') return true;
      if (v === 'false') return false;
      warnOnce(attr, value, ['true', 'false']);
      return fallback;
    },
    toAttribute: (v: boolean) => String(v),
  };
}

/** Converter of an enumerated attribute checked against its `as const` list; unknown values fall back with one warning. */
export function enumConverter<T extends string>(attr: string, allowed: readonly T[], fallback: T, aliases: Record<string, T> = {}): ComplexAttributeConverter<T> {
  return {
    fromAttribute(value: string | null): T {
      if (value === null || value === '') return fallback;
      const v = value.trim().toLowerCase();
      if ((allowed as readonly string[]).includes(v)) return v as T;
      if (aliases[v]) return aliases[v];
      warnOnce(attr, value, allowed);
      return fallback;
    },
    toAttribute: (v: T) => v,
  };
}

/** css-classes as class names (null once the attribute is removed); anything but letters, digits, `_` and `-` is left out. */
export function classNames(value: string | null): string[] {
  return (value ?? '').split(/\s+/).filter((c) => /^[\w-]+$/.test(c));
}

export const RENDER_STYLES = ['read', 'view', 'focused'] as const;
export type RenderStyle = (typeof RENDER_STYLES)[number];
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
export const LAYOUTS = ['row', 'column'] as const;
export type Layout = (typeof LAYOUTS)[number];
export const NAV_TAG_CLICK = ['expand-collapse', 'show-description'] as const;
export type NavTagClick = (typeof NAV_TAG_CLICK)[number];
export const API_KEY_LOCATIONS = ['header', 'query'] as const;
export type ApiKeyLocation = (typeof API_KEY_LOCATIONS)[number];

/** schema-expand-level: a positive integer (999 = everything); anything else falls back to 999 with one warning. */
export const levelConverter: ComplexAttributeConverter<number> = {
  fromAttribute(value: string | null): number {
    if (value === null || value.trim() === '') return 999;
    const n = Number(value.trim());
    if (Number.isInteger(n) && n >= 1) return n;
    warnOnce('schema-expand-level', value, ['a whole number from 1 (top level only) to 999 (everything)']);
    return 999;
  },
  toAttribute: (v: number) => String(v),
};

/**
 * Removing an attribute is the same as never having set it, for every attribute of `host`. Lit
 * sets a property to what its converter makes of `null` when its attribute is removed: `null`
 * for a plain string or number attribute (server-url, mock-server-delay …), which the code behind
 * it does not expect (a mock with server-url removed failed on `null.matchAll`). Lit's own
 * `useDefault` option would also change the first update's `changedProperties` (the initial
 * value is not recorded as a change), on which the element's `updated` relies. Call this after
 * the element's attribute fields are initialised (a field declared after them): it remembers
 * their values then, their defaults, and returns what puts an attribute's default back.
 */
export function attributeDefaults(host: ReactiveElement): (attribute: string) => void {
  const fields = host as unknown as Record<PropertyKey, unknown>;
  const defaults = new Map<string, { key: PropertyKey; value: unknown }>();
  for (const [key, options] of (host.constructor as typeof ReactiveElement).elementProperties) {
    if (options.attribute === false) continue;
    const name = typeof options.attribute === 'string' ? options.attribute : String(key).toLowerCase();
    defaults.set(name, { key, value: fields[key] });
  }
  return (attribute) => {
    const field = defaults.get(attribute);
    if (field) fields[field.key] = field.value;
  };
}
