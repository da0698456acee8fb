import { describe, expect, it } from 'vitest';
import { safeUrl, safeUrlReason, type SafeUrlRefusal } from '../../core/url/safe-url.js';
import { urlRefusedMessage } from './url-refused.js';

describe('why an OAuth URL is refused, in the interface’s language', () => {
  it.each<SafeUrlRefusal>([
    { kind: 'not-text' },
    { kind: 'empty' },
    { kind: 'scheme', scheme: 'javascript:', mailto: false },
    { kind: 'not-url', mailto: false },
    { kind: 'invalid' },
    { kind: 'no-host' },
  ])('is safeUrl’s English in English: %j', (refusal) => {
    expect(urlRefusedMessage(refusal)).toBe(safeUrlReason(refusal));
  });

  it('words what safeUrl gives', () => {
    const checked = safeUrl('javascript:alert(1)');
    expect(checked.ok ? '' : urlRefusedMessage(checked.refusal)).toBe('it is not an http(s) URL (javascript:)');
  });
});
