import { describe, expect, it } from 'vitest';
import { percentEncode, type PercentEncodeMode } from './percent-encode.js';
import {
  defaultExplode,
  defaultStyle,
  isIgnoredHeaderParameter,
  isJsonMediaType,
  joinCookies,
  joinQuery,
  parameterSerialization,
  serializeParameter,
  type ParameterLocation,
  type ParameterSerialization,
  type SerializedParameter,
} from './serialize-parameter.js';

/** The serialised parameter as one string, the way the Style Examples table writes it. */
function wire(s: SerializedParameter): string | undefined {
  switch (s.in) {
    case 'path':
      return s.value;
    case 'header':
      return s.value;
    case 'query':
      return joinQuery(s.pairs);
    case 'cookie':
      return joinCookies(s.pieces);
    case 'querystring':
      return s.query;
  }
}

const ser = (p: ParameterSerialization, value: unknown): string | undefined => wire(serializeParameter(p, value));

// OpenAPI 3.1.1 and 3.2.0, Parameter Object, "Style Examples": a parameter named `color` holding
// "blue", ["blue", "black", "brown"] or { R: 100, G: 200, B: 150 }. The `undefined` column of
// the table shows what RFC 6570 does with the empty string (`{;x}` → `;x`, `{?x}` → `?x=`), so it
// is checked with ''. Query rows drop the table's leading `?` (the request builder adds it).
const STRING = 'blue';
const ARRAY = ['blue', 'black', 'brown'];
const OBJECT = { R: 100, G: 200, B: 150 };

type Row = [style: string, explode: boolean, location: ParameterLocation, empty: string | null, string: string | null, array: string, object: string];
const STYLE_EXAMPLES: Row[] = [
  ['matrix', false, 'path', ';color', ';color=blue', ';color=blue,black,brown', ';color=R,100,G,200,B,150'],
  ['matrix', true, 'path', ';color', ';color=blue', ';color=blue;color=black;color=brown', ';R=100;G=200;B=150'],
  ['label', false, 'path', '.', '.blue', '.blue,black,brown', '.R,100,G,200,B,150'],
  ['label', true, 'path', '.', '.blue', '.blue.black.brown', '.R=100.G=200.B=150'],
  ['simple', false, 'path', '', 'blue', 'blue,black,brown', 'R,100,G,200,B,150'],
  ['simple', true, 'path', '', 'blue', 'blue,black,brown', 'R=100,G=200,B=150'],
  ['simple', false, 'header', '', 'blue', 'blue,black,brown', 'R,100,G,200,B,150'],
  ['simple', true, 'header', '', 'blue', 'blue,black,brown', 'R=100,G=200,B=150'],
  ['form', false, 'query', 'color=', 'color=blue', 'color=blue,black,brown', 'color=R,100,G,200,B,150'],
  ['form', true, 'query', 'color=', 'color=blue', 'color=blue&color=black&color=brown', 'R=100&G=200&B=150'],
  ['form', false, 'cookie', 'color=', 'color=blue', 'color=blue,black,brown', 'color=R,100,G,200,B,150'],
  // Exploded cookie values are separate cookies, joined by "; " (Appendix D).
  ['form', true, 'cookie', 'color=', 'color=blue', 'color=blue; color=black; color=brown', 'R=100; G=200; B=150'],
  // OpenAPI 3.2.0 adds style cookie, RFC 6265 syntax: "n1=v1; n2=v2", no percent-encoding.
  ['cookie', false, 'cookie', 'color=', 'color=blue', 'color=blue,black,brown', 'color=R,100,G,200,B,150'],
  ['cookie', true, 'cookie', 'color=', 'color=blue', 'color=blue; color=black; color=brown', 'R=100; G=200; B=150'],
  ['spaceDelimited', false, 'query', null, null, 'color=blue%20black%20brown', 'color=R%20100%20G%20200%20B%20150'],
  ['pipeDelimited', false, 'query', null, null, 'color=blue%7Cblack%7Cbrown', 'color=R%7C100%7CG%7C200%7CB%7C150'],
];

