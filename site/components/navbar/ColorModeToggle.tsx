import { constants } from '../../config/siteConfig.ts';
import { useT } from '../../i18n/i18n.tsx';
import { useColorMode } from './useColorMode.ts';

/** Switches light and dark (shown only when the configuration does not disable the switch). */
export function ColorModeToggle() {
  const t = useT();
  const [mode, setMode] = useColorMode();
  const size = constants.defaultThemeIconSize;
  return (
    <button
      type="button"
      className="color-mode-toggle"
      title={t('colorMode.toggle', { mode: t(mode === 'dark' ? 'colorMode.dark' : 'colorMode.light') })}
      aria-label={t('colorMode.toggle', { mode: t(mode === 'dark' ? 'colorMode.dark' : 'colorMode.light') })}
      aria-live="polite"
      onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')}
    >
      <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
        {mode === 'dark' ? (
          <path fill="currentColor" d="M9.37 5.51A7.35 7.35 0 0 0 9.1 7.5c0 4.08 3.32 7.4 7.4 7.4.68 0 1.35-.09 1.99-.27A7.01 7.01 0 0 1 12 19c-3.86 0-7-3.14-7-7 0-2.93 1.81-5.45 4.37-6.49ZM12 3a9 9 0 1 0 9 9c0-.46-.04-.92-.1-1.36a5.39 5.39 0 0 1-4.4 2.26 5.4 5.4 0 0 1-3.14-9.8A9.14 9.14 0 0 0 12 3Z" />
        ) : (
          <path fill="currentColor" d="M12 9c1.65 0 3 1.35 3 3s-1.35 3-3 3-3-1.35-3-3 1.35-3 3-3m0-2a5 5 0 1 0 0 10 5 5 0 0 0 0-10ZM2 13h2a1 1 0 0 0 0-2H2a1 1 0 0 0 0 2Zm18 0h2a1 1 0 0 0 0-2h-2a1 1 0 0 0 0 2ZM11 2v2a1 1 0 0 0 2 0V2a1 1 0 0 0-2 0Zm0 18v2a1 1 0 0 0 2 0v-2a1 1 0 0 0-2 0ZM5.99 4.58a1 1 0 0 0-1.41 1.41l1.06 1.06a1 1 0 0 0 1.41-1.41L5.99 4.58Zm12.37 12.37a1 1 0 0 0-1.41 1.41l1.06 1.06a1 1 0 0 0 1.41-1.41l-1.06-1.06Zm1.06-10.96a1 1 0 0 0-1.41-1.41l-1.06 1.06a1 1 0 0 0 1.41 1.41l1.06-1.06ZM7.05 18.36a1 1 0 0 0-1.41-1.41l-1.06 1.06a1 1 0 0 0 1.41 1.41l1.06-1.06Z" />
        )}
      </svg>
    </button>
  );
}
