import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  // Every page is pre-rendered, but not by `vike build`, which only bundles: the build script lists
  // the pages (scripts/build/pageList.ts) and pre-renders them from the server bundle
  // (scripts/build/prerenderAfterBuild.ts). Vike's listing loaded the server bundle in the
  // bundler's process, ~0.45 s of every build with a core idle.
  prerender: { disableAutoRun: true },
  passToClient: ['locale'],
  // Where Vike puts the page's stylesheets and scripts: its placeholders (injectAtPlaceholder in
  // vike/server's injectHtmlTags), at the head's start and the body's end. Without them Vike finds
  // <head> and </body> by scanning and splitting each page's whole HTML, ~5 % of our pages'
  // pre-rendering and ~8 % of GitHub's, and put ~1 KB of stylesheet links before
  // <meta charset>, which HTML wants within a page's first 1,024 bytes (tests/e2e/hygiene.spec.ts).
  headHtmlBegin: '__VITE_PLUGIN_SSR__ASSETS_FIRST__',
  bodyHtmlEnd: '__VITE_PLUGIN__SSR_ASSETS_LAST__',
} satisfies Config;