describe('serializeParameter: the Style Examples table', () => {
  for (const [style, explode, location, empty, string, array, object] of STYLE_EXAMPLES) {
    const p: ParameterSerialization = { name: 'color', in: location, style, explode };
    describe(`${style} explode=${explode} in ${location}`, () => {
      if (empty !== null) it(`writes the empty string as ${JSON.stringify(empty)}`, () => expect(ser(p, '')).toBe(empty));
      if (string !== null) it(`writes "blue" as ${string}`, () => expect(ser(p, STRING)).toBe(string));
      it(`writes the array as ${array}`, () => expect(ser(p, ARRAY)).toBe(array));
      it(`writes the object as ${object}`, () => expect(ser(p, OBJECT)).toBe(object));
      it('reports no problem for the defined cells', () => {
        const defined: unknown[] = [ARRAY, OBJECT];
        if (empty !== null) defined.push('');
        if (string !== null) defined.push(STRING);
        for (const v of defined) expect(serializeParameter(p, v).problem).toBeUndefined();
      });
    });
  }

  it('writes deepObject explode=true as color%5BR%5D=100&color%5BG%5D=200&color%5BB%5D=150', () => {
    const s = serializeParameter({ name: 'color', in: 'query', style: 'deepObject', explode: true }, OBJECT);
    expect(wire(s)).toBe('color%5BR%5D=100&color%5BG%5D=200&color%5BB%5D=150');
    expect(s.problem).toBeUndefined();
  });
});

describe('serializeParameter: defaults per location', () => {
  it.each<[ParameterLocation, string, boolean]>([
    ['path', 'simple', false],
    ['header', 'simple', false],
    ['query', 'form', true],
    ['cookie', 'form', true],
    ['querystring', 'form', true],
  ])('%s defaults to style %s with explode %s', (location, style, explode) => {
    expect(defaultStyle(location)).toBe(style);
    expect(defaultExplode(defaultStyle(location))).toBe(explode);
  });

  it.each<[ParameterLocation, unknown, string | undefined]>([
    ['path', ARRAY, 'blue,black,brown'],
    ['path', OBJECT, 'R,100,G,200,B,150'],
    ['header', OBJECT, 'R,100,G,200,B,150'],
    ['query', ARRAY, 'color=blue&color=black&color=brown'],
    ['query', OBJECT, 'R=100&G=200&B=150'],
    ['cookie', ARRAY, 'color=blue; color=black; color=brown'],
  ])('a %s parameter without style or explode writes %j as %j', (location, value, expected) => {
    expect(ser({ name: 'color', in: location }, value)).toBe(expected);
  });

  it.each<[string, ParameterSerialization]>([
    ['query', { name: 'color', in: 'query', style: 'form' }],
    ['path', { name: 'color', in: 'path', style: 'label' }],
    ['path', { name: 'color', in: 'path', style: 'matrix' }],
    ['query', { name: 'color', in: 'query', style: 'spaceDelimited' }],
  ])('explode defaults by the written style (%s %j)', (_, p) => {
    const explicit = ser({ ...p, explode: p.style === 'form' }, ARRAY);
    expect(ser(p, ARRAY)).toBe(explicit);
  });
});

describe('serializeParameter: primitives', () => {
  it.each<[ParameterLocation, unknown, string | undefined]>([
    ['query', 42, 'n=42'],
    ['query', -1.5, 'n=-1.5'],
    ['query', 0, 'n=0'],
    ['query', true, 'n=true'],
    ['query', false, 'n=false'],
    ['path', 7, '7'],
    ['path', false, 'false'],
    ['header', 3.25, '3.25'],
    ['cookie', true, 'n=true'],
    ['query', [1, true, 'x'], 'n=1&n=true&n=x'],
    ['path', { a: 1, b: false }, 'a,1,b,false'],
  ])('%s writes %j as %j', (location, value, expected) => {
    expect(ser({ name: 'n', in: location }, value)).toBe(expected);
  });
});

