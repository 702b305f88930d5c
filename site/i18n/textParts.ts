import { asWritten } from '../../generator/normalize/text.ts';

/** A sentence in the reader's language with names from the spec in it, shown as code as they are. */
export type TextPart = string | { code: string };

// Names go through the translator as placeholders, never as text: a name may hold anything (`{{`, `$t(`),
// and the sentence is split back into text and code after the translation has placed them.
const OPEN = '\uE000';
const CLOSE = '\uE001';
const TOKEN = new RegExp(`${OPEN}(\\d+)${CLOSE}`);

/**
 * Placeholders for the names of one sentence: `code(value)` stands for a name in the
 * translator's options, `parts(text)` splits the translated sentence back into text and code.
 */
export function codePlaceholders() {
  const codes: string[] = [];
  return {
    code: (value: unknown) => `${OPEN}${codes.push(asWritten(value)) - 1}${CLOSE}`,
    // split with a capture group alternates text and captured indices.
    parts: (text: string): TextPart[] => text.split(TOKEN).flatMap((piece, i): TextPart[] => (i % 2 === 1 ? [{ code: codes[Number(piece)]! }] : piece ? [piece] : [])),
  };
}

/** The sentence with names in backticks, as plain text (Markdown, tests, titles). */
export const plainText = (parts: readonly TextPart[]) => parts.map((part) => (typeof part === 'string' ? part : `\`${part.code}\``)).join('');
