import { usePageContext } from 'vike-react/usePageContext';
import { alternates } from '../components/layout/alternates.ts';
import { headScript } from '../components/layout/headScript.ts';
import type { PageData } from '../components/layout/pageData.ts';
import { siteUrl, withBase } from '../config/base.ts';
import { siteConfig } from '../config/siteConfig.ts';
import { plainDescription } from '../content-pipeline/plainDescription.ts';
import { LOCALES } from '../i18n/locale.ts';

// Environment: server (vike-react renders the head into the pre-rendered HTML only; it writes
// `og:title` itself, from +title).
export default function Head() {
  const pageContext = usePageContext();
  const { locale, urlPathname, is404 } = pageContext;
  const { htmlLang, ogLocale } = siteConfig.locales[locale];
  // Plain text: a description is Markdown (an operation's from the spec may hold HTML).
  const description = plainDescription((pageContext.data as PageData | undefined)?.description ?? siteConfig.tagline, htmlLang);
  return (
    <>
      <meta name="description" content={description} />
      <meta name="color-scheme" content={siteConfig.colorMode.disableSwitch ? siteConfig.colorMode.defaultMode : 'light dark'} />
      <link rel="icon" href={withBase(siteConfig.navbar.logo.src)} />
      {/* A not-found page is no page to list: not indexed, and no URL of its own to name. */}
      {is404 ? (
        <meta name="robots" content="noindex" />
      ) : (
        <>
          <link rel="canonical" href={siteUrl(urlPathname, locale)} />
          {alternates(urlPathname).map(({ hrefLang, href }) => (
            <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />
          ))}
          <meta property="og:url" content={siteUrl(urlPathname, locale)} />
        </>
      )}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteConfig.title} />
      <meta property="og:description" content={description} />
      <meta property="og:locale" content={ogLocale} />
      {LOCALES.filter((other) => other !== locale).map((other) => (
        <meta key={other} property="og:locale:alternate" content={siteConfig.locales[other].ogLocale} />
      ))}
      <script dangerouslySetInnerHTML={{ __html: headScript() }} />
    </>
  );
}
