import { describe, expect, it } from 'vitest';
import type { SitePages } from './pageKeys.ts';
import { planPages } from './planPages.ts';
import type { PageUrl } from './prerenderThreads.ts';

/** A path's pages in two locales, with keys unless `keys` is false. */
const locales = (path: string, order: number | undefined, keys = true): PageUrl[] =>
  ['', '/he'].map((prefix, nth) => ({ url: `${prefix}${path}`, path, ...(order === undefined ? {} : { order: order * 2 + nth }), ...(keys ? { key: `key of ${prefix}${path}` } : {}) }));

const pages = (keys = true): SitePages => ({
  paths: [locales('/', 0, keys), locales('/docs/intro', 1, keys), locales('/api', 2, keys), locales('/api/login', 3, keys), locales('/api/ping', 4, keys)],
  notFound: [locales('/404', undefined, keys)],
});

describe('which pages a build renders', () => {
  it('renders a path in every locale when one of them is neither in place nor cached; leaves or writes the others from the cache', () => {
    const inPlace = new Set(['/', '/he/', '/docs/intro', '/api', '/he/api', '/he/api/login', '/404', '/he/404']);
    const cached = new Set(['/he/docs/intro', '/api/ping']);
    const plan = planPages(pages(), 2, (page) => inPlace.has(page.url), (page) => cached.has(page.url));
    expect(plan.inPlace.map((page) => page.url)).toEqual(['/', '/he/', '/docs/intro', '/api', '/he/api', '/404', '/he/404']);
    expect(plan.fromCache.map((page) => page.url)).toEqual(['/he/docs/intro']);
    // /api/login's English page is missing, and /api/ping's Hebrew: both are rendered whole.
    expect(plan.api).toEqual([3, 4]);
    expect(plan.first).toEqual([]);
  });

  it('gives the first thread the pages made from the content and the not-found pages, and renders everything without keys', () => {
    const plan = planPages(pages(), 2, () => false, (page) => page.path.startsWith('/api'));
    expect(plan.first.map((page) => page.url)).toEqual(['/', '/he/', '/docs/intro', '/he/docs/intro', '/404', '/he/404']);
    expect(plan.api).toEqual([]);
    const cold = planPages(pages(false), 2, () => true, () => true);
    expect([cold.first.length, cold.api, cold.inPlace, cold.fromCache]).toEqual([6, [2, 3, 4], [], []]);
  });
});
