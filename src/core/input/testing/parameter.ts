import type { ParameterView } from '../../model/types.js';

/** A ParameterView for tests: a query parameter `q` unless `p` says otherwise. */
export function parameter(p: Partial<ParameterView> = {}): ParameterView {
  return { name: 'q', in: 'query', required: false, deprecated: false, description: '', ...p };
}
