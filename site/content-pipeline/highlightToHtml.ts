import { toHtml } from 'hast-util-to-html';
import { highlight } from './highlight.ts';

const cache = new Map<string, string>();

/**
 * Highlighted code as an HTML string (shiki's <pre>), for page data computed at build time.
 * Every locale's page shows the same code: the string is made once and reused, rather than
 * re-serialising a cloned tree for each of them.
 */
export async function highlightToHtml(code: string, lang: string): Promise<string> {
  const key = `${lang}\u0000${code}`;
  let html = cache.get(key);
  if (html === undefined) {
    html = toHtml(await highlight(code, lang));
    cache.set(key, html);
  }
  return html;
}
