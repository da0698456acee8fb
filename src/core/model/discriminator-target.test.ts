import { describe, expect, it } from 'vitest';
import { discriminatorTarget, mappingRef } from './discriminator-target.js';

const known = new Set(['#/components/schemas/Cat', '#/components/schemas/Dog']);
const exists = (ref: string): boolean => known.has(ref);
const d = { propertyName: 'petType', mapping: { kitty: '#/components/schemas/Cat' }, defaultMapping: 'Pet' };

describe('discriminatorTarget', () => {
  it.each<[string, unknown, unknown, string | undefined]>([
    ['an explicit mapping', d, { petType: 'kitty' }, '#/components/schemas/Cat'],
    ['an implicit schema name', d, { petType: 'Dog' }, '#/components/schemas/Dog'],
    ['the default when the property is absent', d, {}, '#/components/schemas/Pet'],
    ['the default when the value is unknown', d, { petType: 'Lizard' }, '#/components/schemas/Pet'],
    ['the default when the value is not a string', d, { petType: 3 }, '#/components/schemas/Pet'],
    ['nothing for an unknown value without a default', { propertyName: 'petType' }, { petType: 'Lizard' }, undefined],
    ['nothing without a discriminator', undefined, { petType: 'Dog' }, undefined],
    ['a default written as a URI reference', { propertyName: 't', defaultMapping: '#/components/schemas/Other' }, {}, '#/components/schemas/Other'],
    ['no inherited mapping key', { propertyName: 't', mapping: {}, defaultMapping: 'Pet' }, { t: 'constructor' }, '#/components/schemas/Pet'],
  ])('chooses %s', (_what, disc, payload, want) => {
    expect(discriminatorTarget(disc, payload, exists)).toBe(want);
  });

  it('reads a bare schema name as a components/schemas reference', () => {
    expect(mappingRef('Cat')).toBe('#/components/schemas/Cat');
    expect(mappingRef('other.yaml#/Cat')).toBe('other.yaml#/Cat');
  });
});
