import { withBase } from '../../config/base.ts';
import { constants, siteConfig } from '../../config/siteConfig.ts';
import type { StringKey } from '../../i18n/catalogue.ts';
import { useT } from '../../i18n/i18n.tsx';
import { Link } from '../common/Link.tsx';
import './Footer.css';

export function Footer() {
  const t = useT();
  const { footer } = siteConfig;
  return (
    <footer className={`footer footer-${footer.style}`} aria-label={t('footer.label')}>
      <ul className="footer-links">
        {footer.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="footer-link">
              {t(link.labelKey as StringKey)}
            </Link>
          </li>
        ))}
      </ul>
      {footer.logo && <img className="footer-logo" src={withBase(footer.logo.src)} alt={footer.logo.alt} width="48" height="48" />}
      <p className="footer-copyright">{t(footer.copyright as StringKey, { year: constants.copyrightYear })}</p>
    </footer>
  );
}
