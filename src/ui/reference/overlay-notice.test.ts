import { afterEach, describe, expect, it } from 'vitest';
import { catalogue as de } from '../../core/i18n/locales/de.js';
import { catalogue as ja } from '../../core/i18n/locales/ja.js';
import { createTranslator, english } from '../../core/i18n/translator.js';
import { applyOverlay } from '../../core/overlay/apply-overlay.js';
import type { OverlayMessage } from '../../core/overlay/overlay-transform.js';
import { useTranslator } from '../shared/msg.js';
import { overlayMessageText } from './overlay-notice.js';

afterEach(() => useTranslator(english));

/** One warning of every kind an action can have, as the transform reports them, and the overlays it leaves out. */
function messages(): OverlayMessage[] {
  const doc = { info: { title: 'A', version: '1' }, tags: ['a'], paths: { '/x': { get: {} }, '/y': { get: {} } } };
  const { warnings, actionWarnings } = applyOverlay(doc, {
    overlay: '1.1.0',
    info: { title: 't', version: '1' },
    actions: [
      { target: '$.nowhere', update: { a: 1 } },
      { target: '$.info', update: 'text' },
      { target: '$.info.title', update: { a: 1 } },
      { target: '$.paths.*', copy: '$.paths.*' },
      { target: '$.tags' },
      { target: '$', remove: true },
    ],
  });
  expect(actionWarnings).toHaveLength(6);
  return [
    ...warnings.map((message, i): OverlayMessage => ({ overlay: 'o.yaml', severity: 'warning', message, detail: { kind: 'action', warning: actionWarnings![i]! } })),
    { overlay: 'a.yaml', severity: 'error', message: 'could not be read: HTTP 404', detail: { kind: 'unreadable', reason: 'HTTP 404' } },
    { overlay: 'b.yaml', severity: 'error', message: 'could not be applied: boom', detail: { kind: 'threw', reason: 'boom' } },
    { overlay: 'c.yaml', severity: 'error', message: 'is not a valid OpenAPI Overlay: x; y', detail: { kind: 'invalid', errors: ['x', 'y'] } },
    { overlay: 'd.yaml', severity: 'error', message: 'could not be applied: the Overlay engine (e.js) could not be loaded: CSP', detail: { kind: 'engine', engine: 'e.js', reason: 'CSP' } },
  ];
}

describe('overlay notices in the interface language', () => {
  it('says in English, from the data, what the core says', () => {
    for (const m of messages()) expect(overlayMessageText(m)).toBe(m.message);
  });

  it('says it in German and Japanese, keeping queries, paths and types as written', () => {
    for (const [tag, catalogue] of [
      ['de', de],
      ['ja', ja],
    ] as const) {
      useTranslator(createTranslator(tag, catalogue));
      const texts = messages().map(overlayMessageText);
      expect(texts.join('\n'), tag).not.toMatch(/\baction\b|selects|could not|is not|an object|cannot/);
      expect(texts.join('\n')).toContain("$['info']['title']");
    }
    useTranslator(createTranslator('ja', ja));
    expect(overlayMessageText(messages()[0]!)).toBe('アクション 1（$.nowhere）：ターゲットが何も選択しません');
  });
});
