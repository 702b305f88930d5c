/**
 * Lone surrogates (half of a UTF-16 pair without the other half) made U+FFFD. No UTF-8 source
 * can hold one and no UTF-8 request can send one (it goes as U+FFFD): the samples of the
 * languages that write text as UTF-8 say so plainly rather than with an escape that means the same.
 */
export function wellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

/** `char`'s code point in hexadecimal, lower case, at least `digits` digits. */
export const hex = (char: string, digits = 0) => char.codePointAt(0)!.toString(16).padStart(digits, '0');
