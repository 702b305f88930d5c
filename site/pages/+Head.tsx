import { usePageContext } from 'vike-react/usePageContext';
import { headScript } from '../components/layout/headScript.ts';
import type { PageData } from '../components/layout/pageData.ts';
import { siteConfig } from '../config/siteConfig.ts';

export default function Head() {
  const pageContext = usePageContext();
  const description = (pageContext.data as PageData | undefined)?.description ?? siteConfig.tagline;
  return (
    <>
      <meta name="description" content={description} />
      <meta name="color-scheme" content={siteConfig.colorMode.disableSwitch ? siteConfig.colorMode.defaultMode : 'light dark'} />
      <script dangerouslySetInnerHTML={{ __html: headScript() }} />
    </>
  );
}
