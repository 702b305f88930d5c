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
  // Vike warns of a hook slower than 4 s and fails the page after 30 s. Ours read generated data
  // from disk and render it, with nothing to wait for on a network; their time in the
  // pre-rendering is mostly the other pages rendered at once (site/prerender, 16 at a time): on
  // a loaded machine the build printed a warning per page, and a large site's could fail.
  hooksTimeout: { data: false, onBeforeRender: false },
  // Where Vike puts the page's stylesheets and scripts: its placeholders (injectAtPlaceholder in
  // vike/server's injectHtmlTags), at the head's start and the body's end. Without them Vike finds
  // <head> and </body> by scanning and splitting each page's whole HTML, ~5 % of our pages'
  // pre-rendering and ~8 % of GitHub's, and put ~1 KB of stylesheet links before
  // <meta charset>, which HTML wants within a page's first 1,024 bytes (tests/e2e/hygiene.spec.ts).
  headHtmlBegin: '__VITE_PLUGIN_SSR__ASSETS_FIRST__',
  bodyHtmlEnd: '__VITE_PLUGIN__SSR_ASSETS_LAST__',
} satisfies Config;
