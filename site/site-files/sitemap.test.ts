import { describe, expect, it } from 'vitest';
import { robotsNotice, robotsTxt } from './sitemap.ts';

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
