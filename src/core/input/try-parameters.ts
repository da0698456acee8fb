import type { ParameterView } from '../model/types.js';
import { isFormMediaType, isIgnoredHeaderParameter } from '../request/serialize-parameter.js';
import { isObject } from '../types.js';

/**
 * The parameters the TRY console has inputs for: all but those whose `$ref` could not be
 * resolved and header parameters named Accept, Content-Type or Authorization, which OpenAPI
 * says "SHALL be ignored" (Parameter Object, `name`). A form-urlencoded querystring parameter
 * with named properties becomes one input per property (see querystringFields).
 */
export function tryParameters(parameters: readonly ParameterView[]): ParameterView[] {
  return parameters.filter((p) => !p.unresolved && !(p.in === 'header' && isIgnoredHeaderParameter(p.name))).flatMap((p) => querystringFields(p) ?? [p]);
}

/**
 * OpenAPI 3.2.0, Parameter Object, `in: querystring` with `application/x-www-form-urlencoded` and
 * an object schema with properties: the whole query string is that form, so the console offers a
 * field per property (shown "in querystring") instead of one JSON text. Each field is sent as a
 * form-style query parameter of that name, which is the form's `name=value` pair; an object
 * property is JSON text, the Encoding Object's default `contentType` for objects. Undefined for
 * any other parameter (a JSON querystring keeps its one JSON editor).
 */
export function querystringFields(p: ParameterView): ParameterView[] | undefined {
  const media = p.serialization?.content;
  const properties = p.schema?.properties;
  if (p.in !== 'querystring' || media === undefined || !isFormMediaType(media) || !properties?.length) return undefined;
  const example = isObject(p.example) ? p.example : undefined;
  return properties.map(({ name, required, node }): ParameterView => {
    const objectLike = node.types.includes('object') && !node.types.includes('string');
    const field: ParameterView = {
      name,
      in: 'querystring',
      required: required && p.required,
      deprecated: node.deprecated === true,
      description: node.description ?? '',
      schema: node,
      serialization: objectLike ? { name, in: 'query', content: 'application/json' } : { name, in: 'query' },
    };
    if (example !== undefined && example[name] !== undefined) field.example = example[name];
    if (p.noFill) field.noFill = true;
    return field;
  });
}
