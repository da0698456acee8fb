import type { ParameterView } from '../model/types.js';
import type { ParameterInput } from '../request/assemble-request.js';
import { parameterNameIssue } from '../request/http-name.js';
import { requestProblemText, type DescribeRequestProblem, type RequestProblem } from '../request/request-problem.js';
import { isEmptyInput, type FieldInput } from './field-input.js';
import { inputValue } from './input-value.js';
import { parameterFieldKind } from './parameter-field-kind.js';
import { serializationOf } from './serialization-of.js';
import { parameterKey } from './parameter-key.js';

/** The parameters' values as the request builder takes them, and what is wrong with the inputs. */
export interface ReadParameters {
  /** The parameters that hold a value, typed by their schemas, in order. */
  inputs: ParameterInput[];
  /** A message per parameterKey (worded by `describe`): required and empty, a value that cannot be read, a name HTTP cannot carry. */
  errors: Record<string, string>;
  /** The problems the `errors` word, by parameterKey. */
  problems: Record<string, RequestProblem>;
  /** True when no request can be built: a required value is missing or a value cannot be read. */
  incomplete: boolean;
}

/**
 * Reads the console's parameter inputs (by parameterKey). An empty optional parameter is left out
 * (Parameter Object `required`). A header or cookie parameter whose name HTTP cannot carry still
 * goes into the request, since the cURL command and code samples show it as described, but it
 * is an error once it holds a value or is required, which keeps TRY from sending. `describe`
 * words the problems (English by default; the console passes the interface's language).
 */
export function readParameters(parameters: readonly ParameterView[], values: Readonly<Record<string, FieldInput>>, describe: DescribeRequestProblem = requestProblemText): ReadParameters {
  const errors: Record<string, string> = {};
  const problems: Record<string, RequestProblem> = {};
  const mark = (k: string, problem: RequestProblem): void => {
    problems[k] = problem;
    errors[k] = describe(problem);
  };
  let incomplete = false;
  const inputs: ParameterInput[] = [];
  for (const p of parameters) {
    const serialization = serializationOf(p);
    if (!serialization) continue;
    const k = parameterKey(p);
    const input = values[k];
    const issue = parameterNameIssue(p.name, p.in);
    const problem: RequestProblem | undefined = issue && { kind: 'http-name', issue };
    if (isEmptyInput(input)) {
      if (p.required) {
        mark(k, problem ?? { kind: 'required', name: p.name });
        incomplete = true;
      }
      continue;
    }
    const v = inputValue(parameterFieldKind(p), input, p.schema);
    if (v.error) {
      mark(k, { kind: 'not-json', name: p.name, detail: v.detail ?? '' });
      incomplete = true;
      continue;
    }
    if (problem) mark(k, problem);
    inputs.push({ serialization, value: v.value });
  }
  return { inputs, errors, problems, incomplete };
}
