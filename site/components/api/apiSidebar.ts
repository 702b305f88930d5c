import { sidebar } from '../../generated/sidebar.ts';
import type { Sidebar } from '../layout/pageData.ts';

/** The API sidebar: the spec's groups in spec order, each operation with its method badge. */
export const apiSidebar: Sidebar = {
  label: 'api',
  sections: sidebar.map((group) => ({
    label: group.name,
    items: group.items.map((item) => ({
      label: item.summary,
      path: `/api/${item.slug}`,
      method: item.method,
      ...(item.kind === 'webhook' ? { webhook: true } : {}),
      ...(item.deprecated ? { deprecated: true } : {}),
    })),
  })),
};

/** Every operation page in sidebar order, for previous/next links. */
export const apiOrder = sidebar.flatMap((group) => group.items);
