import { useCallback, useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { withBase } from '../../config/base.ts';
import { constants, siteConfig } from '../../config/siteConfig.ts';
import { useT } from '../../i18n/i18n.tsx';
import { Link } from '../common/Link.tsx';
import { ColorModeToggle } from './ColorModeToggle.tsx';
import { NavbarItem } from './NavbarItem.tsx';
import { useHideOnScroll } from './useHideOnScroll.ts';
import './Navbar.css';

interface Props {
  activePath: string;
  /** The page's own sidebar, shown inside the mobile menu below the navbar's items. */
  secondaryMenu?: ReactNode;
}

/**
 * The fixed top navbar: brand, left and right items from the configuration, the colour-mode
 * toggle when the configuration allows it, and at 996 px or less a hamburger that opens the
 * mobile sidebar (which closes by itself when the window grows past the breakpoint).
 */
export function Navbar({ activePath, secondaryMenu }: Props) {
  const t = useT();
  const [menuOpen, setMenuOpen] = useState(false);
  const { navbar, colorMode } = siteConfig;
  const left = navbar.items.filter((i) => i.position === 'left');
  const right = navbar.items.filter((i) => i.position === 'right');
  const nav = useRef<HTMLElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  /** Closed by the reader (Escape, ×, backdrop): focus goes back to the hamburger that opened it. */
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    toggle.current?.focus();
  }, []);
  const hidden = useHideOnScroll(navbar.hideOnScroll && !menuOpen, useCallback(() => nav.current?.offsetHeight ?? 0, []));

  useEffect(() => {
    if (!menuOpen) return;
    const desktop = window.matchMedia(`(min-width: ${constants.mobileBreakpoint + 1}px)`);
    const close = () => desktop.matches && setMenuOpen(false);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && closeMenu();
    desktop.addEventListener('change', close);
    document.addEventListener('keydown', onKey);
    return () => {
      desktop.removeEventListener('change', close);
      document.removeEventListener('keydown', onKey);
    };
  }, [menuOpen, closeMenu]);

  return (
    <nav ref={nav} className={`navbar navbar-${navbar.style}`} aria-label={t('navbar.main')} data-hidden={hidden || undefined}>
      <div className="navbar-inner">
        <button ref={toggle} type="button" className="navbar-toggle" aria-label={t('navbar.toggleMenu')} aria-expanded={menuOpen} onClick={() => setMenuOpen(true)}>
          <svg width="30" height="30" viewBox="0 0 30 30" aria-hidden="true">
            <path stroke="currentColor" strokeLinecap="round" strokeMiterlimit="10" strokeWidth="2" d="M4 7h22M4 15h22M4 23h22" />
          </svg>
        </button>
        <Link to="/" className="navbar-brand">
          <img src={withBase(navbar.logo.src)} alt={navbar.logo.alt} width="32" height="32" />
          <b className="navbar-title">{navbar.title}</b>
        </Link>
        <div className="navbar-items navbar-items-left">
          {left.map((item, i) => (
            <NavbarItem key={i} item={item} activePath={activePath} />
          ))}
        </div>
        <div className="navbar-items navbar-items-right">
          {right.map((item, i) => (
            <NavbarItem key={i} item={item} activePath={activePath} />
          ))}
          {!colorMode.disableSwitch && <ColorModeToggle />}
        </div>
      </div>
      {menuOpen && (
        <>
          <div className="navbar-backdrop" onClick={closeMenu} />
          <div className="navbar-sidebar" role="dialog" aria-modal="true" aria-label={t('navbar.main')} onKeyDown={keepFocusInside}>
            <div className="navbar-sidebar-brand">
              <Link to="/" className="navbar-brand">
                <img src={withBase(navbar.logo.src)} alt={navbar.logo.alt} width="32" height="32" />
                <b className="navbar-title">{navbar.title}</b>
              </Link>
              {!colorMode.disableSwitch && <ColorModeToggle />}
              <button type="button" className="navbar-sidebar-close" aria-label={t('navbar.closeMenu')} onClick={closeMenu} autoFocus>
                ×
              </button>
            </div>
            <div className="navbar-sidebar-items" onClick={(e) => (e.target as HTMLElement).closest('a') && setMenuOpen(false)}>
              {navbar.items
                .filter((item) => item.type !== 'search')
                .map((item, i) => (
                  <div key={i} className="navbar-sidebar-item">
                    <NavbarItem item={item} activePath={activePath} />
                  </div>
                ))}
              {secondaryMenu && <div className="navbar-sidebar-secondary">{secondaryMenu}</div>}
            </div>
          </div>
        </>
      )}
    </nav>
  );
}

/** A modal dialog keeps Tab inside it: past the last control focus wraps to the first, and back. */
function keepFocusInside(event: ReactKeyboardEvent<HTMLElement>) {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button, input, summary')].filter((el) => el.checkVisibility());
  const [first, last] = [focusable[0], focusable.at(-1)];
  if (event.shiftKey ? document.activeElement === first : document.activeElement === last) {
    event.preventDefault();
    (event.shiftKey ? last : first)?.focus();
  }
}
