/**
 * A text field as its writer meant it: a number or a boolean where text is expected is its text
 * (YAML reads `version: 1.0` or `summary: 404` as a number); a map or a list is no text. Without
 * a redocly.yaml the loader lets such documents through with a warning (load/tolerated.ts).
 */
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : undefined;
