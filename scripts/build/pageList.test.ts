import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routes as apiRoutes, schemaRoutes } from '../../site/generated/routes.ts';
import { sitePageList } from './pageList.ts';

const PAGES = 'site/pages';

/**
 * The routes of site/pages as Vike's filesystem routing makes them: a folder with a `+Page` is a
 * page at its path (`index` is its parent's), `@name` a parameter of one segment, and a
 * `+route.ts` says the route itself (`/docs/*`). The error page is not routed.
 */
function vikeRoutes(): RegExp[] {
  const folders = readdirSync(PAGES, { recursive: true, encoding: 'utf8' })
    .filter((file) => /(^|\/)\+Page\.tsx$/.test(file))
    .map((file) => path.dirname(file))
    .filter((folder) => folder !== '_error');
  return folders.map((folder) => {
    const routeFile = path.join(PAGES, folder, '+route.ts');
    if (existsSync(routeFile)) {
      const route = /export default '([^']+)'/.exec(readFileSync(routeFile, 'utf8'))![1]!;
      return new RegExp(`^${route.replace('*', '.+')}$`);
    }
    const segments = folder.split('/').filter((segment) => segment !== 'index' && segment !== '.');
    return new RegExp(`^/${segments.map((segment) => (segment.startsWith('@') ? '[^/]+' : segment)).join('/')}$`);
  });
}

describe("the build's list of pages", () => {
  it("is every page site/pages routes: each path one of its routes, each route without parameters listed", () => {
    const { paths } = sitePageList();
    const routes = vikeRoutes();
    for (const page of paths) expect(routes.some((route) => route.test(page)), page).toBe(true);
    for (const route of routes.filter((r) => !r.source.includes('[^/]') && !r.source.includes('.+'))) {
      expect(paths.some((page) => route.test(page)), route.source).toBe(true);
    }
    expect(paths).toEqual(expect.arrayContaining(['/', '/docs/intro', '/blog/welcome', '/blog/tags/hola', '/api', '/api/changelog', '/api/login', '/api/schemas', '/api/schemas/room']));
    // The operations', the changelog, the named schemas' and their index.
    expect(paths.filter((page) => page.startsWith('/api/'))).toHaveLength(Object.keys(apiRoutes).length + 1 + Object.keys(schemaRoutes).length + 1);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("puts the content's pages first, for the first thread, the operations' last, and the not-found page apart", () => {
    const { paths, firstOnly, notFound } = sitePageList();
    expect(paths.slice(0, firstOnly).every((page) => page !== '/api' && !page.startsWith('/api/'))).toBe(true);
    const reference = paths.slice(firstOnly);
    expect(reference.every((page) => page === '/api' || page.startsWith('/api/'))).toBe(true);
    const operations = Object.keys(apiRoutes).map((slug) => `/api/${slug}`).sort();
    expect(reference.slice(-operations.length)).toEqual(operations);
    expect(reference.slice(0, -operations.length)).toEqual([...reference.slice(0, -operations.length)].sort());
    expect(notFound).toEqual(['/404']);
  });
});
