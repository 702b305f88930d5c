import { describe, expect, it } from 'vitest';
import { linksAround } from './linksAround.ts';

describe('linksAround', () => {
  const links = Array.from({ length: 100 }, (_, i) => i);

  it('keeps a group of at most twice `around` and one whole', () => {
    expect(linksAround(links.slice(0, 21), 0, 10)).toEqual(links.slice(0, 21));
  });

  it("keeps the page's link and `around` either side of it in a longer group, fewer at its ends", () => {
    expect(linksAround(links, 50, 10)).toEqual(links.slice(40, 61));
    expect(linksAround(links, 3, 10)).toEqual(links.slice(0, 14));
    expect(linksAround(links, 99, 10)).toEqual(links.slice(89));
  });
});
