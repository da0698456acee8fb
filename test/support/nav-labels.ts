import { COMPONENT_KIND_LABELS } from '../../src/core/model/component-kinds.js';
import type { NavLabels } from '../../src/core/model/nav-groups.js';

/** The navigation's English words, as the element passes them to buildNavGroups (for tests of the core, which has no words of its own). */
export const ENGLISH_NAV_LABELS: NavLabels = {
  overview: 'Overview',
  servers: 'Servers',
  webhooks: 'Webhooks',
  components: 'Components',
  otherTags: 'Other',
  tag: (t) => t.displayName,
  componentKind: (k) => COMPONENT_KIND_LABELS[k].title,
};
