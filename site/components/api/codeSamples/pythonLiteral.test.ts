import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { pyExpression, pyString, pyValue } from './pythonLiteral.ts';
import { NASTY } from './testFixtures.ts';

/** What Python makes of each expression: one python3, the values back as JSON. */
function pythonValues(expressions: string[], env: Record<string, string> = {}): unknown[] {
  const program = `import json, os, sys\nvalues = [\n${expressions.map((e) => `    ${e},\n`).join('')}]\nsys.stdout.write(json.dumps(values))\n`;
  return JSON.parse(execFileSync('python3', ['-c', program], { env: { ...process.env, ...env }, encoding: 'utf8' })) as unknown[];
}

const ODD = ['\u0000', '\ud800', 'a\udfffb', '\\x41', '\\N{DASH}'];

describe('pyString', () => {
  it('escapes quotes, backslashes and controls, and keeps non-ASCII', () => {
    expect(pyString('say "hi"\\')).toBe('"say \\"hi\\"\\\\"');
    expect(pyString('a\nb\u0001')).toBe('"a\\nb\\x01"');
    expect(pyString('café')).toBe('"café"');
  });

  it('gives Python back exactly the text', () => {
    const texts = [...NASTY, ...ODD];
    expect(pythonValues(texts.map(pyString))).toEqual(texts);
  });
});

describe('pyExpression', () => {
  it('joins literals and os.environ with +', () => {
    expect(pyExpression(['Bearer ', { env: 'BOB_API_KEY' }])).toBe('"Bearer " + os.environ["BOB_API_KEY"]');
    expect(pyExpression([])).toBe('""');
    expect(pythonValues([pyExpression(['a"', { env: 'K' }, '\n'])], { K: 'v{}' })).toEqual(['a"v{}\n']);
  });
});

describe('pyValue', () => {
  it('writes True, False and None, in black layout', () => {
    expect(pyValue({ on: true, off: false, none: null, list: [1, 'a'], empty: {}, none2: [] }, 4)).toBe(
      '{\n        "on": True,\n        "off": False,\n        "none": None,\n        "list": [\n            1,\n            "a",\n        ],\n        "empty": {},\n        "none2": [],\n    }',
    );
  });

  it('evaluates to the value', () => {
    const value = { nasty: [...NASTY, ...ODD], n: [0, -1.5e-7, 1e21, 12345678901234], flags: [true, false, null], 'key "q"': { "it's": {} } };
    expect(pythonValues([pyValue(value)])).toEqual([value]);
  });
});
