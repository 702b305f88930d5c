import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';
import { prerenderProcessCount } from '../../scripts/build/prerenderProcesses.ts';
import { configVariant } from '../config/siteConfig.ts';

export default {
  extends: [vikeReact],
  // The configuration variant pre-renders a few pages only (+onPrerenderStart): the rest are skipped knowingly.
  // 16 pages at a time keep the main thread busy while the highlighting worker works (2 by
  // default: it waited); more only hold more pages in memory at once (32: +100 MB, no faster).
  // When several processes pre-render (scripts/build/prerenderProcesses.ts), each renders a part
  // (so none renders every page, which Vike would warn of) and the server bundle stays until the
  // last is done.
  prerender: configVariant ? { partial: true } : { parallel: 16, ...(prerenderProcessCount() > 1 ? { partial: true, keepDistServer: true } : {}) },
  passToClient: ['locale'],
} satisfies Config;
