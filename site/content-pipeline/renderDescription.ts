import type { Root } from 'hast';
import type { Parent, Root as MdastRoot } from 'mdast';
import { visit } from 'unist-util-visit';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import type { LocaleCode } from '../config/schema.ts';
import { translator } from '../i18n/i18n.tsx';
import { boundedCache } from './boundedCache.ts';
import { githubAlerts, mayHoldAlert } from './githubAlerts.ts';
import { rehypeLinkDirection } from './rehypeLinkDirection.ts';
import { mayLinkRelative, rehypeSpecLinks } from './specLinks.ts';
import { admonitionTitles } from './remarkDirectives.ts';

/**
 * Markdown to sanitised HTML. With `html`, raw HTML in the text is parsed (rehype-raw) before
 * sanitising; text without a `<` has none, and skipping that parser (a round trip of the whole
 * tree through parse5) takes 40% less time and gives the same HTML. With `gfm`, GitHub's
 * extensions are read too (tables, strikethrough, footnotes, task lists, bare links).
 */
const pipeline = ({ html, gfm }: { html: boolean; gfm: boolean }) =>
  unified()
    .use(remarkParse)
    .use(gfm ? [remarkGfm] : [])
    .use(gfm && html ? [remarkNoLinkInRawLink] : [])
    .use(remarkRehype, { allowDangerousHtml: html })
    .use(html ? [rehypeRaw] : [])
    // GitHub's allow-list: no <script>, no event handlers, no javascript: URLs, no <style>.
    .use(rehypeSanitize)
    // After it: a link whose text is a path or a URL reads left to right whatever the spec wrote;
    // a relative link leads where its writer meant (./specLinks.ts).
    .use(rehypeLinkDirection)
    .use(rehypeSpecLinks)
    .use(rehypeStringify);
/**
 * A bare URL that GitHub's extensions make a link, inside a link the spec writes in HTML
 * (`<a href="…">https://…</a>`, in 29 of APIs.guru's descriptions): links cannot nest, so the
 * HTML parser closed the spec's link before it, leaving an empty link (nothing for a screen
 * reader to name) beside the URL's own. Inside a raw `<a>`, such a link is its text again.
 */
function remarkNoLinkInRawLink() {
  return (tree: MdastRoot) => {
    visit(tree, (node) => {
      if (!('children' in node)) return;
      let open = false;
      (node as Parent).children = (node as Parent).children.flatMap((child) => {
        if (child.type === 'html') {
          if (/^<a\b/i.test(child.value)) open = true;
          else if (/^<\/a\s*>/i.test(child.value)) open = false;
        }
        return open && child.type === 'link' ? child.children : [child];
      });
    });
  };
}

const processors = new Map(
  [false, true].flatMap((html) => [false, true].map((gfm) => [`${html} ${gfm}`, pipeline({ html, gfm })] as const)),
);

/**
 * Whether text may hold one of GitHub's extensions: each starts at one of these (a table's `|`,
 * strikethrough's `~`, a footnote's `[^`, a task's `[ ]`, an autolink literal's `www.`, `://` or
 * an e-mail's `@`). Text without any reads the same with or without them, and CommonMark's
 * parser alone takes ~45% less time: few spec descriptions use any.
 */
const GFM = /[|~@]|www\.|:\/\/|\[\^|\[[ xX]\]/i;

/**
 * A link's destination (`](https://…)`, without spaces or parentheses): its `://` is no bare URL.
 * A third of GitHub's descriptions have a link and nothing else of GitHub's extensions.
 */
const LINK_DESTINATION = /\]\([^()\s]*\)/g;
const mayNeedGfm = (text: string) => GFM.test(text.replace(LINK_DESTINATION, ']()'));

const cache = boundedCache<string>(2000);

/**
 * Text with nothing Markdown or HTML would read specially: one paragraph, no markup, no
 * autolinks (nor anything else of GitHub's). Most parameter and response descriptions are like
 * this, and skipping the parser for them is most of the pipeline's build time.
 */
const PLAIN = /^[^\n\\`*_[\]<>#|!~&]*$/;
export const isPlain = (text: string) => PLAIN.test(text) && !/^\s*([-+>]|\d+[.)])\s/.test(text) && !GFM.test(text) && text.trim() !== '';

/**
 * The full pipeline, for text that may hold Markdown or HTML (`html`: whether it may hold HTML;
 * footnotes go through the HTML parser too, which writes their marker attributes as `=""`;
 * `gfm`: whether it may hold GitHub's extensions).
 */
export const renderMarkdown = (markdown: string, options: PipelineOptions = {}, locale: LocaleCode = 'en') => String(processorFor(markdown, options).processSync({ value: markdown, data: { locale } }));

/** The sanitised HTML tree {@link renderMarkdown} writes out, for what reads the text itself (./plainDescription.ts). */
export function markdownTree(markdown: string, options: PipelineOptions = {}, locale: LocaleCode = 'en'): Root {
  const processor = processorFor(markdown, options);
  return processor.runSync(processor.parse(markdown), { value: markdown, data: { locale } });
}

interface PipelineOptions {
  html?: boolean;
  gfm?: boolean;
}

const processorFor = (markdown: string, { html = /<|\[\^/.test(markdown), gfm = mayNeedGfm(markdown) }: PipelineOptions) => processors.get(`${html} ${gfm}`)!;

/**
 * A description from the OpenAPI document (CommonMark, possibly with HTML) as safe HTML, for a
 * page in `locale` (the heading of a GitHub alert is in its language: ./githubAlerts.ts). The
 * spec is input we do not control, so its HTML is sanitised rather than trusted. No description
 * is no HTML.
 */
export function renderDescription(markdown: string | undefined, locale: LocaleCode): string {
  if (!markdown) return '';
  // Only a text with an alert, or a link to a page of the reference, reads differently in each language.
  const alert = mayHoldAlert(markdown);
  const key = alert || mayLinkRelative(markdown) ? `${locale}\n${markdown}` : markdown;
  let html = cache.get(key);
  if (html === undefined) {
    // Plain text has no <, > or & (PLAIN), so it needs no escaping.
    html = isPlain(markdown) ? `<p>${markdown.trim()}</p>` : alert ? renderWithAlerts(markdown, locale) : renderMarkdown(markdown, {}, locale);
    cache.set(key, html);
  }
  return html;
}

function renderWithAlerts(markdown: string, locale: LocaleCode): string {
  const tree = markdownTree(markdown, {}, locale);
  githubAlerts(tree, admonitionTitles(translator(locale)));
  return processorFor(markdown, {}).stringify(tree);
}
