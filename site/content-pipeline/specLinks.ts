import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { SITE_URL, sitePath, withBase } from '../config/base.ts';
import type { LocaleCode } from '../config/schema.ts';
import { info } from '../generated/info.ts';
import { routes as apiRoutes, schemaRoutes } from '../generated/routes.ts';
import { SCHEMAS_PATH } from '../components/api/schemaIndexPath.ts';
import { CHANGELOG_PATH } from '../components/changelog/changelogPath.ts';
import { decodedPath } from './decodedPath.ts';

/** Whether a URL the spec gives (its terms of service) is one a browser opens as a page: absolute http or https. */
export const isWebUrl = (url: string) => /^https?:\/\//i.test(url);

/** What needs no resolving: a URL with a scheme (`https:`, `mailto:`), one of another host (`//`), a fragment or a query alone. */
const RESOLVED = /^(?:[a-z][a-z0-9+.-]*:|\/\/|[#?])/i;

/** The spec's downloads, which the site serves once, in no locale. */
const DOWNLOADS = new Set(['/openapi.yaml', '/openapi.json']);

/** Whether `path` (decoded, no trailing slash) is a page of the reference this site makes from the spec. */
function isReferencePage(path: string): boolean {
  if (path === '/api' || path === CHANGELOG_PATH || path === SCHEMAS_PATH) return true;
  if (path.startsWith(`${SCHEMAS_PATH}/`)) return Object.hasOwn(schemaRoutes, path.slice(SCHEMAS_PATH.length + 1));
  return path.startsWith('/api/') && Object.hasOwn(apiRoutes, path.slice('/api/'.length));
}

/**
 * Where a link written in the spec's descriptions leads, on a page in `locale` (or, `absolute`,
 * from anywhere: the Markdown copies); undefined when it stays as written. OpenAPI resolves a
 * relative link against the page that renders it, and published descriptions write theirs for
 * the site they were written for (GitHub's `/rest/…` for docs.github.com: 5,258 such links in
 * 230 of APIs.guru's documents), where on this site they led to the not-found page. So:
 * - a path of the reference this site makes (`/api/login`, `/api/schemas/room`, `/openapi.yaml`)
 *   leads there, in the reader's locale and under the base path;
 * - any other relative link is resolved against the document's own documentation, its root
 *   `externalDocs` URL, when it has one (`/rest/repos` → `https://docs.github.com/rest/repos`);
 * - without one, a path (`/docs/intro`) is taken as this site's, under the base path; a link
 *   relative to the page (`intro`) stays as written.
 * Nothing but the spec's info and routes decides, which the pages' render key holds.
 */
export function specLink(href: string, locale: LocaleCode, absolute = false, base = info.externalDocs?.url): string | undefined {
  if (href === '' || RESOLVED.test(href)) return undefined;
  const [, path = '', rest = ''] = /^([^?#]*)(.*)$/s.exec(href)!;
  const origin = absolute ? SITE_URL : '';
  if (path.startsWith('/')) {
    const page = decodedPath(path).replace(/(.)\/$/, '$1');
    if (DOWNLOADS.has(page)) return origin + withBase(path) + rest;
    if (isReferencePage(page)) return origin + encodeURI(sitePath(page, locale)) + rest;
  }
  if (base) return new URL(href, base).href;
  return path.startsWith('/') ? origin + withBase(path) + rest : undefined;
}

/** A description's links and images resolved by {@link specLink}, for the page's locale (the file's `data.locale`, English when none is given). */
export function rehypeSpecLinks() {
  return (tree: Root, file: VFile) => {
    const locale = (file.data.locale as LocaleCode | undefined) ?? 'en';
    visit(tree, 'element', (node: Element) => {
      const attribute = node.tagName === 'a' ? 'href' : node.tagName === 'img' ? 'src' : undefined;
      const value = attribute && node.properties[attribute];
      if (typeof value !== 'string') return;
      const resolved = specLink(value, locale);
      if (resolved !== undefined) node.properties[attribute!] = resolved;
    });
  };
}

/**
 * Whether a description may hold a link or an image {@link specLink} would change: an inline
 * link's or a definition's destination, or an HTML `href` or `src`, that is not plainly absolute.
 * Only such a text renders differently in each locale.
 */
export const mayLinkRelative = (markdown: string) => RELATIVE_LINK.test(markdown);
const RELATIVE_LINK = /(?:\]\(\s*<?|\]:\s*<?|(?:href|src)\s*=\s*["']?)(?![a-z][a-z0-9+.-]*:|\/\/|[#<"'\s])/i;

/**
 * A destination in the spec's Markdown, in one of three places: an inline link's (`](/rest/x
 * "title")`, bare or in `<…>`), a link reference definition's (`[x]: /rest/x`) or an HTML link's or
 * image's (`href="/rest/x"`). Each is two groups: what stands before it, and the destination.
 */
const DESTINATION = new RegExp(
  [/(\]\(\s*)(<[^>\n]*>|[^\s()<]+)/, /^([ \t]{0,3}\[[^\]\n]+\]:[ \t]*)(<[^>\n]*>|\S+)/, /(\b(?:href|src)\s*=\s*)("[^"]*"|'[^']*')/].map((pattern) => pattern.source).join('|'),
  'gim',
);

const markdownParser = unified().use(remarkParse);

/** Where `markdown` holds code, spans and blocks: a link written there is text, left as written. */
function codeSpans(markdown: string): [number, number][] {
  const spans: [number, number][] = [];
  visit(markdownParser.parse(markdown), ['code', 'inlineCode'], (node) => {
    spans.push([node.position!.start.offset!, node.position!.end.offset!]);
  });
  return spans;
}

/**
 * The spec's Markdown with its relative links written as {@link specLink} resolves them, absolute
 * (the Markdown copies of the pages, read away from the site): each destination replaced where it
 * is written, the rest of the text, code included, as it was.
 */
export function resolveMarkdownLinks(markdown: string, locale: LocaleCode): string {
  if (!mayLinkRelative(markdown)) return markdown;
  const code = codeSpans(markdown);
  return markdown.replace(DESTINATION, (match: string, ...groups: (string | number | undefined)[]) => {
    const offset = groups.at(-2) as number; // After the groups: the match's offset, then the whole text.
    if (code.some(([start, end]) => offset >= start && offset < end)) return match;
    const [before, written] = [groups[0] ?? groups[2] ?? groups[4], groups[1] ?? groups[3] ?? groups[5]] as [string, string];
    // The destination inside its brackets or quotes, if any.
    const [open, close] = /^[<"']/.test(written) ? [written[0]!, written.at(-1)!] : ['', ''];
    const url = written.slice(open.length, written.length - close.length);
    return before + open + (specLink(url, locale, true) ?? url) + close;
  });
}
