import { LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';

/** A content problem with its place, for the build's error message. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    /** What is wrong, without the location (the message has both). */
    readonly reason: string,
  ) {
    super(`${file}:${line}: ${reason}`);
    this.name = 'ContentError';
  }
}

export const BLOG_TAGS = ['docusaurus', 'facebook', 'hello', 'hola'] as const;

export const DocFrontMatter = z.strictObject({
  title: z.string().min(1),
  description: z.string().optional(),
  sidebar_position: z.number().int().optional(),
  sidebar_label: z.string().optional(),
});
export type DocFrontMatter = z.infer<typeof DocFrontMatter>;

export const BlogFrontMatter = z.strictObject({
  title: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  authors: z.array(z.string()).min(1),
  tags: z.array(z.enum(BLOG_TAGS)),
  date: z.union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/), z.date()]).optional(),
  description: z.string().optional(),
});
export type BlogFrontMatter = z.infer<typeof BlogFrontMatter>;

export const PageFrontMatter = z.strictObject({ title: z.string().min(1), description: z.string().optional() });

export const HomeFrontMatter = z.strictObject({
  title: z.string().min(1),
  tagline: z.string().min(1),
  cta: z.string().min(1),
  description: z.string().optional(),
  features: z.array(z.strictObject({ title: z.string(), description: z.string() })).length(3),
});
export type HomeFrontMatter = z.infer<typeof HomeFrontMatter>;

/** A Markdown file's front matter: the block between `---` lines at its top. */
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** The front matter of `source` as written (empty when it has none): what a page shows of the others it lists (scripts/build/pageKeys.ts, docsKeys). */
export const frontMatterText = (source: string) => FRONT_MATTER.exec(source)?.[0] ?? '';

/**
 * Splits a Markdown file into front matter (validated by `schema`) and body. A problem is a
 * {@link ContentError} at the line of the offending key (or of the front matter's start).
 */
export function parseFrontMatter<T extends z.ZodType>(
  file: string,
  source: string,
  schema: T,
): { data: z.infer<T>; body: string; bodyLine: number } {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new ContentError(file, 1, 'missing front matter (a block between --- lines at the top)');
  const lineCounter = new LineCounter();
  const doc = parseDocument(match[1]!, { lineCounter });
  if (doc.errors.length) {
    const error = doc.errors[0]!;
    throw new ContentError(file, 1 + (error.linePos?.[0]?.line ?? 1), `front matter is not valid YAML: ${error.message.split('\n')[0]}`);
  }
  const result = schema.safeParse(doc.toJS());
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]!] : issue.path;
    const node = doc.getIn(path as (string | number)[], true) as { range?: [number, number] } | undefined;
    // The key's line (+1 for the opening ---); an absent key points at the front matter.
    const line = node?.range ? 1 + lineCounter.linePos(node.range[0]).line : 1;
    throw new ContentError(file, line, `front matter ${path.length ? `"${path.join('.')}"` : ''}: ${issue.message}`.replace('  ', ' '));
  }
  return { data: result.data, body: source.slice(match[0].length), bodyLine: match[0].split('\n').length };
}
