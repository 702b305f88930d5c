import { canonicalPath as canonicalPathFor } from '../../../scripts/serve/redirects.ts';
import { siteConfig } from '../../config/siteConfig.ts';
import { LOCALES } from '../../i18n/locale.ts';

const PREFIXED = LOCALES.filter((locale) => locale !== siteConfig.defaultLocale);

/**
 * A pathname as the site's server would redirect it (`/x.html` and `/x/index.html` → `/x`): the
 * server's own rule (scripts/serve/redirects.ts, pure), so client and server agree.
 */
export const canonicalPath = (pathname: string) => canonicalPathFor(pathname, PREFIXED);
