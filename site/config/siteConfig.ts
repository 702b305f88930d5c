import type { SiteConfig } from './schema.ts';

/** The product description's constants (section 9), named as there. */
export const constants = {
  progressBar: { delay: 200, minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800 },
  mobileBreakpoint: 996,
  defaultThemeIconSize: 21,
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  docsVersionPersistence: 'localStorage',
  copyrightYear: 2023,
  titleDelimiter: '|',
  /** Browser storage keys (section 7). */
  storage: {
    theme: 'theme',
    announcementDismiss: 'docusaurus.announcement.dismiss',
    announcementId: 'docusaurus.announcement.id',
    preferredVersion: (pluginId: string) => `docs-preferred-version-${pluginId}`,
  },
} as const;

/**
 * The site's configuration records (section 3). Typed here; validated against the zod schema by
 * the build (vite.config.ts calls validateSiteConfig), so zod itself never ships to the browser.
 */
const shipped: SiteConfig = {
  title: 'Build on Blockchain',
  tagline: 'Build a custom exchange on a smart-contract clearinghouse',
  url: 'https://docs.buildonblockchain.dev',
  baseUrl: '/',
  defaultLocale: 'en',
  locales: {
    en: { label: 'English', direction: 'ltr', htmlLang: 'en', ogLocale: 'en_US', calendar: 'gregory' },
    he: { label: 'עברית', direction: 'rtl', htmlLang: 'he', ogLocale: 'he_IL', calendar: 'gregory' },
    zh: { label: '中文', direction: 'ltr', htmlLang: 'zh', ogLocale: 'zh_CN', calendar: 'gregory' },
  },
  docsVersions: [
    {
      name: 'current',
      label: 'Next',
      path: '/docs',
      docIds: [
        'intro',
        'tutorial-basics/create-a-page',
        'tutorial-basics/create-a-document',
        'tutorial-basics/create-a-blog-post',
        'tutorial-basics/markdown-features',
        'tutorial-basics/deploy-your-site',
        'tutorial-basics/congratulations',
        'tutorial-extras/manage-docs-versions',
        'tutorial-extras/translate-your-site',
      ],
    },
  ],
  announcementBar: {
    id: 'api-v1-4',
    content: 'announcement.content',
    // The changelog's entry of the release (site/components/changelog/changelogPath.ts: releaseHref).
    link: { to: '/api/changelog#v1-4-0', labelKey: 'announcement.link' },
    backgroundColor: '#1f6feb',
    textColor: '#ffffff',
    isCloseable: true,
  },
  navbar: {
    title: 'Build on Blockchain',
    logo: { alt: 'Build on Blockchain logo', src: '/img/logo.svg' },
    hideOnScroll: false,
    style: 'dark',
    items: [
      { type: 'doc', docId: 'intro', labelKey: 'navbar.guide', position: 'left' },
      { type: 'default', labelKey: 'navbar.api', to: '/api', position: 'left' },
      { type: 'default', labelKey: 'navbar.testNetwork', href: 'https://testnet.buildonblockchain.dev', position: 'right' },
      { type: 'localeDropdown', position: 'right' },
      { type: 'search', position: 'right' },
    ],
  },
  footer: {
    style: 'dark',
    logo: { alt: 'Build on Blockchain logo', src: '/img/logo.svg' },
    links: [
      { labelKey: 'footer.guide', to: '/docs/intro' },
      { labelKey: 'footer.api', to: '/api' },
      { labelKey: 'footer.blog', to: '/blog' },
    ],
    copyright: 'footer.copyright',
  },
  colorMode: { defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: false },
};

/**
 * The one build-time override: `VITE_SITE_CONFIG=variant` builds the site with the paths the
 * shipped configuration switches off turned on (colour-mode switch following the system, navbar
 * hiding on scroll, one navbar item of every kind), so the end-to-end tests can prove them
 * (tests/e2e/*.variant.spec.ts). Vite replaces the variable in the server and the browser
 * bundles alike, so both render the same configuration.
 */
export const configVariant: 'variant' | undefined = readVariant() === 'variant' ? 'variant' : undefined;

function readVariant(): string | undefined {
  try {
    // Written out in full: Vite and Vike replace only the whole expression, name included.
    return import.meta.env.VITE_SITE_CONFIG;
  } catch {
    return process.env.VITE_SITE_CONFIG; // vite.config.ts and +config.ts, loaded by Node itself.
  }
}

const variant: SiteConfig = {
  ...shipped,
  navbar: {
    ...shipped.navbar,
    hideOnScroll: true,
    items: [
      ...shipped.navbar.items,
      {
        type: 'dropdown',
        labelKey: 'navbar.more',
        position: 'left',
        items: [
          { labelKey: 'footer.blog', to: '/blog' },
          { labelKey: 'navbar.testNetwork', href: 'https://testnet.buildonblockchain.dev' },
        ],
      },
      { type: 'docSidebar', sidebarId: 'tutorialSidebar', labelKey: 'navbar.tutorial', position: 'left' },
      { type: 'html', value: '<span class="navbar-divider"></span>', position: 'right' },
      { type: 'docsVersion', position: 'right' },
      { type: 'docsVersionDropdown', position: 'right' },
    ],
  },
  colorMode: { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: true },
};

export const siteConfig: SiteConfig = configVariant ? variant : shipped;
