import { siteConfig } from '../../config/siteConfig.ts';
import type { DocsVersion, NavbarItem as Item } from '../../config/schema.ts';
import type { StringKey } from '../../i18n/catalogue.ts';
import { useT } from '../../i18n/i18n.tsx';
import { Link } from '../common/Link.tsx';
import { Dropdown } from './Dropdown.tsx';
import { LocaleDropdown } from './LocaleDropdown.tsx';
import { SearchBox } from './SearchBox.tsx';
import { savePreferredDocsVersion, usePreferredDocsVersion } from './preferredDocsVersion.ts';

/** One navbar item of any kind the configuration allows (the description's list). */
export function NavbarItem({ item, activePath }: { item: Item; activePath: string }) {
  const t = useT();
  const label = (key: string) => t(key as StringKey);
  const active = (to: string) => (activePath === to || activePath.startsWith(`${to}/`) ? 'page' : undefined);
  switch (item.type) {
    case 'default':
      return item.to !== undefined ? (
        <Link to={item.to} className="navbar-link" aria-current={active(item.to)}>
          {label(item.labelKey)}
        </Link>
      ) : (
        <Link href={item.href!} className="navbar-link">
          {label(item.labelKey)}
        </Link>
      );
    case 'doc':
      return <DocLink docId={item.docId} label={label(item.labelKey)} activePath={activePath} markCurrent />;
    case 'docSidebar':
      return <DocLink label={label(item.labelKey)} activePath={activePath} />;
    case 'dropdown':
      return (
        <Dropdown label={label(item.labelKey)}>
          {item.items.map((sub) =>
            sub.to !== undefined ? (
              <Link key={sub.labelKey} to={sub.to} className="dropdown-link">
                {label(sub.labelKey)}
              </Link>
            ) : (
              <Link key={sub.labelKey} href={sub.href!} className="dropdown-link">
                {label(sub.labelKey)}
              </Link>
            ),
          )}
        </Dropdown>
      );
    case 'docsVersion':
      return <DocsVersionLink activePath={activePath} />;
    case 'docsVersionDropdown':
      return <DocsVersionDropdown activePath={activePath} />;
    case 'localeDropdown':
      return <LocaleDropdown />;
    case 'search':
      return <SearchBox />;
    case 'html':
      // The site's own configuration, written by us: not user input.
      return <span className="navbar-html" dangerouslySetInnerHTML={{ __html: item.value }} />;
  }
}

/** The docs version of a path under a version's root, and the doc's id there. */
function docsVersionOf(activePath: string): { version: DocsVersion; docId: string } | undefined {
  for (const version of siteConfig.docsVersions) {
    if (activePath.startsWith(`${version.path}/`)) return { version, docId: activePath.slice(version.path.length + 1) };
  }
  return undefined;
}

/** A doc (or, without `docId`, the first doc of the sidebar) in the reader's preferred version. */
function DocLink({ docId, label, activePath, markCurrent }: { docId?: string; label: string; activePath: string; markCurrent?: boolean }) {
  const version = usePreferredDocsVersion();
  const current = markCurrent && docsVersionOf(activePath) ? 'page' : undefined;
  return (
    <Link to={`${version.path}/${docId ?? version.docIds[0]}`} className="navbar-link" aria-current={current}>
      {label}
    </Link>
  );
}

/** "Version: Next": the version of the docs page being read, or the preferred one elsewhere. */
function DocsVersionLink({ activePath }: { activePath: string }) {
  const t = useT();
  const preferred = usePreferredDocsVersion();
  const version = docsVersionOf(activePath)?.version ?? preferred;
  return (
    <Link to={`${version.path}/${version.docIds[0]}`} className="navbar-link">
      {t('docsVersion.label', { version: version.label })}
    </Link>
  );
}

/**
 * Every docs version, each leading to the same doc in that version when it has it (else to its
 * first doc); choosing one saves it as the preferred version of the docs plugin.
 */
function DocsVersionDropdown({ activePath }: { activePath: string }) {
  const t = useT();
  const preferred = usePreferredDocsVersion();
  const reading = docsVersionOf(activePath);
  const shown = reading?.version ?? preferred;
  return (
    <Dropdown label={shown.label} ariaLabel={`${t('docsVersion.dropdown')}: ${shown.label}`}>
      {siteConfig.docsVersions.map((version) => (
        <Link
          key={version.name}
          to={`${version.path}/${reading && version.docIds.includes(reading.docId) ? reading.docId : version.docIds[0]}`}
          className="dropdown-link"
          aria-current={version === shown ? 'true' : undefined}
          onClick={() => savePreferredDocsVersion(version.name)}
        >
          {version.label}
        </Link>
      ))}
    </Dropdown>
  );
}
