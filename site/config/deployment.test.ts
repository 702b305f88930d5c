import { afterEach, describe, expect, it, vi } from 'vitest';
import { normalizeBasePath, resolveDeployment, resolveDeploymentOrExit } from './deployment.ts';
import { siteConfig } from './siteConfig.ts';

const shipped = { url: siteConfig.url, baseUrl: siteConfig.baseUrl };

describe('resolveDeployment', () => {
  it("is the site configuration's without SITE_URL and BASE_PATH", () => {
    expect(resolveDeployment({})).toEqual(shipped);
  });

  it('takes SITE_URL and BASE_PATH alone or together, normalised', () => {
    expect(resolveDeployment({ SITE_URL: 'https://docs.example.com/' })).toEqual({ url: 'https://docs.example.com', baseUrl: shipped.baseUrl });
    expect(resolveDeployment({ BASE_PATH: 'docs' })).toEqual({ url: shipped.url, baseUrl: '/docs/' });
    expect(resolveDeployment({ SITE_URL: 'http://localhost:8080', BASE_PATH: '/a/b' })).toEqual({ url: 'http://localhost:8080', baseUrl: '/a/b/' });
  });

  it('refuses a SITE_URL that is not an http(s) origin, saying where the path goes', () => {
    for (const SITE_URL of ['docs.example.com', 'ftp://docs.example.com', 'https://docs.example.com/docs']) {
      expect(() => resolveDeployment({ SITE_URL })).toThrow(/^SITE_URL must be an http\(s\) origin without a path.*the path goes in BASE_PATH\.$/);
    }
  });
});

describe('resolveDeployment, given a BASE_PATH that is not a path', () => {
  it('refuses a URL, a query or fragment, a dot segment, saying where the origin goes', () => {
    for (const BASE_PATH of ['https://docs.example.com/docs', '//docs.example.com/docs', 'docs?v=2', '/docs#top', '/a/../b', './docs', 'my docs']) {
      expect(() => resolveDeployment({ BASE_PATH }), BASE_PATH).toThrow(/^BASE_PATH must be the path the site is served under, such as \/docs\/ \(it is ".*"\); the origin goes in SITE_URL\.$/);
    }
  });

  it('takes the paths teams serve under, with their dots and dashes', () => {
    expect(resolveDeployment({ BASE_PATH: '/api-docs/v1.2/' }).baseUrl).toBe('/api-docs/v1.2/');
  });
});

describe('resolveDeploymentOrExit', () => {
  afterEach(() => vi.restoreAllMocks());

  it('prints a malformed SITE_URL\'s message alone and exits 1', () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit ${code}`);
    });
    expect(() => resolveDeploymentOrExit({ SITE_URL: 'https://docs.example.com/docs' })).toThrow('exit 1');
    expect(printed).toHaveBeenCalledWith(expect.stringMatching(/^SITE_URL must be an http\(s\) origin without a path/));
  });

  it('returns the deployment otherwise', () => {
    expect(resolveDeploymentOrExit({ SITE_URL: 'https://docs.example.com', BASE_PATH: '/docs/' })).toEqual({ url: 'https://docs.example.com', baseUrl: '/docs/' });
  });
});

describe('normalizeBasePath', () => {
  it('gives both slashes, and / for none', () => {
    expect(['docs', '/docs', '/docs/', 'a//b'].map(normalizeBasePath)).toEqual(['/docs/', '/docs/', '/docs/', '/a/b/']);
    expect(['', '/', '//'].map(normalizeBasePath)).toEqual(['/', '/', '/']);
  });
});
