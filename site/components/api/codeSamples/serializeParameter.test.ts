import { describe, expect, it } from 'vitest';
import { encodeUriComponent, pathValue, plainValue, queryPairs } from './serializeParameter.ts';
import { parameter } from './testFixtures.ts';

describe('encodeUriComponent', () => {
  it("leaves only unreserved characters, so a ' cannot end curl's quoted URL", () => {
    expect(encodeUriComponent("a b&c=d/é!'()*~-._")).toBe('a%20b%26c%3Dd%2F%C3%A9%21%27%28%29%2A~-._');
  });
});

describe('pathValue', () => {
  it('encodes the example (simple style)', () => {
    expect(pathValue(parameter('path', 'id', 'room 1/ü'))).toBe('room%201%2F%C3%BC');
    expect(pathValue(parameter('path', 'ids', ['a', 'b c']))).toBe('a,b%20c');
    expect(pathValue(parameter('path', 'n', 42))).toBe('42');
  });

  it("names a value the spec does not give, as GitHub's docs do, rather than sending its type's stand-in", () => {
    const made = (name: string, value: unknown) => ({ ...parameter('path', name, value), examples: [{ value, generated: true }] });
    expect(pathValue(made('owner', 'string'))).toBe('OWNER');
    expect(pathValue(made('issue-number', 0))).toBe('ISSUE_NUMBER');
    expect(pathValue(made('marketId', 'string'))).toBe('MARKET_ID');
    // Made from something the spec says (an enum, a format, a bound): a real value, kept.
    expect(pathValue(made('state', 'open'))).toBe('open');
    expect(pathValue(made('page', 1))).toBe('1');
    expect(pathValue(parameter('path', 'id', 'string'))).toBe('string');
  });

  it('follows the label and matrix styles', () => {
    expect(pathValue(parameter('path', 'ids', ['a', 'b'], { style: 'label' }))).toBe('.a,b');
    expect(pathValue(parameter('path', 'ids', ['a', 'b'], { style: 'matrix', explode: true }))).toBe(';ids=a;ids=b');
    expect(pathValue(parameter('path', 'id', 'x', { style: 'matrix' }))).toBe(';id=x');
  });
});

describe('queryPairs', () => {
  it('writes form style, exploded by default', () => {
    expect(queryPairs(parameter('query', 'q', 'ETH & BTC'))).toEqual(['q=ETH%20%26%20BTC']);
    expect(queryPairs(parameter('query', 'state', ['trading', 'paused']))).toEqual(['state=trading', 'state=paused']);
    expect(queryPairs(parameter('query', 'state', ['a', 'b'], { explode: false }))).toEqual(['state=a,b']);
    expect(queryPairs(parameter('query', 'closed', false))).toEqual(['closed=false']);
    expect(queryPairs(parameter('query', 'limit', 20))).toEqual(['limit=20']);
  });

  it('writes objects, delimited arrays and deep objects', () => {
    expect(queryPairs(parameter('query', 'f', { a: 1, b: 'x y' }))).toEqual(['a=1', 'b=x%20y']);
    expect(queryPairs(parameter('query', 'f', ['a', 'b'], { style: 'pipeDelimited', explode: false }))).toEqual(['f=a%7Cb']);
    expect(queryPairs(parameter('query', 'f', ['a', 'b'], { style: 'spaceDelimited', explode: false }))).toEqual(['f=a%20b']);
    expect(queryPairs(parameter('query', 'filter', { min: 1 }, { style: 'deepObject' }))).toEqual(['filter%5Bmin%5D=1']);
  });

  it('sends nothing without an example', () => {
    expect(queryPairs({ ...parameter('query', 'q', undefined), examples: [] })).toEqual([]);
  });
});

describe('plainValue', () => {
  it('writes header values unencoded, simple style', () => {
    expect(plainValue(parameter('header', 'X-Tags', ['a', 'b c']))).toBe('a,b c');
    expect(plainValue(parameter('header', 'X-Id', 'é/1'))).toBe('é/1');
  });
});
