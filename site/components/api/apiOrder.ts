import { sidebar } from '../../generated/sidebar.ts';

/**
 * Every operation page in sidebar order, for previous/next links and a schema's "Used by". The
 * server's: it holds every operation, which a page's JavaScript must not (./apiSidebar.ts).
 */
export const apiOrder = sidebar.flatMap((group) => group.items);
