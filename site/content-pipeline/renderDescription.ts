import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, { allowDangerousHtml: true })
  .use(rehypeRaw)
  // GitHub's allow-list: no <script>, no event handlers, no javascript: URLs, no <style>.
  .use(rehypeSanitize)
  .use(rehypeStringify);

const cache = new Map<string, string>();

/**
 * A description from the OpenAPI document (CommonMark, possibly with HTML) as safe HTML. The
 * spec is input we do not control, so its HTML is sanitised rather than trusted.
 */
export function renderDescription(markdown: string): string {
  let html = cache.get(markdown);
  if (html === undefined) {
    html = String(processor.processSync(markdown));
    cache.set(markdown, html);
  }
  return html;
}
