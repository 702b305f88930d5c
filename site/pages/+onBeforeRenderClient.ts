import type { PageContextClient } from 'vike/types';
import { loadLocale } from '../i18n/i18n.tsx';

// Environment: client. The page's strings arrive (one small chunk per locale) before React renders.
export async function onBeforeRenderClient(pageContext: PageContextClient) {
  await loadLocale(pageContext.locale);
}
