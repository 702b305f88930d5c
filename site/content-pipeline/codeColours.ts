import type { Plugin } from 'vite';
import { codeColourStylesheet } from './codeTheme.ts';

/** The stylesheet of highlighted code's token classes, imported where code blocks are styled. */
const CODE_COLOURS = 'virtual:code-colours.css';
const RESOLVED = `\0${CODE_COLOURS}`;

/**
 * Serves {@link CODE_COLOURS}: made from shiki's themes as the build starts (./codeTheme.ts), so it
 * always has the classes the highlighter gives, and pages carry a class per token rather than
 * its colours.
 */
export function codeColours(): Plugin {
  let stylesheet: Promise<string> | undefined; // Made once for the client and server builds.
  return {
    name: 'bob:code-colours',
    resolveId: (id) => (id === CODE_COLOURS ? RESOLVED : undefined),
    // The development server asks for it as a stylesheet link too (`?direct`).
    load: (id) => (id.split('?')[0] === RESOLVED ? (stylesheet ??= codeColourStylesheet()) : undefined),
  };
}
