import { describe, expect, it } from 'vitest';
import { chooseExample, exampleForms, type ExampleChoice, type ExampleForms } from './example-value.js';

describe('exampleForms (OpenAPI 3.2.0 Example Object)', () => {
  const cases: Array<[string, unknown, string, ExampleForms]> = [
    ['dataValue is the data', { dataValue: { a: 1 } }, 'application/json', { value: { a: 1 } }],
    ['serializedValue is the wire text', { serializedValue: '<a>1</a>' }, 'application/xml', { serializedValue: '<a>1</a>' }],
    ['both forms side by side', { dataValue: { a: 1 }, serializedValue: 'a=1' }, 'application/x-www-form-urlencoded', { value: { a: 1 }, serializedValue: 'a=1' }],
    ['value is the data for JSON', { value: 'text' }, 'application/json', { value: 'text' }],
    ['a string value is the serialised form for XML', { value: '<a/>' }, 'application/xml', { serializedValue: '<a/>' }],
    ['an object value is data even for XML', { value: { a: 1 } }, 'application/xml', { value: { a: 1 } }],
    ['dataValue wins over value', { value: 1, dataValue: 2 }, 'application/json', { value: 2 }],
    ['serializedValue wins over a string value', { value: 'x', serializedValue: 'y' }, 'text/plain', { serializedValue: 'y' }],
    ['externalValue is kept', { externalValue: 'ex.xml' }, 'application/xml', { externalValue: 'ex.xml' }],
    ['null dataValue is a value', { dataValue: null }, 'application/json', { value: null }],
    ['not an object', 'nope', 'application/json', {}],
  ];
  it.each(cases)('%s', (_, example, mediaType, expected) => {
    expect(exampleForms(example, mediaType)).toEqual(expected);
  });
});

describe('chooseExample', () => {
  const cases: Array<[string, ExampleForms, string, ExampleChoice]> = [
    ['JSON shows the data', { value: { a: 1 }, serializedValue: '{"a":1}' }, 'application/json', { form: 'data', value: { a: 1 } }],
    ['XML shows the serialised text', { value: { a: 1 }, serializedValue: '<a>1</a>' }, 'application/xml', { form: 'serialized', text: '<a>1</a>' }],
    ['form-urlencoded shows the serialised text', { value: { a: 1 }, serializedValue: 'a=1' }, 'application/x-www-form-urlencoded', { form: 'serialized', text: 'a=1' }],
    ['JSON with only a serialised form shows it', { serializedValue: '{"a":1}' }, 'application/json', { form: 'serialized', text: '{"a":1}' }],
    ['XML with only data shows the data', { value: { a: 1 } }, 'application/xml', { form: 'data', value: { a: 1 } }],
    ['only externalValue', { externalValue: 'x.json' }, 'application/json', { form: 'external', url: 'x.json' }],
    ['nothing', {}, 'text/plain', { form: 'none' }],
  ];
  it.each(cases)('%s', (_, forms, mediaType, expected) => {
    expect(chooseExample(forms, mediaType)).toEqual(expected);
  });
});
