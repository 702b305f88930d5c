import { useT } from '../../i18n/i18n.tsx';
import { MethodBadge } from '../common/MethodBadge.tsx';
import { Link } from '../common/Link.tsx';
import type { Sidebar as SidebarData } from '../layout/pageData.ts';
import './Sidebar.css';

const LABELS = { docs: 'sidebar.docs', api: 'sidebar.api', blog: 'blog.recentPosts' } as const;

/**
 * The docs or API sidebar: sections collapse (native <details>, so they work without
 * JavaScript); the section holding the current page starts open and the page is marked current.
 */
export function Sidebar({ sidebar, activePath }: { sidebar: SidebarData; activePath: string }) {
  const t = useT();
  return (
    <nav className="sidebar-nav" aria-label={t(LABELS[sidebar.label])}>
      {sidebar.sections.map((section, i) => {
        const links = (
          <ul className="sidebar-list">
            {section.items.map((item) => (
              <li key={item.path}>
                <Link to={item.path} className="sidebar-link" aria-current={item.path === activePath ? 'page' : undefined} data-deprecated={item.deprecated || undefined}>
                  {item.method && <MethodBadge method={item.method} webhook={item.webhook ?? false} />}
                  <span>{item.label}</span>
                </Link>
              </li>
            ))}
          </ul>
        );
        if (!section.label) return <div key={i}>{links}</div>;
        const open = section.items.some((item) => item.path === activePath) || sidebar.label !== 'api';
        return (
          <details key={i} className="sidebar-category" open={open}>
            <summary className="sidebar-category-label">{section.label}</summary>
            {links}
          </details>
        );
      })}
    </nav>
  );
}