describe('serializeParameter: big integers', () => {
  it('writes a bigint with all its digits, alone or nested', () => {
    expect(ser({ name: 'n', in: 'query' }, 12345678901234567890n)).toBe('n=12345678901234567890');
    expect(ser({ name: 'n', in: 'query' }, { a: [12345678901234567890n] })).toBe('a=%5B%2212345678901234567890%22%5D');
    expect(ser({ name: 'n', in: 'query', content: 'application/json' }, { a: 1n })).toBe('n=%7B%22a%22%3A%221%22%7D');
  });
});

describe('serializeParameter: undefined values (RFC 6570 §2.3: null, empty lists and empty maps)', () => {
  const UNDEFINED: Array<[string, unknown]> = [
    ['undefined', undefined],
    ['null', null],
    ['an empty array', []],
    ['an empty object', {}],
    ['an array of nulls', [null, undefined]],
    ['an object of nulls', { a: null }],
  ];
  for (const [label, value] of UNDEFINED) {
    it(`leaves out a query, header or cookie parameter holding ${label}`, () => {
      expect(serializeParameter({ name: 'q', in: 'query' }, value)).toEqual({ in: 'query', name: 'q', pairs: [] });
      expect(serializeParameter({ name: 'q', in: 'query', style: 'deepObject' }, value)).toEqual({ in: 'query', name: 'q', pairs: [] });
      expect(serializeParameter({ name: 'H', in: 'header' }, value)).toEqual({ in: 'header', name: 'H' });
      expect(serializeParameter({ name: 'c', in: 'cookie' }, value)).toEqual({ in: 'cookie', name: 'c', pieces: [] });
    });
    it(`writes a path parameter holding ${label} as the style's bare prefix`, () => {
      expect(ser({ name: 'id', in: 'path' }, value)).toBe('');
      expect(ser({ name: 'id', in: 'path', style: 'label' }, value)).toBe('.');
      expect(ser({ name: 'id', in: 'path', style: 'matrix' }, value)).toBe(';id');
    });
  }

  it.each<[string, unknown]>([
    ['[a, null, b]', ['a', null, 'b']],
    ['[a, undefined, b]', ['a', undefined, 'b']],
  ])('skips undefined members of %s', (_, value) => {
    expect(ser({ name: 'x', in: 'query', explode: false }, value)).toBe('x=a,b');
  });

  it('skips properties whose value is null', () => {
    expect(ser({ name: 'x', in: 'query' }, { a: 1, b: null, c: 'z' })).toBe('a=1&c=z');
    expect(ser({ name: 'x', in: 'query', style: 'deepObject', explode: true }, { a: 1, b: null })).toBe('x%5Ba%5D=1');
  });

  it('keeps empty strings inside arrays (they are defined)', () => {
    expect(ser({ name: 'x', in: 'query' }, ['', 'a'])).toBe('x=&x=a');
    expect(ser({ name: 'x', in: 'path', style: 'matrix', explode: true }, ['', 'a'])).toBe(';x;x=a');
  });
});

describe('serializeParameter: allowEmptyValue', () => {
  it.each<[string, ParameterSerialization, unknown, string]>([
    ['sends name= for an undefined form value', { name: 'flag', in: 'query', allowEmptyValue: true }, undefined, 'flag='],
    ['sends name= for an empty array', { name: 'flag', in: 'query', allowEmptyValue: true, explode: false }, [], 'flag='],
    ['sends name= for a null content-typed value', { name: 'flag', in: 'query', allowEmptyValue: true, content: 'text/plain' }, undefined, 'flag='],
    ['still sends a given value', { name: 'flag', in: 'query', allowEmptyValue: true }, 'on', 'flag=on'],
    ['leaves the parameter out when false', { name: 'flag', in: 'query', allowEmptyValue: false }, undefined, ''],
    // "If style is used, and if behavior is n/a (cannot be serialized), the value of allowEmptyValue SHALL be ignored."
    ['is ignored for spaceDelimited', { name: 'flag', in: 'query', style: 'spaceDelimited', allowEmptyValue: true }, [], ''],
    ['is ignored for pipeDelimited', { name: 'flag', in: 'query', style: 'pipeDelimited', allowEmptyValue: true }, [], ''],
    ['is ignored for deepObject', { name: 'flag', in: 'query', style: 'deepObject', allowEmptyValue: true }, {}, ''],
  ])('%s', (_, p, value, expected) => {
    expect(ser(p, value)).toBe(expected);
  });

  it('applies to query parameters only', () => {
    expect(serializeParameter({ name: 'H', in: 'header', allowEmptyValue: true }, undefined)).toEqual({ in: 'header', name: 'H' });
    expect(serializeParameter({ name: 'c', in: 'cookie', allowEmptyValue: true }, undefined)).toEqual({ in: 'cookie', name: 'c', pieces: [] });
  });
});

