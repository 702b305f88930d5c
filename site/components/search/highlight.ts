/** A run of text, marked when it is a word the query matched. */
export interface Segment {
  text: string;
  match: boolean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Undoes the HTML escaping Pagefind applies to page text in its excerpts. */
function decodeEntities(html: string): string {
  return html.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * Pagefind's excerpt (escaped text with the matched words in `<mark>`) as segments, so that the
 * result list renders it as text with React rather than inserting HTML from the index.
 */
export function parseExcerpt(excerpt: string): Segment[] {
  const segments: Segment[] = [];
  excerpt.split(/(<mark>[\s\S]*?<\/mark>)/).forEach((part) => {
    const match = part.startsWith('<mark>');
    const text = decodeEntities(match ? part.slice('<mark>'.length, -'</mark>'.length) : part.replace(/<[^>]*>/g, ''));
    if (text) segments.push({ text, match });
  });
  return segments;
}

/** The words a query searches for: separated by spaces, lower-cased, longest first. */
export function queryTerms(query: string): string[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Marks every occurrence of the terms in a text, ignoring case: inside words too, since Chinese
 * has no spaces between words and a term is found within a sentence.
 */
export function highlightTerms(text: string, terms: readonly string[]): Segment[] {
  const wanted = terms.filter(Boolean);
  if (wanted.length === 0 || !text) return text ? [{ text, match: false }] : [];
  const pattern = new RegExp(`(${wanted.map(escapeRegExp).join('|')})`, 'giu');
  return text
    .split(pattern)
    .filter(Boolean)
    .map((part) => ({ text: part, match: wanted.some((term) => term.toLowerCase() === part.toLowerCase()) }));
}

/** The matched words of segments, as terms for {@link highlightTerms}. */
export const matchedWords = (segments: readonly Segment[]): string[] => segments.filter((s) => s.match).map((s) => s.text.toLowerCase());
