import { navigate } from 'vike/client/router';
import { coalesce } from '../../../scripts/dev/coalesce.ts';
import { CATALOGUE_EVENT, FIXED_EVENT, OVERLAY_ELEMENT, PAGE_DATA_EVENT, STATE_EVENT } from '../../../scripts/dev/events.ts';
import type { LocaleCode } from '../../config/schema.ts';
import type { Catalogue } from '../../i18n/catalogue.ts';
import { replaceLocale } from '../../i18n/i18n.tsx';
import { forgetArticles } from '../api/article.ts';
import { forgetPrefetchedData } from './linkPrefetch.ts';

// `npm run dev` only (import.meta.hot is undefined in the build, which leaves this out): when
// the server says that what it renders has changed (the spec, content, translations:
// scripts/dev/livePreview.ts), the page fetches its data again and renders it where the reader
// is, rather than reloading and starting over (issue 18). An operation's article is fetched
// again too: it is not in the page's data. The listener is the module's own, not a React
// effect's: Vite drops a module's listeners when it runs it again after an update (the layout's
// imports are updated with the sidebar), and a hook's effect would not register it again.
if (import.meta.hot && !import.meta.env.SSR) {
  const refresh = coalesce(async () => {
    forgetArticles();
    forgetPrefetchedData();
    await navigate(location.pathname + location.search + location.hash, { keepScrollPosition: true, overwriteLastHistoryEntry: true });
  });
  import.meta.hot.on(PAGE_DATA_EVENT, () => void refresh());
  // A saved catalogue's strings, ahead of the PAGE_DATA_EVENT that renders them.
  import.meta.hot.on(CATALOGUE_EVENT, ({ locale, strings }: { locale: LocaleCode; strings: Catalogue }) => replaceLocale(locale, strings));
  import.meta.hot.on(FIXED_EVENT, () => {
    for (const overlay of document.querySelectorAll<HTMLElement & { close(): void }>(OVERLAY_ELEMENT)) overlay.close();
  });
  import.meta.hot.send(STATE_EVENT);
}
