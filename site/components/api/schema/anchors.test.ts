import { describe, expect, it } from 'vitest';
import { AnchorRegistry, anchorSegment, childAnchor } from './anchors.ts';

describe('anchorSegment', () => {
  it('lower-cases and joins words with one dash', () => {
    expect(anchorSegment('application/json')).toBe('application-json');
    expect(anchorSegment('Idempotency-Key')).toBe('idempotency-key');
    expect(anchorSegment('  $ref ')).toBe('ref');
    expect(anchorSegment('schema-request-body-application/problem+json')).toBe('schema-request-body-application-problem-json');
  });
  it('keeps letters and digits of any script', () => {
    expect(anchorSegment('市场 2')).toBe('市场-2');
    expect(anchorSegment('שוק')).toBe('שוק');
  });
  it('never returns an empty segment', () => {
    expect(anchorSegment('')).toBe('_');
    expect(anchorSegment('@@')).toBe('_');
  });
  it('appends a slugified child segment', () => {
    expect(childAnchor('schema-response-200', 'parentId')).toBe('schema-response-200-parentid');
  });
});

describe('AnchorRegistry', () => {
  it('hands out each id once, suffixing repeats in order', () => {
    const registry = new AnchorRegistry();
    expect(registry.claim('a')).toBe('a');
    expect(registry.claim('a')).toBe('a-2');
    expect(registry.claim('a')).toBe('a-3');
    expect(registry.claim('a-2')).toBe('a-2-2');
  });
  it('shares a set of used ids between registries', () => {
    const used = new Set<string>();
    new AnchorRegistry(used).claim('x');
    expect(new AnchorRegistry(used).claim('x')).toBe('x-2');
  });
});
