import { useEffect, useState } from 'react';
import type { DocsVersion } from '../../config/schema.ts';
import { constants, siteConfig } from '../../config/siteConfig.ts';

/** The site has one docs plugin, Docusaurus's "default": the storage key is per plugin. */
export const DOCS_PLUGIN_ID = 'default';
const KEY = constants.storage.preferredVersion(DOCS_PLUGIN_ID);
const [latest] = siteConfig.docsVersions as [DocsVersion, ...DocsVersion[]];

/** Remembers the docs version the reader chose in the version dropdown (local storage). */
export function savePreferredDocsVersion(name: string): void {
  try {
    localStorage.setItem(KEY, name);
  } catch {
    // Storage disabled: the choice just is not remembered.
  }
}

/**
 * The docs version that doc links lead to: the reader's saved choice while it is still a
 * configured version, else the first (latest). The server renders the latest; the saved choice
 * applies once hydrated.
 */
export function usePreferredDocsVersion(): DocsVersion {
  const [version, setVersion] = useState(latest);
  useEffect(() => {
    let saved: string | null = null;
    try {
      saved = localStorage.getItem(KEY);
    } catch {
      return;
    }
    const found = siteConfig.docsVersions.find((v) => v.name === saved);
    if (found) setVersion(found);
  }, []);
  return version;
}
