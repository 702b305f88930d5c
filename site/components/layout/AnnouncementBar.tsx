import { constants, siteConfig } from '../../config/siteConfig.ts';
import type { StringKey } from '../../i18n/catalogue.ts';
import { useT } from '../../i18n/i18n.tsx';
import { Link } from '../common/Link.tsx';

const { announcementDismiss, announcementId } = constants.storage;

/**
 * The configurable announcement bar. Closing it stores the dismissal with the bar's id, and
 * it stays closed until the configured id changes; the head script hides a dismissed bar before
 * first paint, so it never flashes.
 */
export function AnnouncementBar() {
  const t = useT();
  const bar = siteConfig.announcementBar;
  if (!bar) return null;
  return (
    <div className="announcement-bar" role="banner" style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}>
      <p className="announcement-bar-content">
        {t(bar.content as StringKey)}
        {bar.link && (
          <>
            {' '}
            <Link to={bar.link.to}>{t(bar.link.labelKey as StringKey)}</Link>
          </>
        )}
      </p>
      {bar.isCloseable && (
        <button
          type="button"
          className="announcement-bar-close"
          aria-label={t('announcement.close')}
          onClick={() => {
            localStorage.setItem(announcementDismiss, 'true');
            localStorage.setItem(announcementId, bar.id);
            document.documentElement.dataset.announcementDismissed = 'true';
          }}
        >
          <svg viewBox="0 0 15 15" width="14" height="14" aria-hidden="true">
            <path stroke="currentColor" strokeWidth="2" d="M1 1l13 13M14 1L1 14" />
          </svg>
        </button>
      )}
    </div>
  );
}