describe('serializeParameter: percent-encoding', () => {
  const RESERVED = ":/?#[]@!$&'()*+,;=";
  it.each<[string, ParameterSerialization, unknown, string | undefined]>([
    ['encodes every reserved character of a query value', { name: 'q', in: 'query' }, RESERVED, 'q=%3A%2F%3F%23%5B%5D%40%21%24%26%27%28%29%2A%2B%2C%3B%3D'],
    ['keeps reserved characters with allowReserved, except [ ] # & = +', { name: 'q', in: 'query', allowReserved: true }, RESERVED, "q=:/?%23%5B%5D@!$%26'()*%2B,;%3D"],
    ['keeps percent-encoded triples with allowReserved', { name: 'q', in: 'query', allowReserved: true }, 'a%2Fb%zz', 'q=a%2Fb%25zz'],
    ['encodes % without allowReserved', { name: 'q', in: 'query' }, 'a%2Fb', 'q=a%252Fb'],
    ['applies allowReserved to values, not to names', { name: 'a/b', in: 'query', allowReserved: true }, 'c/d', 'a%2Fb=c/d'],
    ['applies allowReserved to exploded object values, not keys', { name: 'o', in: 'query', allowReserved: true }, { 'k/1': 'v/1' }, 'k%2F1=v/1'],
    ['applies allowReserved to delimited items', { name: 'q', in: 'query', style: 'pipeDelimited', allowReserved: true }, ['a/b', 'c|d'], 'q=a/b%7Cc%7Cd'],
    ['encodes a value comma inside a form list, not the delimiter', { name: 'q', in: 'query', explode: false }, ['a,b', 'c'], 'q=a%2Cb,c'],
    ['encodes spaces as %20, never +', { name: 'q', in: 'query' }, 'a b+c', 'q=a%20b%2Bc'],
    ['leaves unreserved characters alone', { name: 'q', in: 'query' }, 'AZaz09-._~', 'q=AZaz09-._~'],
    ['encodes the parameter name', { name: 'filter[status]', in: 'query' }, 'x', 'filter%5Bstatus%5D=x'],
    ['encodes unicode as UTF-8', { name: 'q', in: 'query' }, 'café ☕', 'q=caf%C3%A9%20%E2%98%95'],
    ['encodes astral characters as one 4-byte sequence', { name: 'q', in: 'query' }, '😀', 'q=%F0%9F%98%80'],
    ['encodes a lone surrogate as U+FFFD instead of throwing', { name: 'q', in: 'query' }, '\ud800', 'q=%EF%BF%BD'],
    ['encodes a unicode name', { name: '❤️', in: 'query' }, 'love!', '%E2%9D%A4%EF%B8%8F=love%21'],
    ['encodes / in a path value (it is not a new segment)', { name: 'id', in: 'path' }, 'a/b c', 'a%2Fb%20c'],
    ['ignores allowReserved in the path', { name: 'id', in: 'path', allowReserved: true }, 'a/b?', 'a%2Fb%3F'],
    ['keeps only the label prefix and separators raw', { name: 'id', in: 'path', style: 'label' }, ['a,b', 'c/d'], '.a%2Cb,c%2Fd'],
    ['encodes matrix names, keys and values', { name: 'i d', in: 'path', style: 'matrix', explode: true }, { 'k;': 'v=' }, ';k%3B=v%3D'],
    ['encodes a matrix parameter name', { name: 'i d', in: 'path', style: 'matrix' }, 'x', ';i%20d=x'],
    ['keeps a header value readable', { name: 'X-Filter', in: 'header' }, 'a=b; c/d, "e"', 'a=b; c/d, "e"'],
    ['encodes only what a header cannot carry', { name: 'X-Name', in: 'header' }, 'Zoë\r\nX: y', 'Zo%C3%AB%0D%0AX: y'],
    // OpenAPI 3.2.0 (`allowReserved`, Appendix D): style form percent-encodes cookie values as RFC 6570 does in a query…
    ['percent-encodes a form-style cookie as RFC 6570 form does', { name: 'session', in: 'cookie' }, 'abc.DEF-_/+=', 'session=abc.DEF-_%2F%2B%3D'],
    ['encodes what RFC 6265 forbids in a form-style cookie', { name: 'pref', in: 'cookie' }, 'a b;c,"d"\\%', 'pref=a%20b%3Bc%2C%22d%22%5C%25'],
    // …allowReserved now applies to cookies too…
    ['keeps reserved characters of a form-style cookie with allowReserved', { name: 'r', in: 'cookie', allowReserved: true }, '/a:b?%41 c', 'r=/a:b?%41%20c'],
    ['keeps reserved characters of exploded cookie members with allowReserved', { name: 'r', in: 'cookie', allowReserved: true }, { 'k/': 'v:1' }, 'k/=v:1'],
    // …and style cookie sends values exactly as written (already escaped, if they need it).
    ['sends a cookie-style value as written', { name: 'session', in: 'cookie', style: 'cookie' }, 'abc.DEF-_/+=%41', 'session=abc.DEF-_/+=%41'],
    ['joins cookie-style array members with commas, unencoded', { name: 'ids', in: 'cookie', style: 'cookie', explode: false }, ['a/b', 'c d'], 'ids=a/b,c d'],
    ['ignores allowReserved for style cookie (nothing is encoded)', { name: 's', in: 'cookie', style: 'cookie', allowReserved: true }, 'x%y', 's=x%y'],
    ['writes a cookie name as described (sendableHeaders refuses one that is no token)', { name: 'x ü', in: 'cookie' }, 'v', 'x ü=v'],
    ['writes a header value of any name (the name is checked when sending)', { name: 'x bad name', in: 'header' }, 'v', 'v'],
  ])('%s', (_, p, value, expected) => {
    expect(ser(p, value)).toBe(expected);
  });
});

