import { describe, expect, it } from 'vitest';
import { jsExpression, jsKey, jsString, jsValue } from './jsLiteral.ts';
import { NASTY } from './testFixtures.ts';

const LONE_SURROGATES = ['\ud800', 'a\udc00b'];
const evaluate = (expression: string, env: Record<string, string> = {}): unknown => new Function('process', `return ${expression};`)({ env });

describe('jsString', () => {
  it('is a literal that evaluates to the text', () => {
    for (const text of [...NASTY, ...LONE_SURROGATES, '\u0000']) expect(evaluate(jsString(text))).toBe(text);
  });
});

describe('jsKey', () => {
  it('is bare for identifiers, quoted otherwise', () => {
    expect(jsKey('Accept')).toBe('Accept');
    expect(jsKey('$ref_1')).toBe('$ref_1');
    expect(jsKey('Content-Type')).toBe('"Content-Type"');
    expect(jsKey('1st')).toBe('"1st"');
    expect(jsKey("it's")).toBe(`"it's"`);
  });
});

describe('jsExpression', () => {
  it('is a plain string without variables', () => {
    expect(jsExpression(['a', 'b'])).toBe('"ab"');
  });

  it('is a template literal reading process.env with them', () => {
    expect(jsExpression(['Bearer ', { env: 'BOB_API_KEY' }])).toBe('`Bearer ${process.env.BOB_API_KEY}`');
  });

  it('escapes backslashes, backquotes, ${ and controls in the template', () => {
    for (const text of [...NASTY, ...LONE_SURROGATES, '\u0000', '${', '$$', '\\${x}']) {
      expect(evaluate(jsExpression([text, { env: 'K' }, text]), { K: '${k}' })).toBe(`${text}\${k}${text}`);
    }
  });
});

describe('jsValue', () => {
  it('lays out like prettier: bare keys, trailing commas, indented for its place', () => {
    expect(jsValue({ a: 1, 'b-c': [true, null], d: {}, e: [] }, 2)).toBe(
      '{\n    a: 1,\n    "b-c": [\n      true,\n      null,\n    ],\n    d: {},\n    e: [],\n  }',
    );
  });

  it('evaluates to the value', () => {
    const value = { nasty: NASTY, nested: [{ n: -1.5e-7, big: 12345678901234 }], 'key "q"': "it's", __proto__x: 1, undef: undefined };
    expect(evaluate(jsValue(value))).toEqual(JSON.parse(JSON.stringify(value)));
  });
});
