import { createHash } from 'node:crypto';
import type { Element, Root as HastRoot } from 'hast';
import type { Root } from 'mdast';
import rehypeStringify from 'rehype-stringify';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { SITE_URL } from '../config/base.ts';
import type { LocaleCode } from '../config/schema.ts';
import { translator } from '../i18n/i18n.tsx';
import { absoluteLinks } from './absoluteLinks.ts';
import { boundedCache } from './boundedCache.ts';
import { readingMinutes } from './readingTime.ts';
import { rehypeCode } from './rehypeCode.ts';
import { rehypeHeadings, type TocEntry } from './rehypeHeadings.ts';
import { rehypeLinkDirection } from './rehypeLinkDirection.ts';
import { admonitionTitles, remarkDirectives } from './remarkDirectives.ts';
import { remarkLinks } from './remarkLinks.ts';

export interface CompiledMarkdown {
  html: string;
  /** The part before `<!-- truncate -->`, for blog lists; the whole text when there is none. */
  excerptHtml: string;
  toc: TocEntry[];
  readingMinutes: number;
}

/** A page's Markdown as written, without its front matter, its links to pages absolute URLs: the page as Markdown (site/site-files). */
export interface Source {
  source: string;
}

interface Input {
  file: string;
  /** The Markdown, with the front matter blanked out so that positions are the file's lines. */
  markdown: string;
  locale: LocaleCode;
  routes: ReadonlySet<string>;
  /** The files served in no locale, which images and links may lead to: site/public's and the build's (./siteRoutes.ts). */
  files: ReadonlySet<string>;
  /** The files the build writes in each locale, which links may lead to. */
  localeFiles: ReadonlySet<string>;
  /** The file's path in its locale's content, and the page each file there makes: what a link to a file leads to. */
  at: string;
  pagesByFile: ReadonlyMap<string, string>;
}

const TRUNCATE = /^<!--\s*truncate\s*-->$/;

/**
 * Each page's compilation, by all it is made from: its file, Markdown and locale, and the site's
 * routes and files, which its links and images are checked against. The development server compiles all of
 * site/content again after an edit of it or of the spec (a new route table), in every locale: 14
 * times in its end-to-end tests, ~0.8 s of one core each. Only the pages whose key changed are
 * compiled again now. The locale's strings are this module's own ({@link translator}): a
 * catalogue edited makes the server load this module afresh, and the memo with it.
 */
const compiled = boundedCache<Promise<CompiledMarkdown & Source>>(1_000, { keyedByAll: true });

/** A digest of each set of routes (or files, or map of them), made once per set: the set has a route per page, 1,300 of ours. */
const routeDigests = new WeakMap<ReadonlySet<string> | ReadonlyMap<string, string>, string>();

function routesDigest(routes: ReadonlySet<string> | ReadonlyMap<string, string>): string {
  let digest = routeDigests.get(routes);
  if (digest === undefined) routeDigests.set(routes, (digest = createHash('sha256').update([...routes].map(String).sort().join('\n')).digest('base64')));
  return digest;
}

/**
 * Markdown to HTML with the unified ecosystem: GitHub-flavoured Markdown, admonitions and tabs,
 * checked and localized links, heading anchors and the table of contents, and code highlighted
 * by shiki. Raw HTML in the Markdown is dropped (remark-rehype's default), never passed through.
 * With it, the Markdown itself, its links made to lead where the HTML's do (absoluteLinks).
 * The same page compiled again is taken from {@link compiled}; a page that fails is not kept.
 */
export function compileMarkdown(input: Input): Promise<CompiledMarkdown & Source> {
  const key = [input.locale, input.file, routesDigest(input.routes), routesDigest(input.files), routesDigest(input.localeFiles), input.at, routesDigest(input.pagesByFile), input.markdown].join('\u0000');
  let result = compiled.get(key);
  if (!result) {
    compiled.set(key, (result = compile(input)));
    result.catch(() => compiled.delete(key));
  }
  return result;
}

async function compile({ file, markdown, locale, routes, files, localeFiles, at, pagesByFile }: Input): Promise<CompiledMarkdown & Source> {
  const t = translator(locale);
  const toc: TocEntry[] = [];
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkDirective)
    .use(remarkDirectives, { file, admonitionTitles: admonitionTitles(t) })
    .use(remarkLinks, { file, locale, routes, files, localeFiles, at, pagesByFile })
    .use(markTruncate)
    .use(remarkRehype)
    .use(rehypeHeadings, { toc })
    .use(rehypeLinkDirection)
    .use(rehypeCode, { copyLabel: t('code.copy') });
  const mdast = processor.parse(markdown);
  const hast = (await processor.run(mdast)) as HastRoot;

  const cut = hast.children.findIndex((n) => n.type === 'element' && (n as Element).properties.dataTruncate !== undefined);
  const excerpt: HastRoot = { type: 'root', children: cut === -1 ? hast.children : hast.children.slice(0, cut) };
  if (cut !== -1) hast.children.splice(cut, 1);
  // Raw nodes are shiki's output only (rehypeCode): raw HTML in the Markdown was dropped above.
  const stringify = unified().use(rehypeStringify, { allowDangerousHtml: true });
  return {
    html: stringify.stringify(hast),
    excerptHtml: stringify.stringify(excerpt),
    toc,
    readingMinutes: readingMinutes(markdown),
    source: absoluteLinks(markdown, mdast, SITE_URL).trim(),
  };
}

/** `<!-- truncate -->` becomes a marker element, found again after conversion to HTML. */
function markTruncate() {
  return (tree: Root) => {
    tree.children = tree.children.map((node) =>
      node.type === 'html' && TRUNCATE.test(node.value.trim())
        ? ({ type: 'thematicBreak', data: { hProperties: { dataTruncate: '' } } } as const)
        : node,
    );
  };
}
