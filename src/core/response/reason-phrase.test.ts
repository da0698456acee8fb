import { describe, expect, it } from 'vitest';
import { reasonPhrase } from './reason-phrase.js';

describe('reasonPhrase', () => {
  it.each<[number, string, string]>([
    [200, '', 'OK'],
    [404, '', 'Not Found'],
    [413, '', 'Content Too Large'],
    [422, '', 'Unprocessable Content'],
    [503, '', 'Service Unavailable'],
    [404, 'Nope', 'Nope'],
    [299, '', ''],
    [599, 'Custom', 'Custom'],
    [0, '', ''],
  ])('%i with %j reads %j', (status, given, expected) => {
    expect(reasonPhrase(status, given)).toBe(expected);
  });
});
