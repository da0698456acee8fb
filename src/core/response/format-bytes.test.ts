import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.js';

describe('formatBytes', () => {
  it.each<[number, string]>([
    [0, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [1024, '1.0 KB'],
    [1536, '1.5 KB'],
    [1024 * 1024 - 1, '1024.0 KB'],
    [1024 * 1024, '1.0 MB'],
    [10 * 1024 * 1024 + 300 * 1024, '10.3 MB'],
    [5 * 1024 * 1024 * 1024, '5120.0 MB'],
  ])('%i bytes are %s', (n, expected) => {
    expect(formatBytes(n)).toBe(expected);
  });
});
