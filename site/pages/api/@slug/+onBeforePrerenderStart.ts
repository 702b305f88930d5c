import { highlightAhead } from '../../../components/api/operationArticle.tsx';
import { routes } from '../../../generated/routes.ts';

// Environment: server, once as pre-rendering starts. Every operation's page, and its code handed
// to the highlighting worker ahead of the pages, in their order; a failure surfaces where a page
// awaits the same highlight.
export async function onBeforePrerenderStart() {
  const slugs = Object.keys(routes);
  void Promise.all(slugs.map(async (slug) => highlightAhead((await routes[slug]!()).default))).catch(() => {});
  return slugs.map((slug) => `/api/${slug}`);
}
