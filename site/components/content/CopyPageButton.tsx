import { useT } from '../../i18n/i18n.tsx';

/**
 * Copies the page as Markdown (its `.md` beside it, site/site-files), for pasting into an AI
 * assistant. Styled in Markdown.css, which its pages load (a stylesheet of its own was one more
 * request on a navigation to them). No code of its own: the content's delegated handler fetches the Markdown on click
 * (useContentEnhancements), so it adds next to nothing to a page's JavaScript.
 */
export function CopyPageButton() {
  const t = useT();
  return (
    <button type="button" className="copy-page" data-copy-page="" data-label={t('page.copy')} data-pagefind-ignore="all">
      {t('page.copy')}
    </button>
  );
}
