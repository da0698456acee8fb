import type { ParameterView } from '../model/types.js';
import { PARAMETER_LOCATIONS, type ParameterSerialization } from '../request/serialize-parameter.js';

/**
 * How a parameter is serialised: as the model says, else (a model made before it said) the
 * defaults of its location; undefined for a location OpenAPI does not define, which cannot be sent.
 */
export function serializationOf(p: ParameterView): ParameterSerialization | undefined {
  if (p.serialization) return p.serialization;
  const where = PARAMETER_LOCATIONS.find((l) => l === p.in);
  return where ? { name: p.name, in: where } : undefined;
}
