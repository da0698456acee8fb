import type { ParameterView } from '../model/types.js';
import { parameterNameIssue } from '../request/http-name.js';
import { requestProblemText, type DescribeRequestProblem } from '../request/request-problem.js';
import { isEmptyInput, type FieldInput } from './field-input.js';

/**
 * What a parameter's field says, live rather than only after TRY: a name HTTP cannot carry is a
 * note while the field is empty and optional, and an error once it holds a value or is required;
 * otherwise the error TRY put there (`marked`), unless that was the same name problem. `describe`
 * words the name problem as `marked` was worded (English by default).
 */
export function parameterMessages(
  p: ParameterView,
  input: FieldInput | undefined,
  marked: string | undefined,
  describe: DescribeRequestProblem = requestProblemText,
): { error?: string; note?: string } {
  const issue = parameterNameIssue(p.name, p.in);
  const problem = issue && describe({ kind: 'http-name', issue });
  const nameError = problem && (p.required || !isEmptyInput(input)) ? problem : undefined;
  const error = nameError ?? (marked === problem ? undefined : marked);
  const note = nameError ? undefined : problem;
  return { ...(error !== undefined ? { error } : {}), ...(note !== undefined ? { note } : {}) };
}
