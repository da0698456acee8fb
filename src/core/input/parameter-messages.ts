import type { ParameterView } from '../model/types.js';
import { parameterNameProblem } from '../request/http-name.js';
import { isEmptyInput, type FieldInput } from './field-input.js';

/**
 * What a parameter's field says, live rather than only after TRY: a name HTTP cannot carry is a
 * note while the field is empty and optional, and an error once it holds a value or is required;
 * otherwise the error TRY put there (`marked`), unless that was the same name problem.
 */
export function parameterMessages(p: ParameterView, input: FieldInput | undefined, marked: string | undefined): { error?: string; note?: string } {
  const problem = parameterNameProblem(p.name, p.in);
  const nameError = problem && (p.required || !isEmptyInput(input)) ? problem : undefined;
  const error = nameError ?? (marked === problem ? undefined : marked);
  const note = nameError ? undefined : problem;
  return { ...(error !== undefined ? { error } : {}), ...(note !== undefined ? { note } : {}) };
}
