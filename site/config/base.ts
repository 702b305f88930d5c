import type { LocaleCode } from './schema.ts';
import { localizePath } from '../i18n/locale.ts';
import { resolveDeployment, type Deployment } from './deployment.ts';

/**
 * The deployment the pages were built for (./deployment.ts): Vite's `base` and the site's URL,
 * which vite.config.ts gives the bundles (`import.meta.env.BASE_URL`, `PUBLIC_ENV__SITE_URL`).
 * Every URL the site writes for itself goes through {@link sitePath}, so the site works under
 * any base path.
 */
const deployment: Deployment = readDeployment();

function readDeployment(): Deployment {
  try {
    // Written out in full: Vite replaces only the whole expression. Not named SITE_URL, which
    // Vike refuses in the browser's bundle (vite.config.ts); undefined in unit tests.
    return { baseUrl: import.meta.env.BASE_URL, url: import.meta.env.PUBLIC_ENV__SITE_URL ?? resolveDeployment({}).url };
  } catch {
    return resolveDeployment(); // Loaded by Node itself (scripts), outside Vite.
  }
}

export const BASE_URL = deployment.baseUrl;
export const SITE_URL = deployment.url;

/** A path of the built site (`/img/logo.svg`, `/he/docs/intro`) as the browser requests it: under the base path. */
export function withBase(path: string): string {
  return path.startsWith('/') && !path.startsWith('//') ? BASE_URL + path.slice(1) : path;
}

/** A pathname the browser has, without the base path: the site's own path (unchanged when outside the base). */
export function withoutBase(pathname: string): string {
  if (pathname.startsWith(BASE_URL)) return `/${pathname.slice(BASE_URL.length)}`;
  return `${pathname}/` === BASE_URL ? '/' : pathname;
}

/** A page's link: the site path (`/docs/intro`) in `locale`, under the base path. */
export const sitePath = (path: string, locale: LocaleCode) => withBase(localizePath(path, locale));

/**
 * A page's absolute URL, for search engines and assistants: `https://…/docs/he/docs/intro`. A
 * valid URL whatever the page's file is named: a space or a letter outside ASCII is
 * percent-encoded, as a sitemap's `<loc>` must be.
 */
export const siteUrl = (path: string, locale: LocaleCode) => SITE_URL + encodeURI(sitePath(path, locale));
