// Environment: client (Vike imports this file in the browser, so the connection is read there).
// Linked pages' code is prefetched when a link is hovered, except on connections where that would
// cost the reader: slow 2G, or the browser's data saver. 'hover' rather than 'viewport' keeps the
// code fetched by a first visit to what that page needs (the first-load budget).
interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

const connection = (globalThis.navigator as (Navigator & { connection?: NetworkInformation }) | undefined)?.connection;
const metered = connection?.saveData === true || connection?.effectiveType === 'slow-2g';

export default metered ? false : 'hover';
