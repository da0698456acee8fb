import type { ParameterView } from '../model/types.js';
import { httpNameIssueText, parameterNameIssue, type HttpNameIssue } from '../request/http-name.js';

/**
 * Required parameters whose names HTTP cannot carry: with any of them no request of the
 * operation can be sent, and the console says so at TRY: `problem` in English, `issue` for the
 * interface's language.
 */
export function impossibleParameters(parameters: readonly ParameterView[]): { name: string; problem: string; issue: HttpNameIssue }[] {
  return parameters.flatMap((p) => {
    const issue = p.required ? parameterNameIssue(p.name, p.in) : undefined;
    return issue ? [{ name: p.name, problem: httpNameIssueText(issue), issue }] : [];
  });
}