describe('percentEncode', () => {
  it.each<[PercentEncodeMode, string, string]>([
    ['unreserved', 'a-b_c.d~e', 'a-b_c.d~e'],
    ['unreserved', "!*'()", '%21%2A%27%28%29'],
    ['reserved', '%41%4', '%41%254'],
    ['path', 'a b/c:d@e;f=g', 'a%20b/c:d@e;f=g'],
    ['path', '%7B', '%7B'],
    ['path', 'ü', '%C3%BC'],
    ['cookie', '{x}', '{x}'],
    ['header', '\t100%', '\t100%'],
    ['header', '\u0000\u007f', '%00%7F'],
  ])('%s mode encodes %j as %j', (mode, text, expected) => {
    expect(percentEncode(text, mode)).toBe(expected);
  });
});

describe('serializeParameter: n/a combinations fall back and say so', () => {
  it.each<[string, ParameterSerialization, unknown, string, RegExp]>([
    ['spaceDelimited with a primitive is sent as form', { name: 'c', in: 'query', style: 'spaceDelimited' }, 'blue', 'c=blue', /spaceDelimited applies to arrays/],
    ['spaceDelimited explode=true repeats the name', { name: 'c', in: 'query', style: 'spaceDelimited', explode: true }, ARRAY, 'c=blue&c=black&c=brown', /explode true is undefined/],
    ['pipeDelimited explode=true repeats the name', { name: 'c', in: 'query', style: 'pipeDelimited', explode: true }, ['a', 'b'], 'c=a&c=b', /explode true is undefined/],
    ['deepObject with an array is sent as form', { name: 'c', in: 'query', style: 'deepObject', explode: true }, ['a', 'b'], 'c=a&c=b', /deepObject applies to objects/],
    ['deepObject with a primitive is sent as form', { name: 'c', in: 'query', style: 'deepObject' }, 'x', 'c=x', /deepObject applies to objects/],
    ['deepObject explode=false is sent as explode=true', { name: 'c', in: 'query', style: 'deepObject', explode: false }, { a: 1 }, 'c%5Ba%5D=1', /explode false is undefined/],
    ['matrix in the query becomes form', { name: 'c', in: 'query', style: 'matrix' }, ARRAY, 'c=blue&c=black&c=brown', /"matrix" is not defined for query/],
    ['form in the path becomes simple', { name: 'c', in: 'path', style: 'form' }, ARRAY, 'blue,black,brown', /"form" is not defined for path/],
    ['an unknown style in a header becomes simple', { name: 'c', in: 'header', style: 'csv' }, ARRAY, 'blue,black,brown', /"csv" is not defined for header/],
    ['deepObject in a cookie becomes form', { name: 'c', in: 'cookie', style: 'deepObject' }, { a: 1 }, 'a=1', /"deepObject" is not defined for cookie/],
    ['style cookie in the query becomes form (3.2.0: cookie only)', { name: 'c', in: 'query', style: 'cookie' }, 'a b', 'c=a%20b', /"cookie" is not defined for query/],
    ['a querystring without content is sent as form-urlencoded', { name: 'q', in: 'querystring' }, { a: 'x y' }, 'a=x+y', /must be described by content/],
  ])('%s', (_, p, value, expected, problem) => {
    const s = serializeParameter(p, value);
    expect(wire(s)).toBe(expected);
    expect(s.problem).toMatch(problem);
  });

  it('sends deepObject without a written explode as exploded, without a problem', () => {
    const s = serializeParameter({ name: 'f', in: 'query', style: 'deepObject' }, { a: 1 });
    expect(wire(s)).toBe('f%5Ba%5D=1');
    expect(s.problem).toBeUndefined();
  });
});

