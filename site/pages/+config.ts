import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  // `vike build` lists the pages and renders none (+onPrerenderStart): the build script
  // pre-renders them from the server bundle, which must stay (scripts/build/prerenderAfterBuild.ts).
  prerender: { partial: true, keepDistServer: true },
  passToClient: ['locale'],
  // Where Vike puts the page's stylesheets and scripts: its placeholders (injectAtPlaceholder in
  // vike/server's injectHtmlTags), at the head's start and the body's end. Without them Vike finds
  // <head> and </body> by scanning and splitting each page's whole HTML, ~5 % of our pages'
  // pre-rendering and ~8 % of GitHub's, and put ~1 KB of stylesheet links before
  // <meta charset>, which HTML wants within a page's first 1,024 bytes (tests/e2e/hygiene.spec.ts).
  headHtmlBegin: '__VITE_PLUGIN_SSR__ASSETS_FIRST__',
  bodyHtmlEnd: '__VITE_PLUGIN__SSR_ASSETS_LAST__',
} satisfies Config;
