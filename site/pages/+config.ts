import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';
import { configVariant } from '../config/siteConfig.ts';

export default {
  extends: [vikeReact],
  // The configuration variant pre-renders a few pages only (+onPrerenderStart): the rest are skipped knowingly.
  // 16 pages at a time keep the main thread busy while the highlighting worker works (2 by
  // default: it waited); more only hold more pages in memory at once (32: +100 MB, no faster).
  prerender: configVariant ? { partial: true } : { parallel: 16 },
  passToClient: ['locale'],
  favicon: '/img/logo.svg',
} satisfies Config;
