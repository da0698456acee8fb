import type { HideRule } from '../../core/model/visible-properties.js';

/** How schemas are shown (schema-style, schema-expand-level, schema-description-expanded, allow-schema-description-expand-toggle). */
export const SCHEMA_STYLES = ['tree', 'table'] as const;
export type SchemaStyle = (typeof SCHEMA_STYLES)[number];

/** default-schema-tab: which tab of a request or response body shows first. */
export const SCHEMA_TABS = ['schema', 'example'] as const;
export type SchemaTab = (typeof SCHEMA_TABS)[number];

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

/** The settings when no element provides any (and the attributes' defaults). */
export const DEFAULT_SCHEMA_SETTINGS: SchemaSettings = {
  style: 'tree',
  expandLevel: 999,
  descriptionExpanded: false,
  descriptionToggle: true,
  hideReadOnly: 'default',
  hideWriteOnly: 'default',
};
