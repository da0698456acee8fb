import type { AllOfConflict } from './types.js';

/** An allOf conflict in English: "maximum 5 vs 3 (the stricter 3 applies)", "type: string vs integer (no value can match; string is shown)". */
export function conflictText(c: AllOfConflict): string {
  const { keyword = '', a = '', b = '', result = '' } = c;
  const pair = `${keyword} ${a} vs ${b}`;
  switch (c.kind) {
    case 'unresolvedMember':
      return `allOf member ${c.member ?? ''}: ${c.reason ?? ''}`;
    case 'falseMember':
      return 'allOf has a member that is false (no value can match)';
    case 'stricter':
      return `${pair} (the stricter ${result} applies)`;
    case 'trueApplies':
      return `${pair} (true applies)`;
    case 'only':
      return `${pair} (only ${result} apply)`;
    case 'noValue':
      return `${pair} (no value can match)`;
    case 'bothApply':
      return `${pair} (both apply; the first is shown)`;
    case 'firstShown':
      return `${pair} (the first is shown)`;
    case 'typeNone':
      return `type: ${a} vs ${b} (no value can match; ${a} is shown)`;
    case 'typeApplies':
      return `type: ${a} vs ${b} (${result} applies)`;
    case 'differ':
      return `${keyword}: allOf members differ (the first is shown)`;
  }
}
