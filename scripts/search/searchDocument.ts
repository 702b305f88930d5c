/** The attribute of an element Pagefind leaves out, with all it holds. */
const IGNORED = ' data-pagefind-ignore="all"';

/**
 * What Pagefind needs of a page, as a document of its own: the element marked
 * `data-pagefind-body` with the parts marked `data-pagefind-ignore="all"` taken out, in an
 * `<html lang>`, its markup reduced to what changes what Pagefind reads ({@link leanMarkup}). The
 * build gives Pagefind one per page as it pre-renders rather than the page: ~3 % of the pages'
 * bytes (the code samples, responses, navbar and sidebars are not searched, and most of the rest
 * is tags), so Pagefind parses them in a fraction of the time, and its index is the same.
 *
 * `html` is markup React wrote: every `<` in text and attribute values is escaped, so tags can be
 * matched by name. No searchable element, no document (not-found pages, blog lists).
 */
export function searchDocument(html: string, lang: string): string | undefined {
  const body = html.indexOf(' data-pagefind-body=""');
  if (body < 0) return undefined;
  const [start, end] = elementAround(html, body);
  // The parts between the ignored elements, found in one pass over the page: cutting each out of
  // what was left made a new string to search again (GitHub's pages: ~0.4 s of each process).
  // leanMarkup would leave them out too, but only after reading their tags one by one: the code
  // samples' and examples' thousands of highlighted spans, most of a page, skipped here unread.
  const kept: string[] = [];
  let from = start;
  for (let ignored = html.indexOf(IGNORED, from); ignored >= 0 && ignored < end; ignored = html.indexOf(IGNORED, from)) {
    const [cut, after] = elementAround(html, ignored);
    kept.push(html.slice(from, cut));
    from = after;
  }
  kept.push(html.slice(from, end));
  return `<!DOCTYPE html><html lang="${lang}"><head></head><body>${leanMarkup(kept.join(''))}</body></html>`;
}

/** Where the element whose start tag holds `html[at]` starts and ends (after its end tag). */
function elementAround(html: string, at: number): [start: number, end: number] {
  const start = html.lastIndexOf('<', at);
  const name = /^<([a-zA-Z][\w-]*)/.exec(html.slice(start, start + 32))?.[1];
  if (!name) throw new Error(`searchDocument: no start tag before offset ${at}`);
  const tags = new RegExp(`<(/?)${name}[\\s>]`, 'g');
  tags.lastIndex = start;
  let depth = 0;
  for (let tag; (tag = tags.exec(html)); ) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return [start, html.indexOf('>', tag.index) + 1];
  }
  throw new Error(`searchDocument: <${name}> at offset ${start} is not closed`);
}

/**
 * What Pagefind's parser (pagefind/src/fossick/parser.rs in Pagefind 1.x) makes of tags, which
 * {@link leanMarkup} keeps. It leaves out elements of {@link REMOVED} names, `data-pagefind-ignore`
 * and the {@link EXCLUDED} classes, with what they hold; ends each element of {@link SENTENCE}
 * names with a space (and a full stop after a word); weighs headings; reads `data-pagefind-*`
 * attributes where they are; marks each element with an `id` as an anchor (a space before it, and
 * the sub-results of headings); takes the first image after the title as the page's; makes a
 * `<br>` a space. Any other tag adds nothing: its text runs on.
 */
const REMOVED = new Set(['head', 'style', 'script', 'noscript', 'label', 'form', 'svg', 'footer', 'nav', 'iframe', 'template']);
const SENTENCE = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'td', 'div', 'ul', 'li', 'article', 'section']);
const HEADING = /^h[1-6]$/;
/** Elements without an end tag. */
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/**
 * Chrome that sits inside a page's searchable content but is not the page's own text: shared
 * components, so left out by their class rather than marked.
 */
export const EXCLUDED = [
  'pagination-nav', // previous/next titles: another page's words
  'hash-link',
  'schema-anchor', // the schema viewer's "#" links
  'copy-button',
];

/** A comment, or a tag: whether it ends an element, its name, its attributes (quoted values may hold `>`). */
const TAG = /<!--[^]*?-->|<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;

/** An element open in {@link leanMarkup}: its name, and what its end tag becomes. */
interface Open {
  name: string;
  end: string;
}

/**
 * The markup `html` with only the tags that change what Pagefind reads of it (see {@link REMOVED}):
 * elements it leaves out go with what they hold; headings stay (with their ids), and images and
 * elements with `data-pagefind-*` attributes stay whole; other elements that end a sentence become `<div>`; an
 * `id` elsewhere becomes a space; every other tag goes, its text kept. Pagefind makes the same
 * index of it as of `html` (the same words, weights, excerpts and metadata: a test compares them),
 * its anchors but those of headings aside (sub-results, which the search box does not show; a
 * heading's text in an element Pagefind does not count as inline, a `<bdi>`, is now its anchor's
 * text too), in about a third of the time: parsing the tags was most of Pagefind's work.
 */
export function leanMarkup(html: string): string {
  const out: string[] = [];
  const open: Open[] = [];
  // While an element left out is open: how many elements were open around it.
  let leftOutAt: number | undefined;
  let from = 0;
  for (const tag of html.matchAll(TAG)) {
    if (leftOutAt === undefined) out.push(html.slice(from, tag.index));
    from = tag.index + tag[0].length;
    const [whole, closing, tagName, attributes] = tag;
    if (tagName === undefined) continue; // A comment.
    const name = tagName.toLowerCase();
    if (closing) {
      const element = open.pop();
      if (element?.name !== name) throw new Error(`searchDocument: </${name}> ends <${element?.name ?? 'nothing'}>`);
      if (leftOutAt === undefined) out.push(element.end);
      else if (open.length === leftOutAt) leftOutAt = undefined;
      continue;
    }
    const hasEnd = !VOID.has(name) && !attributes!.endsWith('/');
    if (leftOutAt === undefined && leftOut(name, attributes!)) leftOutAt = open.length;
    if (leftOutAt !== undefined) {
      if (hasEnd) open.push({ name, end: '' });
      else if (open.length === leftOutAt) leftOutAt = undefined;
      continue;
    }
    const id = / id="([^"]*)"/.exec(attributes!)?.[1];
    let start = id === undefined ? '' : ' ';
    let end = '';
    if (attributes!.includes(' data-pagefind-') || name === 'img') [start, end] = [whole, hasEnd ? `</${name}>` : ''];
    else if (HEADING.test(name)) [start, end] = [id === undefined ? `<${name}>` : `<${name} id="${id}">`, `</${name}>`];
    else if (SENTENCE.has(name)) [start, end] = [`${start}<div>`, '</div>'];
    else if (name === 'br') start = ' ';
    out.push(start);
    if (hasEnd) open.push({ name, end });
  }
  if (open.length > 0) throw new Error(`searchDocument: <${open.at(-1)!.name}> is not closed`);
  out.push(html.slice(from));
  return out.join('');
}

/** Whether Pagefind leaves out the element `name` with `attributes`, and what it holds. */
function leftOut(name: string, attributes: string): boolean {
  if (REMOVED.has(name) || attributes.includes(' data-pagefind-ignore')) return true;
  const classes = / class="([^"]*)"/.exec(attributes)?.[1]?.split(' ');
  return classes !== undefined && EXCLUDED.some((excluded) => classes.includes(excluded));
}
