import { useT } from '../../i18n/i18n.tsx';

export const MAIN_ID = '__main';

/** The first focusable element: jumps past the navbar to the page's content. */
export function SkipToContent() {
  const t = useT();
  return (
    <a className="skip-to-content" href={`#${MAIN_ID}`}>
      {t('skipToContent')}
    </a>
  );
}
