import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';
import { configVariant } from '../config/siteConfig.ts';

export default {
  extends: [vikeReact],
  // The configuration variant pre-renders a few pages only (+onPrerenderStart): the rest are skipped knowingly.
  prerender: configVariant ? { partial: true } : { parallel: 32 },
  passToClient: ['locale'],
  favicon: '/img/logo.svg',
} satisfies Config;
