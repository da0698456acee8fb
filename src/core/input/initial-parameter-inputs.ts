import type { ParameterView } from '../model/types.js';
import { parameterNameProblem } from '../request/http-name.js';
import type { FieldInput } from './field-input.js';
import { inputOf } from './input-of.js';
import { parameterFieldKind } from './parameter-field-kind.js';
import { parameterKey } from './parameter-key.js';

/**
 * The inputs the console's parameters start with, by parameterKey: their example (the
 * parameter's, else its schema's) when `fill` is on (fill-request-fields-with-example), else
 * nothing. `x-fill-example: no` leaves a parameter empty, and so does a name HTTP cannot carry:
 * filled, it would stop every TRY.
 */
export function initialParameterInputs(parameters: readonly ParameterView[], fill: boolean): Record<string, FieldInput> {
  const values: Record<string, FieldInput> = {};
  for (const p of parameters) {
    const filled = fill && !p.noFill && !parameterNameProblem(p.name, p.in);
    values[parameterKey(p)] = inputOf(parameterFieldKind(p), filled ? (p.example ?? p.schema?.example) : undefined);
  }
  return values;
}
