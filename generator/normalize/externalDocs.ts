import { ExternalDocs } from './model.ts';
import { text } from './text.ts';

/**
 * An `externalDocs` object of the spec (on the document, a tag, an operation or a schema) as the
 * model holds it: its URL, and its description as the link's words when it has one. A URL that
 * is not an absolute http or https one has nowhere sound to lead from the site (`javascript:`,
 * or a relative one the spec gives no base for): it is left out, as is a missing one; the loader
 * has warned of both (load/lintConfig.ts).
 */
export function readExternalDocs(raw: unknown): ExternalDocs | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { url, description } = raw as Record<string, unknown>;
  const words = text(description)?.trim();
  const read = ExternalDocs.safeParse({ url: text(url)?.trim(), ...(words ? { description: words } : {}) });
  return read.success ? read.data : undefined;
}
