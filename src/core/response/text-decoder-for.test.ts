import { describe, expect, it } from 'vitest';
import { textDecoderFor } from './text-decoder-for.js';

describe('textDecoderFor', () => {
  it.each<[string | undefined, string]>([
    [undefined, 'utf-8'],
    ['utf-8', 'utf-8'],
    ['UTF8', 'utf-8'],
    ['ISO-8859-1', 'windows-1252'],
    ['latin1', 'windows-1252'],
    ['utf-16le', 'utf-16le'],
    ['no-such-charset', 'utf-8'],
    ['', 'utf-8'],
  ])('charset %j decodes as %s', (charset, encoding) => {
    expect(textDecoderFor(charset).encoding).toBe(encoding);
  });

  it('decodes Latin-1 bytes by the charset named', () => {
    expect(textDecoderFor('iso-8859-1').decode(Uint8Array.from([0x47, 0x72, 0xfc, 0xdf, 0x65]))).toBe('Grüße');
  });
});
