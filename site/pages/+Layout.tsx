import { useEffect, type ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { apiSidebar } from '../components/api/apiSidebar.ts';
import { AnnouncementBar } from '../components/layout/AnnouncementBar.tsx';
import { PageErrorBoundary } from '../components/layout/PageErrorBoundary.tsx';
import { useLinkPrefetch } from '../components/layout/linkPrefetch.ts';
import { PageLoading } from '../components/layout/PageLoading.tsx';
import { ProgressBar } from '../components/layout/ProgressBar.tsx';
import { MAIN_ID, SkipToContent } from '../components/layout/SkipToContent.tsx';
import type { PageData } from '../components/layout/pageData.ts';
import { Footer } from '../components/footer/Footer.tsx';
import { Navbar } from '../components/navbar/Navbar.tsx';
import { Sidebar } from '../components/sidebar/Sidebar.tsx';
import { useContentEnhancements } from '../components/content/useContentEnhancements.ts';
import { LocaleProvider } from '../i18n/i18n.tsx';
import '../components/layout/livePreview.ts';
import '../styles/global.css';

/** The chrome around every page, in the page's locale. */
export default function Layout({ children }: { children: ReactNode }) {
  const { locale } = usePageContext();
  return (
    <LocaleProvider locale={locale}>
      <Chrome>{children}</Chrome>
    </LocaleProvider>
  );
}

function Chrome({ children }: { children: ReactNode }) {
  const pageContext = usePageContext();
  const data = pageContext.data as PageData | undefined;
  const activePath = pageContext.urlPathname;
  useContentEnhancements(pageContext.urlOriginal);
  useLinkPrefetch();
  // Marks the page as interactive (for people's tools and the end-to-end tests alike).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  const sidebarData = data?.sidebar === 'api' ? apiSidebar(data.apiLabels, data) : data?.sidebar;
  const sidebar = sidebarData && <Sidebar sidebar={sidebarData} activePath={activePath} markupOnce={pageContext.markupOnce} />;
  return (
    <>
      <SkipToContent />
      <ProgressBar />
      <AnnouncementBar />
      <Navbar activePath={activePath} secondaryMenu={sidebar} />
      <div className="main-wrapper" data-has-sidebar={Boolean(sidebar) || undefined}>
        {sidebar && <aside className="sidebar">{sidebar}</aside>}
        <main id={MAIN_ID} tabIndex={-1} className="main">
          <PageErrorBoundary resetKey={pageContext.urlOriginal}>{children}</PageErrorBoundary>
          <PageLoading />
        </main>
      </div>
      <Footer />
      <div id="live-region" className="visually-hidden" aria-live="polite" />
    </>
  );
}
