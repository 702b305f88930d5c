import { mergeParts, type Part } from './parts.ts';

/**
 * One shell word with nothing expanded: inside single quotes only `'` itself is special, and it
 * is written as `'\''` (close, escaped quote, reopen). Newlines and non-ASCII stay as they are.
 */
export function shellSingleQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/**
 * One shell word from parts. Without variables: single quotes. With variables: double quotes, so
 * that `$VAR` expands, and the literal text escaped for them (`\ " $ \``); `!` closes the double
 * quotes for a single-quoted `'!'`, because an interactive bash expands history inside `"…"`.
 */
export function shellWord(parts: readonly Part[]): string {
  const merged = mergeParts(parts);
  if (merged.every((part) => typeof part === 'string')) return shellSingleQuote(merged.join(''));
  const body = merged.map((part, i) => {
    if (typeof part === 'string') return part.replace(/[\\"$`]/g, '\\$&').replaceAll('!', `"'!'"`);
    const next = merged[i + 1];
    // `$VAR_x` would read the variable VAR_x: braces when a name character follows.
    return typeof next === 'string' && /^\w/.test(next) ? `\${${part.env}}` : `$${part.env}`;
  });
  return `"${body.join('')}"`;
}
