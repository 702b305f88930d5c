import { describe, expect, it } from 'vitest';
import { robotsNotice, robotsTxt, sitemapXml } from './sitemap.ts';

describe('sitemap.xml', () => {
  it('names each page by a valid URL, a file name with a space or a Hebrew letter percent-encoded', () => {
    const xml = sitemapXml(['/docs/My Page', '/docs/שלום']);
    expect(xml).toContain('<loc>https://docs.buildonblockchain.dev/he/docs/My%20Page</loc>');
    expect(xml).toContain('<loc>https://docs.buildonblockchain.dev/docs/%D7%A9%D7%9C%D7%95%D7%9D</loc>');
    expect(xml).toContain('hreflang="zh" href="https://docs.buildonblockchain.dev/zh/docs/My%20Page"');
  });
});

describe('robots.txt', () => {
  it('lets crawlers in and names the sitemap', () => {
    expect(robotsTxt('https://docs.example.org/sitemap.xml')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://docs.example.org/sitemap.xml\n');
  });

  it("under a base path, tells what the host's root robots.txt must say, as crawlers read no other", () => {
    expect(robotsNotice('https://example.org', '/', 'https://example.org/sitemap.xml')).toBeUndefined();
    const notice = robotsNotice('https://example.org', '/docs/', 'https://example.org/docs/sitemap.xml');
    expect(notice).toContain('https://example.org/robots.txt');
    expect(notice).toMatch(/\n {2}Sitemap: https:\/\/example\.org\/docs\/sitemap\.xml$/);
  });
});
