/**
 * The Markdown that schema descriptions use, as tokens for React to render: paragraphs, code
 * spans, strong, emphasis and links. Descriptions reach the viewer as raw strings in the route
 * modules, and bundling the site's unified pipeline into the client for them would cost far more
 * than this; anything else stays literal text, which React escapes, so nothing from the spec
 * is ever read as HTML. Link targets are kept only for http(s), mailto, relative and # URLs.
 */
export type InlineToken =
  | { kind: 'text'; text: string }
  | { kind: 'code'; text: string }
  | { kind: 'strong' | 'em'; children: InlineToken[] }
  | { kind: 'link'; href: string; children: InlineToken[] };

export function toParagraphs(markdown: string): InlineToken[][] {
  return markdown
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => parseInline(paragraph.replace(/\s*\n\s*/g, ' ')));
}

const PATTERN = /`([^`]+)`|\*\*(.+?)\*\*|__(.+?)__|\*([^*\s][^*]*?)\*|\b_([^_\s][^_]*?)_\b|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(text: string): InlineToken[] {
  const tokens: InlineToken[] = [];
  let last = 0;
  for (const match of text.matchAll(PATTERN)) {
    if (match.index > last) tokens.push({ kind: 'text', text: text.slice(last, match.index) });
    const [whole, code, strong, strong2, em, em2, label, href] = match;
    if (code !== undefined) tokens.push({ kind: 'code', text: code });
    else if (strong !== undefined || strong2 !== undefined) tokens.push({ kind: 'strong', children: parseInline(strong ?? strong2!) });
    else if (em !== undefined || em2 !== undefined) tokens.push({ kind: 'em', children: parseInline(em ?? em2!) });
    else if (label !== undefined && href !== undefined && isSafeHref(href)) tokens.push({ kind: 'link', href, children: parseInline(label) });
    else tokens.push({ kind: 'text', text: whole });
    last = match.index + whole.length;
  }
  if (last < text.length) tokens.push({ kind: 'text', text: text.slice(last) });
  return tokens;
}

const isSafeHref = (href: string) => /^(https?:|mailto:|\/|#|\.)/i.test(href) || !/^[a-z][a-z0-9+.-]*:/i.test(href);
