/**
 * Anchor ids for the schema viewer. An id is derived from the node's path (`<prefix>-items-replies`)
 * so a link to it survives rebuilds; a registry per page makes every id unique, suffixing `-2`,
 * `-3`, … in document order when two paths slugify alike (`parentId` and `parent-id`).
 */

/** One path segment as an id fragment: lower case, letters and digits of any script, `-` between. */
export function anchorSegment(text: string): string {
  const slug = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return slug || '_';
}

/**
 * The anchor prefix of a body's schema on an operation page, a request's (no `status`) or a
 * response's: `schema-request-body-application/json`, `schema-response-200-application/json`
 * (slugified by the viewer). The page's HTML and its Markdown use the same, so they share the view.
 */
export const bodySchemaPrefix = (mediaType: string, status?: string) => `${status === undefined ? 'schema-request-body' : `schema-response-${status}`}-${mediaType}`;

/** `base-segment`, with the segment slugified. */
export const childAnchor = (base: string, segment: string) => `${base}-${anchorSegment(segment)}`;

export class AnchorRegistry {
  constructor(private readonly used: Set<string> = new Set()) {}

  /** `wanted` if no node has it yet, else the first free `wanted-N`. */
  claim(wanted: string): string {
    let id = wanted;
    for (let n = 2; this.used.has(id); n++) id = `${wanted}-${n}`;
    this.used.add(id);
    return id;
  }
}