describe('serializeParameter: nested values (not defined by OpenAPI)', () => {
  it.each<[string, ParameterSerialization, unknown, string]>([
    ['deepObject nests objects as a[b][c]', { name: 'f', in: 'query', style: 'deepObject', explode: true }, { a: { b: 1 } }, 'f%5Ba%5D%5Bb%5D=1'],
    ['deepObject writes arrays of primitives as a[b][]', { name: 'f', in: 'query', style: 'deepObject', explode: true }, { ids: [1, 2] }, 'f%5Bids%5D%5B%5D=1&f%5Bids%5D%5B%5D=2'],
    ['deepObject writes objects inside arrays as JSON', { name: 'f', in: 'query', style: 'deepObject', explode: true }, { xs: [{ a: 1 }] }, 'f%5Bxs%5D%5B%5D=%7B%22a%22%3A1%7D'],
    ['form writes an object member as JSON', { name: 'f', in: 'query' }, { a: [1, 2] }, 'a=%5B1%2C2%5D'],
    ['simple writes an array member as JSON', { name: 'f', in: 'path' }, [[1, 2], 3], '%5B1%2C2%5D,3'],
  ])('%s', (_, p, value, expected) => {
    expect(ser(p, value)).toBe(expected);
  });
});

describe('serializeParameter: content-typed parameters', () => {
  it.each<[string, ParameterSerialization, unknown, string | undefined]>([
    ['writes JSON text into the query, encoded', { name: 'filter', in: 'query', content: 'application/json' }, { a: [1, 'x y'] }, 'filter=%7B%22a%22%3A%5B1%2C%22x%20y%22%5D%7D'],
    ['takes a string as the JSON text already written', { name: 'filter', in: 'query', content: 'application/json' }, '{"a":1}', 'filter=%7B%22a%22%3A1%7D'],
    ['writes null as JSON null', { name: 'filter', in: 'query', content: 'application/json' }, null, 'filter=null'],
    ['writes a JSON number', { name: 'n', in: 'query', content: 'application/json; charset=utf-8' }, 5, 'n=5'],
    [
      'ignores style, explode and allowReserved',
      { name: 'f', in: 'query', content: 'application/json', style: 'deepObject', explode: true, allowReserved: true },
      { a: '/' },
      'f=%7B%22a%22%3A%22%2F%22%7D',
    ],
    ['writes a +json type as JSON', { name: 'f', in: 'query', content: 'application/vnd.api+json' }, [true], 'f=%5Btrue%5D'],
    ['writes text/plain as the text', { name: 't', in: 'query', content: 'text/plain' }, 'a&b', 't=a%26b'],
    ['writes a text/plain number as its digits', { name: 't', in: 'query', content: 'text/plain' }, 12, 't=12'],
    ['writes JSON into the path, fully encoded', { name: 'id', in: 'path', content: 'application/json' }, { a: 1 }, '%7B%22a%22%3A1%7D'],
    ['writes JSON into a header as it is', { name: 'X-Filter', in: 'header', content: 'application/json' }, { a: 'é' }, '{"a":"%C3%A9"}'],
    ['writes JSON into a cookie', { name: 'prefs', in: 'cookie', content: 'application/json' }, { a: 1 }, 'prefs={%22a%22:1}'],
    ['leaves out an undefined query value', { name: 'f', in: 'query', content: 'application/json' }, undefined, ''],
    ['leaves out an undefined header value', { name: 'X-F', in: 'header', content: 'application/json' }, undefined, undefined],
  ])('%s', (_, p, value, expected) => {
    expect(ser(p, value)).toBe(expected);
  });

  it.each<[string, boolean]>([
    ['application/json', true],
    ['Application/JSON', true],
    ['application/json; charset=utf-8', true],
    ['application/problem+json', true],
    ['text/json', true],
    ['application/jsonl', false],
    ['text/plain', false],
    ['application/x-www-form-urlencoded', false],
  ])('isJsonMediaType(%j) is %s', (mediaType, json) => {
    expect(isJsonMediaType(mediaType)).toBe(json);
  });
});

