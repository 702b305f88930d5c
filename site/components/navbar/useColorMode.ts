import { useEffect, useState } from 'react';
import { constants, siteConfig } from '../../config/siteConfig.ts';

export type ColorMode = 'light' | 'dark';

const { theme: KEY } = constants.storage;
const isMode = (value: unknown): value is ColorMode => value === 'light' || value === 'dark';

/** With no stored choice: the system's preference when the configuration says so, else the default. */
function unchosenMode(): ColorMode {
  const { defaultMode, respectPrefersColorScheme } = siteConfig.colorMode;
  if (!respectPrefersColorScheme) return defaultMode;
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

function apply(mode: ColorMode) {
  document.documentElement.dataset.theme = mode;
}

/**
 * The colour mode: <html data-theme> (set before first paint by the head script, so there is no
 * flash) and the choice in local storage. Another tab's choice arrives by the storage event; with
 * no choice stored, the mode follows the system preference as it changes (when configured).
 */
export function useColorMode(): [ColorMode, (mode: ColorMode) => void] {
  // The server renders the default; the effect below reads what the head script applied.
  const [mode, setMode] = useState<ColorMode>(siteConfig.colorMode.defaultMode);
  useEffect(() => {
    setMode(isMode(document.documentElement.dataset.theme) ? document.documentElement.dataset.theme : unchosenMode());
    const follow = (next: ColorMode) => {
      apply(next);
      setMode(next);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key !== KEY && event.key !== null) return; // null: storage cleared.
      const stored = localStorage.getItem(KEY);
      follow(isMode(stored) ? stored : unchosenMode());
    };
    const system = matchMedia('(prefers-color-scheme: dark)');
    const onSystem = () => {
      if (!isMode(localStorage.getItem(KEY))) follow(unchosenMode());
    };
    window.addEventListener('storage', onStorage);
    system.addEventListener('change', onSystem);
    return () => {
      window.removeEventListener('storage', onStorage);
      system.removeEventListener('change', onSystem);
    };
  }, []);
  const choose = (next: ColorMode) => {
    apply(next);
    localStorage.setItem(KEY, next);
    setMode(next);
  };
  return [mode, choose];
}
