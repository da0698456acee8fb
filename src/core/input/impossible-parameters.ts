import type { ParameterView } from '../model/types.js';
import { parameterNameProblem } from '../request/http-name.js';

/**
 * Required parameters whose names HTTP cannot carry: with any of them no request of the
 * operation can be sent, and the console says so at TRY.
 */
export function impossibleParameters(parameters: readonly ParameterView[]): { name: string; problem: string }[] {
  return parameters.flatMap((p) => {
    const problem = p.required ? parameterNameProblem(p.name, p.in) : undefined;
    return problem ? [{ name: p.name, problem }] : [];
  });
}
