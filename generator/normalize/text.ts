/**
 * A text field as its writer meant it: a number or a boolean where text is expected is its text
 * (YAML reads `version: 1.0` or `summary: 404` as a number); a map or a list is no text. Without
 * a redocly.yaml the loader lets such documents through with a warning (load/tolerated.ts).
 */
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;

/** A value as the spec writes it, to show: a string as it is, anything else as JSON (a response link's `true`, a changelog's enum value). */
export const asWritten = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)));
