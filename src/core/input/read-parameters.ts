import type { ParameterView } from '../model/types.js';
import type { ParameterInput } from '../request/assemble-request.js';
import { parameterNameProblem } from '../request/http-name.js';
import { isEmptyInput, type FieldInput } from './field-input.js';
import { inputValue } from './input-value.js';
import { parameterFieldKind } from './parameter-field-kind.js';
import { serializationOf } from './serialization-of.js';
import { parameterKey } from './parameter-key.js';

/** The parameters' values as the request builder takes them, and what is wrong with the inputs. */
export interface ReadParameters {
  /** The parameters that hold a value, typed by their schemas, in order. */
  inputs: ParameterInput[];
  /** A message per parameterKey: required and empty, a value that cannot be read, a name HTTP cannot carry. */
  errors: Record<string, string>;
  /** True when no request can be built: a required value is missing or a value cannot be read. */
  incomplete: boolean;
}

/**
 * Reads the console's parameter inputs (by parameterKey). An empty optional parameter is left out
 * (Parameter Object `required`). A header or cookie parameter whose name HTTP cannot carry still
 * goes into the request, since the cURL command and code samples show it as described, but it
 * is an error once it holds a value or is required, which keeps TRY from sending.
 */
export function readParameters(parameters: readonly ParameterView[], values: Readonly<Record<string, FieldInput>>): ReadParameters {
  const errors: Record<string, string> = {};
  let incomplete = false;
  const inputs: ParameterInput[] = [];
  for (const p of parameters) {
    const serialization = serializationOf(p);
    if (!serialization) continue;
    const k = parameterKey(p);
    const input = values[k];
    const problem = parameterNameProblem(p.name, p.in);
    if (isEmptyInput(input)) {
      if (p.required) {
        errors[k] = problem ?? `${p.name} is required`;
        incomplete = true;
      }
      continue;
    }
    const v = inputValue(parameterFieldKind(p), input, p.schema);
    if (v.error) {
      errors[k] = `${p.name}: ${v.error}`;
      incomplete = true;
      continue;
    }
    if (problem) errors[k] = problem;
    inputs.push({ serialization, value: v.value });
  }
  return { inputs, errors, incomplete };
}
