import { trimChars } from '../text/trim-chars.js';

/** Longest name offered: well under the 255 bytes most file systems allow, with room for a suffix the browser adds. */
const MAX_LENGTH = 150;

/**
 * A name that is safe to offer as a download: no directories, no control, bidi-override or
 * reserved characters, no leading or trailing dots or spaces, not a Windows device name, at most
 * 150 characters (the extension kept); `fallback` when nothing is left. RFC 6266 §4.3 asks
 * recipients to do this to a name from a response; bidi controls are replaced because they can
 * make `exe.txt` read as `txt.exe`.
 */
export function sanitizeFilename(name: string, fallback: string): string {
  let s = name.replace(/^.*[/\\]/, '');
  // eslint-disable-next-line no-control-regex -- the controls are what this replaces
  s = s.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069<>:"|?*]/g, '_');
  s = trimChars(s, (c) => c === '.' || /\s/.test(c));
  if (/^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i.test(s)) s = `_${s}`;
  if (s.length > MAX_LENGTH) {
    const dot = s.lastIndexOf('.');
    const ext = dot > 0 && s.length - dot <= 16 ? s.slice(dot) : '';
    s = s.slice(0, MAX_LENGTH - ext.length) + ext;
  }
  return s || fallback;
}
