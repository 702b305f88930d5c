import { describe, expect, it } from 'vitest';
import { schemaSidebar } from '../../generated/schemaSidebar.ts';
import { schemaIndex, schemaLinks, schemaLinksAround } from './schemaLinks.ts';

describe("a schema page's place and links in the Schemas group", () => {
  it('is found by its slug, for every schema; none for a slug the API does not have', () => {
    schemaSidebar.forEach((item, i) => expect(schemaIndex(item.slug), item.slug).toBe(i));
    expect(schemaIndex('no-such-schema')).toBe(-1);
  });

  it("carries its own link and ten either side of it, fewer at the group's ends", () => {
    expect(schemaSidebar.length).toBeGreaterThan(21);
    const middle = Math.floor(schemaSidebar.length / 2);
    expect(schemaLinksAround(schemaSidebar[middle]!.slug)).toEqual(schemaLinks.slice(middle - 10, middle + 11));
    expect(schemaLinksAround(schemaSidebar[0]!.slug)).toEqual(schemaLinks.slice(0, 11));
    expect(schemaLinksAround(schemaSidebar.at(-1)!.slug)).toEqual(schemaLinks.slice(-11));
  });
});
