import type { ComponentKind } from '../../core/model/component-kinds.js';
import type { NavLabels } from '../../core/model/nav-groups.js';
import type { TagSummary } from '../../core/model/types.js';
import { msg } from '../shared/msg.js';
import '../../core/i18n/en/chrome.js';
import '../../core/i18n/en/reference.js';

/** A tag's name as shown: the description's, or the interface's word for a group spec-doc made (the untagged operations, the webhooks). */
export function tagLabel(tag: TagSummary): string {
  return tag.generated ? msg('reference.generatedGroup', { group: tag.generated }) : tag.displayName;
}

/** A kind of component's group title (`Schemas`). */
export function componentKindTitle(kind: ComponentKind): string {
  return msg('reference.componentKinds', { kind });
}

/** One component's kind (`Schema`), beside its name. */
export function componentKindLabel(kind: ComponentKind): string {
  return msg('reference.componentKind', { kind });
}

/** The navigation's words in the interface's language. */
export function navLabels(): NavLabels {
  return {
    overview: msg('chrome.navOverview'),
    servers: msg('chrome.navServers'),
    webhooks: msg('chrome.navWebhooks'),
    components: msg('reference.components'),
    otherTags: msg('chrome.navOtherTags'),
    tag: tagLabel,
    componentKind: componentKindTitle,
  };
}
