import { renderToString } from 'react-dom/server';
import type { MarkupOnce } from '../components/sidebar/Sidebar.tsx';

/** What has been rendered once, by the object and the string that decided it. */
const rendered = new WeakMap<object, Map<string, string>>();

/**
 * How the pre-rendering's pages render the sidebar's parts that every page of a locale shares
 * (site/components/sidebar/Sidebar.tsx): with `renderToString`, which writes what React writes of
 * the same elements within the page (the markers between text nodes the client's hydration reads
 * included), and once for each `same`. Kept as long as that object lives: the sidebar's sections
 * are made once per locale (site/components/api/apiSidebar.ts), so a thread keeps a few hundred
 * short strings.
 */
export const markupOnce: MarkupOnce = (element, same) => {
  if (!same) return renderToString(element);
  const [object, variant] = same;
  let byVariant = rendered.get(object);
  if (!byVariant) rendered.set(object, (byVariant = new Map()));
  let markup = byVariant.get(variant);
  if (markup === undefined) byVariant.set(variant, (markup = renderToString(element)));
  return markup;
};
