import { describe, expect, it } from 'vitest';
import { pagesRendered } from './measureRebuilds.ts';

describe('pagesRendered', () => {
  it("sums the pre-rendering processes' pages, less those from the cache", () => {
    const lines = '✓ 339 pages pre-rendered, 300 of them from the cache, 309 as Markdown (part 1 of 2)\n✓ 444 pages pre-rendered, 441 of them from the cache, 438 as Markdown (part 2 of 2)';
    expect(pagesRendered(lines)).toEqual({ pages: 783, rendered: 42 });
  });

  it('counts every page as rendered by a build without the cache', () => {
    expect(pagesRendered('✓ 24 pages pre-rendered, 12 as Markdown, the sitemap and llms.txt (part 1 of 1)')).toEqual({ pages: 24, rendered: 24 });
  });
});
