import type { ParameterView } from '../model/types.js';

/**
 * The placeholder of a parameter's field: its example (the parameter's, else its schema's) as
 * text, unless `x-example-show-value: false` hides it.
 */
export function parameterPlaceholder(p: ParameterView): string | undefined {
  const example = p.example ?? p.schema?.example;
  if (p.hideExample || example === undefined) return undefined;
  return typeof example === 'string' ? example : JSON.stringify(example);
}
