import type { Definition, Image, Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';

/**
 * The Markdown as written, with each link to a page of the site made an absolute URL on `origin`:
 * the page's Markdown (`/docs/intro.md`, site/site-files) is read away from the site too, in
 * llms-full.txt or pasted into an assistant, where only an absolute URL still leads where the
 * HTML page's link leads (llms.txt links absolute URLs too). `tree` is the Markdown's syntax tree
 * after remarkLinks, whose links to pages are site paths under the base path and the reader's
 * locale (`/docs/he/docs/intro`). Other links stay as written: external ones are absolute
 * already, and a relative one resolves beside the `.md` as beside its HTML page.
 */
export function absoluteLinks(markdown: string, tree: Root, origin: string): string {
  const edits: { from: number; to: number; url: string }[] = [];
  visit(tree, ['link', 'definition', 'image'], (node) => {
    const link = node as Link | Definition | Image;
    if (!link.url.startsWith('/') || link.url.startsWith('//')) return;
    const span = destination(markdown, link);
    if (span) edits.push({ ...span, url: origin + link.url });
  });
  let result = markdown;
  for (const { from, to, url } of edits.sort((a, b) => b.from - a.from)) result = result.slice(0, from) + url + result.slice(to);
  return result;
}

/** Where a link's destination is written in `markdown`: after `](` of `[text](…)` and `![alt](…)`, after `]:` of `[label]: …`. */
function destination(markdown: string, node: Link | Definition | Image): { from: number; to: number } | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return undefined;
  const textEnd = node.type === 'link' ? (node.children.at(-1)?.position?.end.offset ?? start + 1) : start;
  const marker = markdown.indexOf(node.type === 'definition' ? ']:' : '](', textEnd);
  if (marker === -1 || marker >= end) return undefined;
  let from = marker + 2;
  while (/\s/.test(markdown[from] ?? '')) from++;
  if (markdown[from] === '<') return { from: from + 1, to: markdown.indexOf('>', from) };
  // A bare destination ends at a space or at the `)` that closes the link (CommonMark allows balanced parentheses in it).
  let to = from;
  for (let depth = 0; to < end; to++) {
    const c = markdown[to]!;
    if (c === '\\') to++;
    else if (/\s/.test(c) || (c === ')' && depth === 0)) break;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
  }
  return { from, to };
}
