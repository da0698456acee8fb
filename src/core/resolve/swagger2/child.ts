import { childPointer } from '../pointer.js';

/** `childPointer`, minus the escaping work for the many segments that need none. */
export function child(at: string, segment: string | number): string {
  const s = String(segment);
  return s.includes('/') || s.includes('~') ? childPointer(at, s) : at + '/' + s;
}
