import { describe, expect, it } from 'vitest';
import { goExpression, goMethod, goRawString, goString } from './goLiteral.ts';
import { NASTY } from './testFixtures.ts';

/**
 * Go is not installed here, so this reads Go string literals back as the Go spec defines them:
 * raw `…` (CRs dropped) and interpreted "…" with \\ \" \n \r \t \xNN \uNNNN escapes, joined by +.
 */
function readGo(expression: string): string {
  let rest = expression;
  let text = '';
  while (rest) {
    const raw = /^`([^`]*)`/.exec(rest);
    const interpreted = /^"((?:[^"\\\n]|\\.)*)"/.exec(rest);
    const body = (raw ?? interpreted)?.[1] ?? '';
    if (/[\u0000\ufeff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(body)) throw new Error('not valid Go source');
    if (raw) text += body.replaceAll('\r', '');
    else if (interpreted) {
      text += body.replace(/\\(x[0-9a-f]{2}|u[0-9a-f]{4}|.)/g, (_, e: string) =>
        e.length > 1 ? String.fromCharCode(parseInt(e.slice(1), 16)) : ({ n: '\n', r: '\r', t: '\t' }[e] ?? e),
      );
    } else throw new Error(`not a Go string literal: ${rest}`);
    rest = rest.slice((raw ?? interpreted)![0].length).replace(/^ ?\+ ?/, '');
  }
  return text;
}

describe('goString', () => {
  it('escapes quotes, backslashes and controls, and keeps non-ASCII', () => {
    expect(goString('say "hi" \\ $x `y`')).toBe('"say \\"hi\\" \\\\ $x `y`"');
    expect(goString('a\nb\u0000\ufeff')).toBe('"a\\nb\\x00\\ufeff"');
    expect(goString('日本語 👍')).toBe('"日本語 👍"');
  });

  it('reads back as the text', () => {
    for (const text of [...NASTY, '\u0000', '\ufeff']) expect(readGo(goString(text))).toBe(text);
  });

  it('writes a lone surrogate, which Go cannot hold, as U+FFFD', () => {
    expect(goString('a\ud800b')).toBe('"a\\ufffdb"');
  });
});

describe('goRawString', () => {
  it('is one raw literal when it can be', () => {
    expect(goRawString('{\n  "a": "b\\n"\n}')).toBe('`{\n  "a": "b\\n"\n}`');
    expect(goRawString('')).toBe('""');
  });

  it('splices in what a raw literal cannot hold', () => {
    expect(goRawString('a`b')).toBe('`a` + "`" + `b`');
    expect(goRawString('x\r\ny')).toBe('`x` + "\\r" + `\ny`');
    expect(goRawString('``')).toBe('"``"');
  });

  it('reads back as the text', () => {
    for (const text of [...NASTY, '\u0000`\ufeff', '`start', 'end`']) expect(readGo(goRawString(text))).toBe(text);
  });
});

describe('goExpression', () => {
  it('joins literals and os.Getenv with +, compact as an argument among several', () => {
    expect(goExpression(['Bearer ', { env: 'BOB_API_KEY' }])).toBe('"Bearer " + os.Getenv("BOB_API_KEY")');
    expect(goExpression(['Bearer ', { env: 'BOB_API_KEY' }], true)).toBe('"Bearer "+os.Getenv("BOB_API_KEY")');
    expect(goExpression([])).toBe('""');
  });
});

describe('goMethod', () => {
  it("uses net/http's constants", () => {
    expect(goMethod('POST')).toBe('http.MethodPost');
    expect(goMethod('TRACE')).toBe('http.MethodTrace');
    expect(goMethod('PURGE')).toBe('"PURGE"');
  });
});
