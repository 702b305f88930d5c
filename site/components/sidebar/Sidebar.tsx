import { useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { groupAnchor } from '../api/groupAnchor.ts';
import { Link } from '../common/Link.tsx';
import { MethodBadge } from '../common/MethodBadge.tsx';
import type { Sidebar as SidebarData, SidebarSection } from '../layout/pageData.ts';
import './Sidebar.css';

const LABELS = { docs: 'sidebar.docs', api: 'sidebar.api', blog: 'blog.recentPosts' } as const;

/**
 * The docs, blog or API sidebar. Sections collapse (native <details>); the section holding the
 * current page starts open and the page is marked current.
 */
export function Sidebar({ sidebar, activePath }: { sidebar: SidebarData; activePath: string }) {
  const t = useT();
  return (
    <nav className="sidebar-nav" aria-label={t(LABELS[sidebar.label])}>
      {sidebar.sections.map((section, i) =>
        section.label !== undefined || section.labelKey !== undefined ? (
          <Category key={i} section={section} activePath={activePath} lazy={sidebar.label === 'api'} />
        ) : (
          <Links key={i} section={section} activePath={activePath} />
        ),
      )}
    </nav>
  );
}

/**
 * A collapsible section. A lazy one (the API's fifteen groups, 236 links on each of 708 pages)
 * renders its links only once opened; until then, and for readers without JavaScript, it holds
 * one link to the group on the API overview, which lists every operation (or to the section's
 * own overview). A section with `around` shows only the links near the current page's.
 */
function Category({ section, activePath, lazy }: { section: SidebarSection; activePath: string; lazy: boolean }) {
  const t = useT();
  const label = section.labelKey ? t(section.labelKey) : section.label!;
  const at = section.items.findIndex((item) => item.path === activePath);
  const current = at >= 0;
  const [expanded, setExpanded] = useState(current || !lazy);
  const overview = section.overview && (
    <Link to={section.overview.path} className="sidebar-link">
      {t(section.overview.labelKey)}
    </Link>
  );
  return (
    <details className="sidebar-category" open={current || !lazy} onToggle={(e) => e.currentTarget.open && setExpanded(true)}>
      <summary className="sidebar-category-label">{label}</summary>
      {current && section.around !== undefined && section.items.length > 2 * section.around + 1 ? (
        <>
          <Links section={{ ...section, items: section.items.slice(Math.max(0, at - section.around), at + section.around + 1) }} activePath={activePath} />
          {overview}
        </>
      ) : expanded ? (
        <Links section={section} activePath={activePath} />
      ) : overview ? (
        overview
      ) : (
        <Link to={`/api#${groupAnchor(section.anchor ?? label)}`} className="sidebar-link">
          {t('sidebar.groupOverview', { group: label })}
        </Link>
      )}
    </details>
  );
}

function Links({ section, activePath }: { section: SidebarSection; activePath: string }) {
  const t = useT();
  return (
    <ul className="sidebar-list">
      {section.items.map((item) => (
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
