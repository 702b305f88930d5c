import { siteConfig } from '../../config/siteConfig.ts';
import type { NavbarItem as Item } from '../../config/schema.ts';
import type { StringKey } from '../../i18n/catalogue.ts';
import { useT } from '../../i18n/i18n.tsx';
import { Link } from '../common/Link.tsx';
import { Dropdown } from './Dropdown.tsx';
import { LocaleDropdown } from './LocaleDropdown.tsx';
import { SearchBox } from './SearchBox.tsx';

const currentVersion = siteConfig.docsVersions[0]!;

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
      return (
        <Link to={`${currentVersion.path}/${item.docId}`} className="navbar-link" aria-current={activePath.startsWith(currentVersion.path) ? 'page' : undefined}>
          {label(item.labelKey)}
        </Link>
      );
    case 'docSidebar':
      return (
        <Link to={`${currentVersion.path}/${currentVersion.docIds[0]}`} className="navbar-link">
          {label(item.labelKey)}
        </Link>
      );
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
      return (
        <Link to={`${currentVersion.path}/${currentVersion.docIds[0]}`} className="navbar-link">
          {t('docsVersion.label', { version: currentVersion.label })}
        </Link>
      );
    case 'docsVersionDropdown':
      return (
        <Dropdown label={currentVersion.label} ariaLabel={t('docsVersion.dropdown')}>
          {siteConfig.docsVersions.map((version) => (
            <Link key={version.name} to={`${version.path}/${version.docIds[0]}`} className="dropdown-link">
              {version.label}
            </Link>
          ))}
        </Dropdown>
      );
    case 'localeDropdown':
      return <LocaleDropdown />;
    case 'search':
      return <SearchBox />;
    case 'html':
      return <span className="navbar-html" dangerouslySetInnerHTML={{ __html: item.value }} />;
  }
}
