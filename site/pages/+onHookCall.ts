import type { Config } from 'vike/types';

/**
 * Environment: server. Vike keeps every pre-rendered page's context until the build ends (its
 * `prerenderContext.output`), and with it vike-react's `pageHtmlString` and the API pages'
 * `article`: ropes of React's output, ~110 MB over the site. Once `onRenderHtml` has produced the
 * document they are read no more, so they are dropped there. Every other hook passes through.
 */
export const onHookCall: NonNullable<Config['onHookCall']> = async (hook, pageContext) => {
  const rendered = hook.call();
  if (hook.name !== 'onRenderHtml' || !pageContext) return;
  await rendered;
  const renderIntermediates = pageContext as { pageHtmlString?: string; article?: string };
  delete renderIntermediates.pageHtmlString;
  delete renderIntermediates.article;
};
