import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { childPointer, escapeSegment, joinPointer, parsePointer, unescapeSegment } from './pointer.js';

describe('escapeSegment (RFC 6901: ~ becomes ~0, / becomes ~1)', () => {
  it.each([
    ['get', 'get'],
    ['', ''],
    ['/pets/{id}', '~1pets~1{id}'],
    ['a~b', 'a~0b'],
    ['~/', '~0~1'],
    ['~1', '~01'],
    ['/a~1/', '~1a~01~1'],
  ])('%j is %j', (segment, escaped) => {
    expect(escapeSegment(segment)).toBe(escaped);
    expect(unescapeSegment(escaped)).toBe(segment);
  });

  it('round-trips any segment, alone and in a pointer', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: fc.constantFrom('~', '/', '0', '1', 'a', '{', '%') }), { maxLength: 4 }), (segments) => {
        for (const s of segments) expect(unescapeSegment(escapeSegment(s))).toBe(s);
        const pointer = segments.reduce<string>((p, s) => childPointer(p, s), '');
        expect(pointer).toBe(joinPointer(segments));
        // A lone % stays as written (parsePointer decodes percent-encoding only when it can).
        if (!segments.some((s) => s.includes('%'))) expect(parsePointer(pointer)).toEqual(segments);
      }),
      { numRuns: 2000 },
    );
  });
});
