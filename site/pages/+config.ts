import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  // `vike build` lists the pages and renders none (+onPrerenderStart): the build script
  // pre-renders them from the server bundle, which must stay (scripts/build/prerenderAfterBuild.ts).
  prerender: { partial: true, keepDistServer: true },
  passToClient: ['locale'],
} satisfies Config;
