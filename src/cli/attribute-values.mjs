// The values each element attribute takes, for the CLI to check `--<attribute> <value>` before
// writing it on the tag: the element itself only warns in the console and falls back to the
// default, which nobody sees on a built site. The allowed values are the element's own `as const`
// arrays (imported, never copied), so the CLI cannot drift from what the element accepts.
import { MOCK_STATUS_STRATEGIES } from '../core/mock/strategies.ts';
import { MATCH_TYPES } from '../core/model/select.ts';
import { SORT_ENDPOINTS_BY } from '../core/model/sort-endpoints.ts';
import { HIDE_RULES } from '../core/model/visible-properties.ts';
import { FONT_SIZES, RADII } from '../core/theme/theme.ts';
import { API_KEY_LOCATIONS, LAYOUTS, NAV_TAG_CLICK, RENDER_STYLES } from '../element/attributes.ts';
// nav-bar.ts holds its template too, so the CLI bundle carries Lit's (unused in Node, harmless):
// the lists live where the element imports them from.
import { NAV_ACTIVE_MARKERS, SHOW_METHOD_IN_NAV } from '../ui/reference/nav-bar.ts';
import { SCHEMA_STYLES, SCHEMA_TABS } from '../ui/reference/schema-settings.ts';
import { COLOR_MODES } from '../ui/shared/theme.ts';
import { FETCH_CREDENTIALS } from '../ui/try/try-options.ts';

/**
 * Enumerated attributes: the element's list of values, and the other spellings its converter
 * takes (enumConverter's aliases; theme.ts reads `large` as `lg`). Compared trimmed and in
 * lower case, as the element's converters compare them.
 */
const ENUMS = {
  'render-style': [RENDER_STYLES],
  layout: [LAYOUTS],
  'sort-endpoints-by': [SORT_ENDPOINTS_BY],
  'show-method-in-nav-bar': [SHOW_METHOD_IN_NAV],
  'nav-active-item-marker': [NAV_ACTIVE_MARKERS],
  'on-nav-tag-click': [NAV_TAG_CLICK],
  'match-type': [MATCH_TYPES],
  'schema-style': [SCHEMA_STYLES],
  'schema-hide-read-only': [HIDE_RULES],
  'schema-hide-write-only': [HIDE_RULES],
  'default-schema-tab': [SCHEMA_TABS, ['model']],
  'fetch-credentials': [FETCH_CREDENTIALS],
  'api-key-location': [API_KEY_LOCATIONS],
  'mock-server-status-strategy': [MOCK_STATUS_STRATEGIES],
  'color-scheme': [COLOR_MODES],
  radius: [RADII],
  'font-size': [FONT_SIZES, ['large']],
};

/** Whole-number attributes and their smallest value. */
const NUMBERS = { 'schema-expand-level': 1, 'mock-server-delay': 0 };

/**
 * Why `value` is not a value of attribute `name` (undefined when it is, or when the attribute
 * is free text: a colour, a URL, a name). `type` is the attribute's type in
 * custom-elements.json (`boolean` attributes take `true` or `false`, as boolConverter reads them).
 */
export function attributeValueProblem(name, value, type) {
  const v = String(value).trim().toLowerCase();
  if (Object.hasOwn(ENUMS, name)) {
    const [allowed, aliases = []] = ENUMS[name];
    if (allowed.includes(v) || aliases.includes(v)) return undefined;
    return `--${name} takes one of ${allowed.join(', ')}, not "${value}"`;
  }
  if (Object.hasOwn(NUMBERS, name)) {
    const n = Number(v);
    if (v !== '' && Number.isInteger(n) && n >= NUMBERS[name]) return undefined;
    return `--${name} takes a whole number from ${NUMBERS[name]}, not "${value}"`;
  }
  if (type === 'boolean' && v !== 'true' && v !== 'false') return `--${name} takes true or false, not "${value}"`;
  return undefined;
}
