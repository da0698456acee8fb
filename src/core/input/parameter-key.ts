import type { ParameterView } from '../model/types.js';

/** The key of a parameter's input: a name is unique only together with its location (Parameter Object). */
export function parameterKey(p: Pick<ParameterView, 'in' | 'name'>): string {
  return `${p.in}:${p.name}`;
}
