// The project's axe configuration: every rule axe runs by default (WCAG 2.x A and AA, best
// practice) and, besides, every WCAG 2.0/2.1/2.2 A or AA rule that axe ships turned off because
// it is experimental (label-content-name-mismatch, WCAG 2.5.3 label in name; css-orientation-lock;
// p-as-heading; the table rules) or new (target-size, WCAG 2.5.8). Rules axe has deprecated stay
// off. Every accessibility scan in the browser tests goes through `wcagAxe`.

import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The WCAG 2.x level A and AA tags axe knows. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] as const;

/** The WCAG A/AA rules axe leaves off by default, turned on here (deprecated rules stay off). */
export const WCAG_RULES_OFF_BY_DEFAULT: readonly string[] = axe
  .getRules()
  .filter((r) => !r.enabled && r.tags.some((t) => (WCAG_TAGS as readonly string[]).includes(t)) && !r.tags.includes('deprecated'))
  .map((r) => r.ruleId);

/**
 * An axe scan of `page` with every WCAG 2.x A/AA rule, `disable` aside (use instead of
 * AxeBuilder's disableRules, which would drop the rules turned on here).
 */
export function wcagAxe(page: Page, disable: readonly string[] = []): AxeBuilder {
  const rules: Record<string, { enabled: boolean }> = {};
  for (const id of WCAG_RULES_OFF_BY_DEFAULT) rules[id] = { enabled: true };
  for (const id of disable) rules[id] = { enabled: false };
  return new AxeBuilder({ page }).options({ rules });
}
