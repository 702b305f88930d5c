import type { Config } from 'vike/types';

/**
 * Environment: server. A page's context outlives its page: the memos' promises made while it
 * rendered keep it (site/prerender, `release`), and with it vike-react's `pageHtmlString` and the
 * API pages' `article`, ropes of React's output (~110 MB over the site when Vike's own
 * pre-rendering kept every context). Once `onRenderHtml` has produced the document they are read
 * no more, so they are dropped there; the page's HTML the pre-rendering keeps apart
 * (+onAfterRenderHtml.ts) goes once it is written, with the rest `release` drops. Every other hook
 * passes through.
 */
export const onHookCall: NonNullable<Config['onHookCall']> = async (hook, pageContext) => {
  const rendered = hook.call();
  if (hook.name !== 'onRenderHtml' || !pageContext) return;
  await rendered;
  const renderIntermediates = pageContext as { pageHtmlString?: string; article?: string };
  delete renderIntermediates.pageHtmlString;
  delete renderIntermediates.article;
};
