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
 * the build (scripts/build.ts), so zod itself never ships to the browser.
 */
export const siteConfig: SiteConfig = {
  title: 'Build on Blockchain',
  tagline: 'Build a custom exchange on a smart-contract clearinghouse',
  defaultLocale: 'en',
  locales: {
    en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory' },
    he: { label: 'עברית', direction: 'rtl', htmlLang: 'he', calendar: 'gregory' },
    zh: { label: '中文', direction: 'ltr', htmlLang: 'zh', calendar: 'gregory' },
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
