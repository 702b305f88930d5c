import { metered } from '../components/layout/connection.ts';

// Environment: client (Vike imports this file in the browser, so the connection is read there).
// Linked pages' code is prefetched when a link is hovered, except on metered connections.
// 'hover' rather than 'viewport' keeps the code fetched by a first visit to what that page needs
// (the first-load budget). Pages' data and operation pages' articles follow the same rule
// (useLinkPrefetch: Vike's prefetch of page data is not usable yet).
export default metered ? false : 'hover';
