/** The languages of the code samples, each with its template in templates/code-samples (`curl.hbs`), in the tabs' order. */
export const LANGUAGES = ['curl', 'javascript', 'node', 'python', 'go', 'java', 'csharp', 'php', 'ruby', 'rust', 'kotlin', 'http'] as const;
export type Language = (typeof LANGUAGES)[number];
