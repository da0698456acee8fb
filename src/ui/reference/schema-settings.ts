import type { HideRule } from '../../core/model/visible-properties.js';

/** How schemas are shown (schema-style, schema-expand-level, schema-description-expanded, allow-schema-description-expand-toggle). */
export const SCHEMA_STYLES = ['tree', 'table'] as const;
export type SchemaStyle = (typeof SCHEMA_STYLES)[number];

export interface SchemaSettings {
  style: SchemaStyle;
  /** Levels of properties shown open: 1 = the top level only; 999 = everything. */
  expandLevel: number;
  /** Full descriptions and constraints (true) or one line each (false). */
  descriptionExpanded: boolean;
  /** Whether each schema offers a button to switch between the two. */
  descriptionToggle: boolean;
  /** `default`: readOnly properties hidden in requests (shown in responses); `never`: always shown. */
  hideReadOnly: HideRule;
  /** `default`: writeOnly properties hidden in responses (shown in requests); `never`: always shown. */
  hideWriteOnly: HideRule;
}

export { HIDE_RULES, type HideRule } from '../../core/model/visible-properties.js';

export const DEFAULT_SCHEMA_SETTINGS: SchemaSettings = {
  style: 'tree',
  expandLevel: 999,
  descriptionExpanded: false,
  descriptionToggle: true,
  hideReadOnly: 'default',
  hideWriteOnly: 'default',
};

/**
 * Attribute on the element's root that carries the settings down to schema trees built later
 * (they are light-DOM children deep inside operation sections, created on demand).
 */
export const SCHEMA_SETTINGS_ATTRIBUTE = 'data-schema-settings';

const parsed = new Map<string, SchemaSettings>();

/** The settings in force where `el` sits (the closest element root), or the defaults. */
export function readSchemaSettings(el: Element): SchemaSettings {
  const text = el.closest(`[${SCHEMA_SETTINGS_ATTRIBUTE}]`)?.getAttribute(SCHEMA_SETTINGS_ATTRIBUTE);
  if (!text) return DEFAULT_SCHEMA_SETTINGS;
  let s = parsed.get(text);
  if (!s) {
    try {
      s = { ...DEFAULT_SCHEMA_SETTINGS, ...(JSON.parse(text) as Partial<SchemaSettings>) };
    } catch {
      s = DEFAULT_SCHEMA_SETTINGS;
    }
    parsed.set(text, s);
  }
  return s;
}
