import { toHtml } from 'hast-util-to-html';
import { highlight } from './highlight.ts';

/** Highlighted code as an HTML string (shiki's <pre>), for page data computed at build time. */
export async function highlightToHtml(code: string, lang: string): Promise<string> {
  return toHtml(await highlight(code, lang));
}
