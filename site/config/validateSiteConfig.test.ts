import { describe, expect, it, vi } from 'vitest';
import { siteConfig } from './siteConfig.ts';
import { validateSiteConfig } from './validateSiteConfig.ts';

const withItems = (items: unknown[]) => ({ ...siteConfig, navbar: { ...siteConfig.navbar, items } });

describe('validateSiteConfig', () => {
  it('accepts the shipped configuration', () => {
    expect(() => validateSiteConfig()).not.toThrow();
  });

  it('accepts the variant configuration the end-to-end tests build (VITE_SITE_CONFIG=variant)', async () => {
    vi.stubEnv('VITE_SITE_CONFIG', 'variant');
    vi.resetModules();
    try {
      const variant = await import('./siteConfig.ts');
      expect(variant.configVariant).toBe('variant');
      expect(variant.siteConfig.colorMode).toEqual({ defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: true });
      expect(new Set(variant.siteConfig.navbar.items.map((i) => i.type)).size).toBe(9);
      expect(() => validateSiteConfig(variant.siteConfig)).not.toThrow();
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });

  it('accepts one navbar item of every kind the description lists', () => {
    const items = [
      { type: 'default', labelKey: 'navbar.api', to: '/api' },
      { type: 'localeDropdown' },
      { type: 'search' },
      { type: 'dropdown', labelKey: 'navbar.more', items: [{ labelKey: 'footer.blog', to: '/blog' }] },
      { type: 'html', value: '<span></span>' },
      { type: 'doc', docId: 'intro', labelKey: 'navbar.guide' },
      { type: 'docSidebar', sidebarId: 'tutorialSidebar', labelKey: 'navbar.tutorial' },
      { type: 'docsVersion' },
      { type: 'docsVersionDropdown' },
    ];
    expect(() => validateSiteConfig(withItems(items))).not.toThrow();
  });

  it('fails on an unknown navbar item kind, naming the item, the kind and the known kinds', () => {
    const items = [...siteConfig.navbar.items, { type: 'megaMenu', position: 'left' }];
    expect(() => validateSiteConfig(withItems(items))).toThrow(
      `navbar.items.${items.length - 1}.type: unknown navbar item type "megaMenu": expected one of default, localeDropdown, search, dropdown, html, doc, docSidebar, docsVersion, docsVersionDropdown`,
    );
  });

  it('names the field of a known kind that is wrong', () => {
    expect(() => validateSiteConfig(withItems([{ type: 'doc', labelKey: 'navbar.guide' }]))).toThrow(/navbar\.items\.0\.docId/);
  });

  it('throws its problems without a stack trace, which Vite would print under them', () => {
    const thrown = (() => {
      try {
        validateSiteConfig(withItems([{ type: 'megaMenu' }]));
      } catch (error) {
        return error as Error;
      }
    })();
    expect(thrown?.stack).toBe(thrown?.message);
  });
});