describe('serializeParameter: result shapes', () => {
  it('gives query pairs that a builder can join with others', () => {
    const a = serializeParameter({ name: 'color', in: 'query', explode: true }, ['blue', 'red']);
    const b = serializeParameter({ name: 'page', in: 'query' }, 2);
    expect(a).toEqual({
      in: 'query',
      name: 'color',
      pairs: [
        ['color', 'blue'],
        ['color', 'red'],
      ],
    });
    expect(joinQuery([...(a.in === 'query' ? a.pairs : []), ...(b.in === 'query' ? b.pairs : [])])).toBe('color=blue&color=red&page=2');
  });

  it('joins no pairs into the empty string', () => {
    expect(joinQuery([])).toBe('');
  });

  it('names the parameter as written, not encoded', () => {
    expect(serializeParameter({ name: 'a b', in: 'query' }, 'x')).toMatchObject({ name: 'a b', pairs: [['a%20b', 'x']] });
  });
});

describe('isIgnoredHeaderParameter', () => {
  it.each<[string, boolean]>([
    ['Accept', true],
    ['content-type', true],
    ['AUTHORIZATION', true],
    ['X-Request-Id', false],
    ['Cookie', false],
  ])('%s → %s', (name, ignored) => {
    expect(isIgnoredHeaderParameter(name)).toBe(ignored);
  });
});

describe('joinCookies', () => {
  it.each<[string[], string]>([
    [[], ''],
    [['a=1'], 'a=1'],
    [['a=1', 'b=2,3'], 'a=1; b=2,3'],
  ])('joins %j as %j', (pieces, header) => {
    expect(joinCookies(pieces)).toBe(header);
  });
});

