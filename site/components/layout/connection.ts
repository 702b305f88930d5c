// Whether the reader's connection is one where fetching ahead would cost them: slow 2G, or the
// browser's data saver. Read in the browser only (the server has no navigator.connection).
interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

const connection = (globalThis.navigator as (Navigator & { connection?: NetworkInformation }) | undefined)?.connection;

export const metered = connection?.saveData === true || connection?.effectiveType === 'slow-2g';
