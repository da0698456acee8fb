import { trimChars } from './trim-chars.js';

/**
 * Text as it goes in a URL or an id: lower case letters and digits of any script, accents
 * dropped, every run of other characters one `-`, none at either end, at most `max` characters
 * (`Zahlungs-API v2` → `zahlungs-api-v2`); empty when nothing is left.
 */
export function slug(text: string, max = Infinity): string {
  const s = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-');
  const trimmed = trimChars(s, '-');
  return trimmed.length > max ? trimChars(trimmed.slice(0, max), '-', 'end') : trimmed;
}
