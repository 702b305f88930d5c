// The custom HMR events between the development server (scripts/dev/livePreview.ts) and the
// open pages (site/components/layout/livePreview.ts).

/** What the server renders has changed: the page fetches its data again. */
export const PAGE_DATA_EVENT = 'bob:page-data';

/**
 * A locale's chrome strings (locales/<locale>/common.json) were saved and are JSON: the page takes
 * them (`{ locale, strings }`) for its next render, which {@link PAGE_DATA_EVENT} then asks for.
 * React's Fast Refresh cannot update the i18n module in place, and Vite would reload the page.
 */
export const CATALOGUE_EVENT = 'bob:catalogue';

/**
 * Every problem shown is fixed: the page closes Vite's error overlay. (Vite's client would close
 * it on an empty update too, but reloads the page instead when no update came before.)
 */
export const FIXED_EVENT = 'bob:fixed';

/**
 * A page asks, once it listens, whether anything is still broken: the server answers with the
 * overlay or with {@link FIXED_EVENT}. The overlay is sent to a page when it connects, before its
 * modules run: a fix that came in between found no one listening, and the overlay stayed over a
 * page with nothing wrong (seen after a save caught mid-write; issue 33).
 */
export const STATE_EVENT = 'bob:state';

/** The element of Vite's error overlay. */
export const OVERLAY_ELEMENT = 'vite-error-overlay';
