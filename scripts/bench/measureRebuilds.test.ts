import { describe, expect, it } from 'vitest';
import { pagesRendered } from './measureRebuilds.ts';

describe('pagesRendered', () => {
  it("sums the pre-rendering threads' pages and those the build took from the cache", () => {
    const lines = [
      '✓ 30 pages pre-rendered, 24 as Markdown (part 1 of 2)',
      '✓ 12 pages pre-rendered, 12 as Markdown (part 2 of 2)',
      '✓ 741 pages from the cache, 700 of them left in place; the rest pre-rendered in 2 threads',
    ].join('\n');
    expect(pagesRendered(lines)).toEqual({ pages: 783, rendered: 42 });
  });

  it('counts every page as rendered by a build without the cache, and none by one that rendered nothing', () => {
    expect(pagesRendered('✓ 24 pages pre-rendered, 12 as Markdown, the sitemap and llms.txt (part 1 of 1)\n✓ 0 pages from the cache, 0 of them left in place')).toEqual({ pages: 24, rendered: 24 });
    expect(pagesRendered('✓ 24 pages from the cache, 24 of them left in place; the search index left in place')).toEqual({ pages: 24, rendered: 0 });
  });
});
