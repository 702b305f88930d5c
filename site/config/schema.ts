import { z } from 'zod';

/**
 * The shapes of the site's configuration records, named as in the product description
 * (section 3, "Site configuration records"). siteConfig.ts holds the values.
 */

export const LocaleCode = z.enum(['en', 'he', 'zh']);
export type LocaleCode = z.infer<typeof LocaleCode>;

export const LocaleConfig = z.object({
  label: z.string(),
  direction: z.enum(['ltr', 'rtl']),
  htmlLang: z.string(),
  /** The Open Graph locale (`og:locale`): language and territory, `en_US`. */
  ogLocale: z.string().regex(/^[a-z]{2,3}_[A-Z]{2}$/),
  calendar: z.string(),
});
export type LocaleConfig = z.infer<typeof LocaleConfig>;

export const DocsVersion = z.object({
  name: z.string(),
  label: z.string(),
  path: z.string(),
  docIds: z.array(z.string()),
});
export type DocsVersion = z.infer<typeof DocsVersion>;

export const AnnouncementBar = z.object({
  id: z.string(),
  /** A key of the chrome strings: the bar's text is translated. */
  content: z.string(),
  /** A link after the text: a site path (given without locale) and the key of its text. */
  link: z.object({ to: z.string().startsWith('/'), labelKey: z.string() }).optional(),
  backgroundColor: z.string(),
  textColor: z.string(),
  isCloseable: z.boolean(),
});
export type AnnouncementBar = z.infer<typeof AnnouncementBar>;

const position = z.enum(['left', 'right']).default('left');

/** The navbar item kinds of the description ("Navbar item kinds"). */
export const NAVBAR_ITEM_KINDS = ['default', 'localeDropdown', 'search', 'dropdown', 'html', 'doc', 'docSidebar', 'docsVersion', 'docsVersionDropdown'] as const;

/**
 * One navbar item. An unknown `type` fails the build when the config is validated, with a message
 * that names the kind and lists the known ones (zod's own says only "Invalid input").
 */
export const NavbarItem = z.discriminatedUnion(
  'type',
  [
  z.object({ type: z.literal('default'), labelKey: z.string(), to: z.string().optional(), href: z.string().url().optional(), position }),
  z.object({ type: z.literal('localeDropdown'), position }),
  z.object({ type: z.literal('search'), position }),
  z.object({
    type: z.literal('dropdown'),
    labelKey: z.string(),
    items: z.array(z.object({ labelKey: z.string(), to: z.string().optional(), href: z.string().url().optional() })),
    position,
  }),
  z.object({ type: z.literal('html'), value: z.string(), position }),
  z.object({ type: z.literal('doc'), docId: z.string(), labelKey: z.string(), position }),
  z.object({ type: z.literal('docSidebar'), sidebarId: z.string(), labelKey: z.string(), position }),
  z.object({ type: z.literal('docsVersion'), position }),
  z.object({ type: z.literal('docsVersionDropdown'), position }),
  ],
  {
    error: (issue) =>
      issue.code === 'invalid_union' && issue.input && typeof issue.input === 'object' && 'type' in issue.input
        ? `unknown navbar item type ${JSON.stringify(issue.input.type)}: expected one of ${NAVBAR_ITEM_KINDS.join(', ')}`
        : undefined,
  },
);
export type NavbarItem = z.infer<typeof NavbarItem>;

export const Navbar = z.object({
  title: z.string(),
  logo: z.object({ alt: z.string(), src: z.string() }),
  items: z.array(NavbarItem),
  hideOnScroll: z.boolean(),
  style: z.enum(['primary', 'dark']),
});

export const Footer = z.object({
  links: z.array(z.object({ labelKey: z.string(), to: z.string() })),
  logo: z.object({ alt: z.string(), src: z.string() }).optional(),
  /** A key of the chrome strings, interpolated with the copyright year. */
  copyright: z.string(),
  style: z.enum(['light', 'dark']),
});

export const ColorMode = z.object({
  defaultMode: z.enum(['light', 'dark']),
  disableSwitch: z.boolean(),
  respectPrefersColorScheme: z.boolean(),
});
export type ColorMode = z.infer<typeof ColorMode>;

export const SiteConfig = z.object({
  title: z.string(),
  tagline: z.string(),
  /** The site's public origin, without path (`https://docs.example.com`): canonical URLs, the sitemap, llms.txt. `SITE_URL` overrides it at build time. */
  url: z.url({ protocol: /^https?$/ }).refine((url) => new URL(url).pathname === '/' && !url.endsWith('/'), 'the origin alone, without a path or a trailing slash'),
  /** The path the site is served under, `/` or `/docs/` (with both slashes). `BASE_PATH` overrides it at build time. */
  baseUrl: z.string().regex(/^\/([^/]+\/)*$/, 'a path that starts and ends with /'),
  defaultLocale: LocaleCode,
  locales: z.record(LocaleCode, LocaleConfig),
  docsVersions: z.array(DocsVersion),
  announcementBar: AnnouncementBar.optional(),
  navbar: Navbar,
  footer: Footer,
  colorMode: ColorMode,
});
export type SiteConfig = z.infer<typeof SiteConfig>;
