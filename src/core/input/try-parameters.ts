import type { ParameterView } from '../model/types.js';
import { isIgnoredHeaderParameter } from '../request/serialize-parameter.js';

/**
 * The parameters the TRY console has inputs for: all but those whose `$ref` could not be
 * resolved and header parameters named Accept, Content-Type or Authorization, which OpenAPI
 * says "SHALL be ignored" (Parameter Object, `name`).
 */
export function tryParameters(parameters: readonly ParameterView[]): ParameterView[] {
  return parameters.filter((p) => !p.unresolved && !(p.in === 'header' && isIgnoredHeaderParameter(p.name)));
}