describe('parameterSerialization', () => {
  it.each<[string, unknown, ParameterSerialization | undefined]>([
    ['reads name and location', { name: 'id', in: 'path', required: true, schema: { type: 'string' } }, { name: 'id', in: 'path' }],
    [
      'reads style, explode, allowReserved and allowEmptyValue',
      { name: 'q', in: 'query', style: 'pipeDelimited', explode: false, allowReserved: true, allowEmptyValue: true },
      { name: 'q', in: 'query', style: 'pipeDelimited', explode: false, allowReserved: true, allowEmptyValue: true },
    ],
    ['reads the media type of content', { name: 'f', in: 'query', content: { 'application/json': { schema: {} } } }, { name: 'f', in: 'query', content: 'application/json' }],
    ['ignores an empty content map', { name: 'f', in: 'query', content: {} }, { name: 'f', in: 'query' }],
    ['ignores fields of the wrong type', { name: 'f', in: 'header', style: 1, explode: 'true', allowReserved: 'yes' }, { name: 'f', in: 'header' }],
    ['rejects an unknown location (2.0 formData, body)', { name: 'f', in: 'formData' }, undefined],
    ['rejects a missing name', { in: 'query' }, undefined],
    ['rejects a non-object', 'id', undefined],
    ['rejects null', null, undefined],
  ])('%s', (_, raw, expected) => {
    expect(parameterSerialization(raw)).toEqual(expected);
  });

  it('feeds serializeParameter directly', () => {
    const p = parameterSerialization({ name: 'color', in: 'query', style: 'spaceDelimited', explode: false });
    expect(p && joinQuery((serializeParameter(p, ARRAY) as { pairs: [string, string][] }).pairs)).toBe('color=blue%20black%20brown');
  });
});

// OpenAPI 3.2.0, Parameter Object, `in: querystring`: the entire query string is one parameter,
// described by `content`. application/x-www-form-urlencoded is serialised as a form body is
// (Encoding Object defaults; WHATWG urlencoded bytes, space as `+`); any other media type is
// written in that type and percent-encoded as a whole (Appendix E).
describe('serializeParameter: in querystring', () => {
  const form: ParameterSerialization = { name: 'filter', in: 'querystring', content: 'application/x-www-form-urlencoded' };
  const json: ParameterSerialization = { name: 'selector', in: 'querystring', content: 'application/json' };
  it.each<[string, ParameterSerialization, unknown, string]>([
    ['writes a form object as name=value pairs', form, { page: 2, tag: 'a b' }, 'page=2&tag=a+b'],
    ['repeats array members (form, explode true by default)', form, { tag: ['x', 'y'] }, 'tag=x&tag=y'],
    ['encodes delimiters and non-ASCII in form values', form, { q: 'a&b=c+ü' }, 'q=a%26b%3Dc%2B%C3%BC'],
    ['writes an object member as JSON (Encoding Object default for objects)', form, { range: { min: 1 } }, 'range=%7B%22min%22%3A1%7D'],
    ['takes a string as form text already written, without a leading ?', form, '?a=1&b=2', 'a=1&b=2'],
    ['leaves out an undefined form value', form, undefined, ''],
    ['writes JSON text percent-encoded as the whole query', json, { a: [1, 'x'] }, '%7B%22a%22%3A%5B1%2C%22x%22%5D%7D'],
    ['takes a string as the JSON text already written', json, '{"a":1}', '%7B%22a%22%3A1%7D'],
    ['writes text/plain as the encoded text', { name: 't', in: 'querystring', content: 'text/plain' }, 'a b&c', 'a%20b%26c'],
  ])('%s', (_, p, value, expected) => {
    const s = serializeParameter(p, value);
    expect(s).toMatchObject({ in: 'querystring', name: p.name });
    expect(wire(s)).toBe(expected);
    expect(s.problem).toBeUndefined();
  });

  it('reads in: querystring and its media type from a Parameter Object', () => {
    expect(parameterSerialization({ name: 'q', in: 'querystring', content: { 'application/json': {} } })).toEqual({ name: 'q', in: 'querystring', content: 'application/json' });
  });
});
