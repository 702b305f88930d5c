/** The attribute of an element Pagefind leaves out, with all it holds. */
const IGNORED = ' data-pagefind-ignore="all"';

/**
 * What Pagefind needs of a page, as a document of its own: the element marked
 * `data-pagefind-body` with the parts marked `data-pagefind-ignore="all"` taken out, in an
 * `<html lang>`. The build gives Pagefind one per page as it pre-renders rather than the page:
 * they are ~8% of the pages' bytes (the code samples, responses, navbar and sidebars are not
 * searched), so Pagefind parses them in a third of the time, and its index is the same.
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
  const kept: string[] = [];
  let from = start;
  for (let ignored = html.indexOf(IGNORED, from); ignored >= 0 && ignored < end; ignored = html.indexOf(IGNORED, from)) {
    const [cut, after] = elementAround(html, ignored);
    kept.push(html.slice(from, cut));
    from = after;
  }
  kept.push(html.slice(from, end));
  return `<!DOCTYPE html><html lang="${lang}"><head></head><body>${kept.join('')}</body></html>`;
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
