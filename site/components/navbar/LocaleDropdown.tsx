import { useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { withBase, withoutBase } from '../../config/base.ts';
import { siteConfig } from '../../config/siteConfig.ts';
import { LOCALES, switchLocale } from '../../i18n/locale.ts';
import { useLocale, useT } from '../../i18n/i18n.tsx';
import { Dropdown } from './Dropdown.tsx';

/** The locale switcher: the same page in another locale, keeping path, query and hash. */
export function LocaleDropdown() {
  const t = useT();
  const locale = useLocale();
  const { urlParsed } = usePageContext();
  // Pre-rendered HTML knows only the path (the page's own, without locale or base path: the
  // same on the server and in the browser); on opening, the live URL's query and hash are added.
  const [url, setUrl] = useState({ pathname: urlParsed.pathname, search: '', hash: '' });
  return (
    <Dropdown
      label={
        <>
          <GlobeIcon />
          {siteConfig.locales[locale].label}
        </>
      }
      ariaLabel={`${t('navbar.languages')}: ${siteConfig.locales[locale].label}`}
      onOpen={() => setUrl({ pathname: withoutBase(location.pathname), search: location.search, hash: location.hash })}
    >
      {LOCALES.map((code) => (
        <a
          key={code}
          href={withBase(switchLocale(url, code))}
          hrefLang={siteConfig.locales[code].htmlLang}
          lang={siteConfig.locales[code].htmlLang}
          aria-current={code === locale ? 'true' : undefined}
          className="dropdown-link"
          // A full load: the chrome's language, direction and strings all change.
          rel="external"
        >
          {siteConfig.locales[code].label}
        </a>
      ))}
    </Dropdown>
  );
}

function GlobeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className="icon">
      <path
        fill="currentColor"
        d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.95a15.7 15.7 0 0 0-1.38-3.56A8.03 8.03 0 0 1 18.9 8ZM12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96ZM4.26 14a8.2 8.2 0 0 1 0-4h3.38a16.5 16.5 0 0 0 0 4H4.26Zm.82 2h2.95c.32 1.25.78 2.45 1.38 3.56A7.99 7.99 0 0 1 5.08 16Zm2.95-8H5.08a7.99 7.99 0 0 1 4.33-3.56A15.65 15.65 0 0 0 8.03 8ZM12 19.96A14.1 14.1 0 0 1 10.09 16h3.82A14.1 14.1 0 0 1 12 19.96ZM14.34 14H9.66a14.7 14.7 0 0 1 0-4h4.68a14.7 14.7 0 0 1 0 4Zm.25 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95a8.03 8.03 0 0 1-4.33 3.56ZM16.36 14a16.5 16.5 0 0 0 0-4h3.38a8.2 8.2 0 0 1 0 4h-3.38Z"
      />
    </svg>
  );
}
