// The custom HMR events between the development server (scripts/dev/livePreview.ts) and the
// open pages (site/components/layout/livePreview.ts).

/** What the server renders has changed: the page fetches its data again. */
export const PAGE_DATA_EVENT = 'bob:page-data';

/**
 * Every problem shown is fixed: the page closes Vite's error overlay. (Vite's client would close
 * it on an empty update too, but reloads the page instead when no update came before.)
 */
export const FIXED_EVENT = 'bob:fixed';

/** The element of Vite's error overlay. */
export const OVERLAY_ELEMENT = 'vite-error-overlay';
