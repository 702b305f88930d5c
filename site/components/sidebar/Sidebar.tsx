import { useEffect, useState, type ReactElement } from 'react';
import { LocaleProvider, useLocale, useT } from '../../i18n/i18n.tsx';
import { groupAnchor } from '../api/groupAnchor.ts';
import { Link } from '../common/Link.tsx';
import { MethodBadge } from '../common/MethodBadge.tsx';
import type { Sidebar as SidebarData, SidebarItem, SidebarSection } from '../layout/pageData.ts';
import './Sidebar.css';

const LABELS = { docs: 'sidebar.docs', api: 'sidebar.api', blog: 'blog.recentPosts' } as const;

/**
 * Environment: server. Renders an element to HTML as React renders it within a page; with `same`
 * (an object and a string that, together, decide what it renders), once for them.
 */
export type MarkupOnce = (element: ReactElement, same?: readonly [object, string]) => string;

/**
 * The docs, blog or API sidebar. Sections collapse (native <details>); the section holding the
 * current page starts open and the page is marked current.
 *
 * A section without the current page renders the same on every page of a locale (a closed API
 * group: an 11,000-operation spec has 220 on each of its 40,000 pages, nearly half of each page's
 * HTML). The pre-rendering gives `markupOnce` (site/prerender/markupOnce.ts): each such section is
 * then rendered once per locale and the sidebar's HTML joined from them; the client renders and
 * hydrates the same elements as ever.
 */
export function Sidebar({ sidebar, activePath, markupOnce }: { sidebar: SidebarData; activePath: string; markupOnce?: MarkupOnce | undefined }) {
  const t = useT();
  const locale = useLocale();
  const lazy = sidebar.label === 'api';
  const label = t(LABELS[sidebar.label]);
  if (markupOnce) {
    const html = sidebar.sections.map((section) => {
      const shared = !holdsPage(section, activePath);
      const element = (
        <LocaleProvider locale={locale}>
          <SectionView section={section} activePath={activePath} lazy={lazy} />
        </LocaleProvider>
      );
      return markupOnce(element, shared ? [section, `${locale} ${lazy}`] : undefined);
    });
    return <nav className="sidebar-nav" aria-label={label} dangerouslySetInnerHTML={{ __html: html.join('') }} />;
  }
  return (
    <nav className="sidebar-nav" aria-label={label}>
      {sidebar.sections.map((section, i) => (
        <SectionView key={i} section={section} activePath={activePath} lazy={lazy} />
      ))}
    </nav>
  );
}

/** Whether the section links to the current page: it is open there, and that link marked. */
const holdsPage = (section: SidebarSection, activePath: string) => section.items.some((item) => item.path === activePath);

/** A section: its heading, if it starts a run of groups, then the section. */
function SectionView({ section, activePath, lazy }: { section: SidebarSection; activePath: string; lazy: boolean }) {
  const t = useT();
  return (
    <>
      {section.heading && <p className="sidebar-heading">{section.heading.labelKey ? t(section.heading.labelKey) : section.heading.label}</p>}
      {section.label !== undefined || section.labelKey !== undefined ? <Category section={section} activePath={activePath} lazy={lazy} /> : <Links items={section.items} activePath={activePath} />}
    </>
  );
}

/**
 * A collapsible section. A lazy one (the API's fifteen groups, 236 links on each of 708 pages)
 * renders its links only once opened; until then, and for readers without JavaScript, it holds
 * one link to the group on the API overview, which lists every operation (or to the section's
 * own overview). A section with `more` links than its `items` (the API's groups) loads them once
 * opened, showing its overview meanwhile; on one of its own pages it shows the links that page
 * carries, then its overview when they are not all.
 */
function Category({ section, activePath, lazy }: { section: SidebarSection; activePath: string; lazy: boolean }) {
  const t = useT();
  const label = section.labelKey ? t(section.labelKey) : section.label!;
  const current = holdsPage(section, activePath);
  const [expanded, setExpanded] = useState(current || !lazy);
  // Leaving the current page's group for another's (a client-side navigation) closes it, as its
  // `open` follows `current`: closed, it loads nothing until the reader opens it, or every move
  // between two API groups would load all the operations' links.
  const [wasCurrent, setWasCurrent] = useState(current);
  if (current !== wasCurrent) {
    setWasCurrent(current);
    if (!current) setExpanded(!lazy);
  }
  const { more } = section;
  // The links loaded, with the sidebar data they were loaded for: data that changes (the live
  // preview's, when the spec does; the next page's) loads them again, the old ones shown meanwhile.
  const [loaded, setLoaded] = useState<{ from: typeof more; items: SidebarItem[] }>();
  const loading = more !== undefined && expanded && !current && loaded?.from !== more;
  useEffect(() => {
    // Failing (offline), the group keeps its overview link.
    if (more && loading) more.load().then((items) => setLoaded({ from: more, items }), () => {});
  }, [loading, more]);
  const items = more ? loaded?.items : section.items;
  // The section's own overview, else the group's part of the API overview.
  const overview = section.overview ? (
    <Link to={section.overview.path} className="sidebar-link">
      {t(section.overview.labelKey)}
    </Link>
  ) : (
    <Link to={`/api#${groupAnchor(section.anchor ?? label)}`} className="sidebar-link">
      {t('sidebar.groupOverview', { group: label })}
    </Link>
  );
  return (
    <details className="sidebar-category" open={current || !lazy} onToggle={(e) => e.currentTarget.open && setExpanded(true)}>
      <summary className="sidebar-category-label">{label}</summary>
      {current && more ? (
        <>
          <Links items={section.items} activePath={activePath} />
          {section.items.length < more.count && overview}
        </>
      ) : expanded && items ? (
        <Links items={items} activePath={activePath} />
      ) : (
        overview
      )}
    </details>
  );
}

function Links({ items, activePath }: { items: SidebarItem[]; activePath: string }) {
  const t = useT();
  return (
    <ul className="sidebar-list">
      {items.map((item) => (
        <li key={item.path}>
          <Link to={item.path} className="sidebar-link" aria-current={item.path === activePath ? 'page' : undefined} data-deprecated={item.deprecated || undefined}>
            {item.method && <MethodBadge method={item.method} webhook={item.webhook ?? false} />}
            <span>{item.labelKey ? t(item.labelKey) : item.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
