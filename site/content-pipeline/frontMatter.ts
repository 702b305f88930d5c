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

/** Whether `YYYY-MM-DD` is a day that exists (not 2019-13-45, not 2019-02-30, which Date would roll over). */
const isCalendarDay = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(date);
};

export const BlogFrontMatter = z.strictObject({
  title: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  authors: z.array(z.string()).min(1),
  tags: z.array(z.enum(BLOG_TAGS)),
  date: z
    .union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date is written YYYY-MM-DD'), z.date()])
    .refine((date) => typeof date !== 'string' || isCalendarDay(date), 'not a day of the calendar')
    .optional(),
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
  const data = parseLocatedYaml(file, match[1]!, schema, { firstLine: 2, what: 'front matter' });
  return { data, body: source.slice(match[0].length), bodyLine: match[0].split('\n').length };
}

/**
 * `yaml`, which starts at line `firstLine` of `file`, validated by `schema`. A problem is a
 * {@link ContentError} at the line of the offending key (an absent key: the line before the
 * YAML, or its first), its message opened by `what` when given (`front matter "date": …`).
 */
export function parseLocatedYaml<T extends z.ZodType>(file: string, yaml: string, schema: T, { firstLine = 1, what = '' } = {}): z.infer<T> {
  const lineCounter = new LineCounter();
  const doc = parseDocument(yaml, { lineCounter });
  const lineOf = (line: number) => firstLine - 1 + line;
  const about = what ? `${what} ` : '';
  if (doc.errors.length) {
    const error = doc.errors[0]!;
    throw new ContentError(file, lineOf(error.linePos?.[0]?.line ?? 1), `${what ? `${what} is` : ''} not valid YAML: ${error.message.split('\n')[0]}`.trimStart());
  }
  const result = schema.safeParse(doc.toJS());
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]!] : issue.path;
    const node = doc.getIn(path as (string | number)[], true) as { range?: [number, number] } | undefined;
    const line = node?.range ? lineOf(lineCounter.linePos(node.range[0]).line) : Math.max(1, firstLine - 1);
    throw new ContentError(file, line, `${about}${path.length ? `"${path.join('.')}"` : ''}: ${issue.message}`.replace(' :', ':'));
  }
  return result.data;
}
