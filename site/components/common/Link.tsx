import type { AnchorHTMLAttributes } from 'react';
import { sitePath } from '../../config/base.ts';
import { useLocale, useT } from '../../i18n/i18n.tsx';

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & ({ to: string; href?: never } | { href: string; to?: never });

/**
 * A link to a site path (`to`, given without locale or base path: both are prefixed) or to
 * another site (`href`: opens in a new tab with rel="noopener noreferrer", and says so).
 */
export function Link({ to, href, children, ...rest }: Props) {
  const locale = useLocale();
  const t = useT();
  if (to !== undefined) {
    return (
      <a href={sitePath(to, locale)} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden"> {t('navbar.opensInNewTab')}</span>
    </a>
  );
}
