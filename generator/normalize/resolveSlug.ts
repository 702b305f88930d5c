import kebabCase from 'lodash.kebabcase';
import { createHash } from 'node:crypto';

interface SlugSource {
  operationId?: string | undefined;
  summary?: string | undefined;
  method: string;
  path: string;
}

/**
 * The page name of an operation: its operationId, else its summary, else method and path, in
 * lodash's kebab-case (which splits letters from digits: `ping1` → `ping-1`, `swap30Sec` →
 * `swap-30-sec`), at most {@link MAX_SLUG_BYTES} bytes. Route parameters lose their
 * braces, so page paths carry none.
 */
export function slugCandidate(op: SlugSource): string {
  for (const source of [op.operationId, op.summary, `${op.method} ${op.path}`]) {
    const slug = source ? kebabCase(source) : '';
    if (slug) return bounded(slug);
  }
  return op.method; // A path of punctuation only, such as "/": the method alone names it.
}

/**
 * The longest page name, in bytes of UTF-8 (a name of Chinese takes three a character). A page's
 * name is a folder, a data file and a Markdown file of the site, and file systems refuse names
 * over 255 bytes: Mastercard's operations have no operationId and summaries of several
 * sentences, Microsoft Graph's operationIds run to 280 characters (APIs.guru's directory).
 */
export const MAX_SLUG_BYTES = 100;

/**
 * A name of at most {@link MAX_SLUG_BYTES}: a longer one is cut at a word and ends with eight hex
 * digits of a hash of the whole, so that names cut alike stay apart and each stays the same
 * from build to build.
 */
function bounded(slug: string): string {
  if (Buffer.byteLength(slug) <= MAX_SLUG_BYTES) return slug;
  const hash = createHash('sha256').update(slug).digest('hex').slice(0, 8);
  let room = '';
  for (const char of slug) {
    if (Buffer.byteLength(room + char) > MAX_SLUG_BYTES - hash.length - 1) break;
    room += char;
  }
  const word = room.lastIndexOf('-');
  return `${word > room.length / 2 ? room.slice(0, word) : room.replace(/-$/, '')}-${hash}`;
}

/**
 * Page names under `/api/` that are the site's own pages, not operations: an operation whose
 * candidate is one of them gets a suffix like any collision (`changelog` → `changelog-1`), and
 * the generator warns (site/pages/api/changelog and site/pages/api/schemas/index are static
 * routes, which Vike would prefer to the operation's page without a word; `/api/schemas` is also
 * where every schema page's path starts, issue 34).
 */
export const RESERVED_SLUGS: readonly string[] = ['changelog', 'schemas'];

/**
 * Slugs for operations in document order: a candidate already taken (by an earlier operation, or
 * reserved) gets `-1`, `-2`, … (the first free one), so the first operation keeps the plain name.
 */
export const resolveSlugs = (ops: readonly SlugSource[]): string[] => uniqueSlugs(ops.map(slugCandidate), RESERVED_SLUGS);

/**
 * The page name of a named schema (`components/schemas`), under `/api/schemas/`: its name in
 * lodash's kebab-case, as operations' (`ApiKeyWithSecret` → `api-key-with-secret`, at most
 * {@link MAX_SLUG_BYTES} bytes), or `schema` for a name of punctuation only.
 */
export const schemaSlugCandidate = (name: string): string => bounded(kebabCase(name)) || 'schema';

/**
 * Slugs for named schemas in document order, collisions (`Room` and `room`) resolved as
 * operations' are: the first keeps the plain name.
 */
export const resolveSchemaSlugs = (names: readonly string[]): string[] => uniqueSlugs(names.map(schemaSlugCandidate));

/** Each candidate, or when it is taken (by an earlier one, or reserved) the first free `-1`, `-2`, …. */
function uniqueSlugs(candidates: readonly string[], reserved: readonly string[] = []): string[] {
  const taken = new Set(reserved);
  return candidates.map((candidate) => {
    let slug = candidate;
    for (let n = 1; taken.has(slug); n++) slug = `${candidate}-${n}`;
    taken.add(slug);
    return slug;
  });
}

/** {@link resolveSlugs} for operations as the document writes them (a non-string id or summary is ignored). */
export const resolveOperationSlugs = (ops: readonly DocumentOperation[]): string[] => resolveSlugs(ops.map(slugSource));

interface DocumentOperation {
  operation: Record<string, unknown>;
  method: string;
  path: string;
}

/** What names an operation as the document writes it (a non-string id or summary is ignored). */
export const slugSource = ({ operation, method, path }: DocumentOperation): SlugSource => ({
  operationId: typeof operation.operationId === 'string' ? operation.operationId : undefined,
  summary: typeof operation.summary === 'string' ? operation.summary : undefined,
  method,
  path,
});
