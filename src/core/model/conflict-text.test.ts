import { describe, expect, it } from 'vitest';
import { referenceMessages } from '../i18n/en/reference.js';
import { formatMessage } from '../i18n/format-message.js';
import { conflictText } from './conflict-text.js';
import type { AllOfConflict } from './types.js';

describe('conflictText: an allOf conflict in English', () => {
  const cases: Array<[AllOfConflict, string]> = [
    [{ kind: 'unresolvedMember', member: 'Nope', reason: 'nothing there' }, 'allOf member Nope: nothing there'],
    [{ kind: 'falseMember' }, 'allOf has a member that is false (no value can match)'],
    [{ kind: 'stricter', keyword: 'maximum', a: '5', b: '3', result: '3' }, 'maximum 5 vs 3 (the stricter 3 applies)'],
    [{ kind: 'trueApplies', keyword: 'exclusiveMinimum', a: 'false', b: 'true' }, 'exclusiveMinimum false vs true (true applies)'],
    [{ kind: 'only', keyword: 'enum', a: '["a","b"]', b: '["b","c"]', result: '"b"' }, 'enum ["a","b"] vs ["b","c"] (only "b" apply)'],
    [{ kind: 'noValue', keyword: 'const', a: '1', b: '2' }, 'const 1 vs 2 (no value can match)'],
    [{ kind: 'bothApply', keyword: 'pattern', a: '^a', b: 'z$' }, 'pattern ^a vs z$ (both apply; the first is shown)'],
    [{ kind: 'firstShown', keyword: 'format', a: 'uuid', b: 'email' }, 'format uuid vs email (the first is shown)'],
    [{ kind: 'typeNone', a: 'string', b: 'integer' }, 'type: string vs integer (no value can match; string is shown)'],
    [{ kind: 'typeApplies', a: 'number', b: 'integer', result: 'integer' }, 'type: number vs integer (integer applies)'],
    [{ kind: 'differ', keyword: 'contentMediaType' }, 'contentMediaType: allOf members differ (the first is shown)'],
  ];
  it.each(cases)('%j', (c, english) => {
    expect(conflictText(c)).toBe(english);
    // The interface's English reads the same.
    expect(formatMessage(referenceMessages['reference.allOfConflictText'], { ...c })).toBe(english);
  });
});
