import { describe, expect, it } from 'vitest';
import { safeUrl, safeUrlOrUndefined, safeUrlReason, type SafeUrlOptions, type SafeUrlRefusal } from './safe-url.js';

const BASE = 'https://api.example.com/specs/openapi.yaml';

describe('safeUrl', () => {
  it.each([
    ['https://example.com/docs', 'https://example.com/docs'],
    ['http://example.com', 'http://example.com/'],
    ['HTTPS://Example.COM/a', 'https://example.com/a'],
    ['  https://example.com/x  ', 'https://example.com/x'],
    ['docs/intro.html', 'https://api.example.com/specs/docs/intro.html'],
    ['../terms', 'https://api.example.com/terms'],
    ['/v2', 'https://api.example.com/v2'],
    ['//cdn.example.com/logo.png', 'https://cdn.example.com/logo.png'],
    ['?page=2', 'https://api.example.com/specs/openapi.yaml?page=2'],
    ['https://example.com/?next=javascript:alert(1)', 'https://example.com/?next=javascript:alert(1)'],
    ['%6Aavascript-is-a-path', 'https://api.example.com/specs/%6Aavascript-is-a-path'],
  ])('lets %j through as %s', (raw, expected) => {
    expect(safeUrl(raw, BASE)).toEqual({ ok: true, url: expected });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u0001\u001fjavascript:alert(1)',
    '\tjavascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'jav\u0000ascript:alert(1)',
    '\u00a0javascript:alert(1)',
    '\ufeffjavascript:alert(1)',
    'javascript&colon;alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#X6a;&#x61;vascript:alert(1)',
    '&#0000106avascript:alert(1)',
    'java&Tab;script:alert(1)',
    'java&NewLine;script:alert(1)',
    '&amp;#106;avascript:alert(1)',
    '%6Aavascript:alert(1)',
    'java%09script:alert(1)',
    'javascript%3Aalert(1)',
    '%256Aavascript:alert(1)',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    ' data:image/svg+xml,<svg onload=alert(1)>',
    'blob:https://example.com/0b2d6c7e-1111-2222-3333-444455556666',
    'file:///etc/passwd',
    'FILE://localhost/c:/windows',
    'ftp://example.com/x',
    'ws://example.com/socket',
    'about:blank',
    'chrome://settings',
    'intent://scan/#Intent;scheme=zxing;end',
    'mailto:someone@example.com',
    'tel:+15555550100',
  ])('refuses %j', (raw) => {
    const r = safeUrl(raw, BASE);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/not an http\(s\) URL|not a valid URL/);
  });

  it.each([undefined, null, 42, {}, [], '', '   '])('refuses %j: not a URL at all', (raw) => {
    expect(safeUrl(raw, BASE).ok).toBe(false);
  });

  it('refuses relative text when there is no base to resolve it against', () => {
    expect(safeUrl('docs/intro.html').ok).toBe(false);
    expect(safeUrl('https://example.com/a')).toEqual({ ok: true, url: 'https://example.com/a' });
  });

  it('refuses http URLs without a host', () => {
    expect(safeUrl('http://', BASE).ok).toBe(false);
    expect(safeUrl('https:///', undefined).ok).toBe(false);
  });

  it('allows mailto only when asked, and never its disguises', () => {
    expect(safeUrl('mailto:api@example.com', BASE, { mailto: true })).toEqual({ ok: true, url: 'mailto:api@example.com' });
    expect(safeUrl('MAILTO:api@example.com', BASE, { mailto: true })).toEqual({ ok: true, url: 'mailto:api@example.com' });
    expect(safeUrl('https://example.com', BASE, { mailto: true }).ok).toBe(true);
    for (const bad of ['javascript:alert(1)', '&#106;avascript:alert(1)', 'data:,x', 'java\tscript:x']) {
      const r = safeUrl(bad, BASE, { mailto: true });
      expect(r.ok, bad).toBe(false);
      if (!r.ok) expect(r.reason).toContain('http(s) or mailto');
    }
  });

  it('names the scheme it refused', () => {
    const refusal = { kind: 'scheme', scheme: 'javascript:', mailto: false };
    expect(safeUrl('JavaScript:alert(1)', BASE)).toEqual({ ok: false, reason: 'it is not an http(s) URL (javascript:)', refusal });
    expect(safeUrl('&#106;avascript:alert(1)', BASE)).toEqual({ ok: false, reason: 'it is not an http(s) URL (javascript:)', refusal });
  });

  it.each<[unknown, string | undefined, SafeUrlOptions, SafeUrlRefusal, string]>([
    [42, BASE, {}, { kind: 'not-text' }, 'it is not text'],
    ['  ', BASE, {}, { kind: 'empty' }, 'it is empty'],
    ['data:text/html,x', BASE, {}, { kind: 'scheme', scheme: 'data:', mailto: false }, 'it is not an http(s) URL (data:)'],
    ['ftp://x.example', undefined, { mailto: true }, { kind: 'scheme', scheme: 'ftp:', mailto: true }, 'it is not an http(s) or mailto URL (ftp:)'],
    ['/relative', undefined, {}, { kind: 'not-url', mailto: false }, 'it is not an http(s) URL'],
    ['/relative', undefined, { mailto: true }, { kind: 'not-url', mailto: true }, 'it is not an http(s) or mailto URL'],
    ['http://[bad', BASE, {}, { kind: 'invalid' }, 'it is not a valid URL'],
    ['https://', BASE, {}, { kind: 'invalid' }, 'it is not a valid URL'],
  ])('refuses %j with the refusal as data and its English', (raw, base, options, refusal, reason) => {
    expect(safeUrl(raw, base, options)).toEqual({ ok: false, reason, refusal });
    expect(safeUrlReason(refusal)).toBe(reason);
  });

  it('words a URL with no host', () => {
    expect(safeUrlReason({ kind: 'no-host' })).toBe('it names no host');
  });

  it('resolves against an http base only; a data: or blob: base cannot smuggle its scheme in', () => {
    expect(safeUrl('x', 'data:text/plain,hi').ok).toBe(false);
    expect(safeUrl('x', 'blob:https://example.com/1').ok).toBe(false);
  });

  it('safeUrlOrUndefined gives the URL or undefined', () => {
    expect(safeUrlOrUndefined('/a', BASE)).toBe('https://api.example.com/a');
    expect(safeUrlOrUndefined('javascript:alert(1)', BASE)).toBeUndefined();
  });
});
