import { registerEnglish } from '../english.js';

/** English messages of the notice of overlays that could not be applied or changed nothing (see index.ts): a lazy chunk with the notice (overlay-notice.ts). */
export const overlayMessages = {
  'overlay.leftOut':
    '{count, plural, one {# overlay could not be applied; the description is shown without it.} other {# overlays could not be applied; the description is shown without them.}}',
  'overlay.actionsIdle': '{count, plural, one {# overlay action changed nothing.} other {# overlay actions changed nothing.}}',
  'overlay.warning': 'Warning:',

  // The overlay notice's lines, after the overlay's URL (or overlay.fromProperty), as code. n: the action's number in the
  // overlay; target, copy (JSONPath queries) and path (a JSONPath to one node) as written; type a JSON type (string, number, boolean, null);
  // `update`, `copy` and `remove` are Overlay field names, kept as written.
  'overlay.actionChangedNothing':
    '{kind, select, selects-nothing {action {n} ({target}): its target selects nothing} copy-count {action {n} ({target}): its copy source {copy} selects {count} nodes, not one} no-operation {action {n} ({target}): it has no update, copy or remove} root {action {n} ({target}): the document root cannot be removed} merge-object {action {n} ({target}): {path} is an object; it can only be merged with an object} other {action {n} ({target}): {path} is a {type}; it can only be replaced by a value of the same kind}}',
  // Why an overlay was left out (after its URL); reason is the error’s own words (English), engine the engine’s URL as written.
  'overlay.leftOutWhy':
    '{kind, select, unreadable {could not be read: {reason}} engine {could not be applied: the Overlay engine ({engine}) could not be loaded: {reason}} threw {could not be applied: {reason}} other {is not a valid OpenAPI Overlay: {reason}}}',
  // An overlay given as an object in the overlays property (not by URL), shown as code where an overlay's URL would be.
  'overlay.fromProperty': 'overlay {n} of the overlays property',
} as const;

registerEnglish(overlayMessages);
