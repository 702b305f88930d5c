import type { ErrorPayload } from 'vite';
import { formatProblem, type Problem, type UserError } from '../../generator/problems.ts';
import { jsonSyntaxError } from '../../generator/translations/jsonSyntax.mjs';

/** How many problems the overlay lists; the terminal has them all. */
const SHOWN = 10;

/**
 * A failure of a source's check as located problems (STYLE.md §4): the spec's are the
 * generator's UserError, content's the file and line of its ContentError, anything else is a bug
 * of ours, with its stack, charged to `file`. Both are matched by name: they are thrown by
 * copies of their modules that the live preview loads apart from this one (the generator through
 * tsx, the content pipeline in the server), so another class than any this module could import.
 */
export function problemsOf(error: unknown, file: string): Problem[] {
  if (error instanceof Error && error.name === 'UserError' && 'problems' in error) {
    const { problems } = error as UserError;
    return problems.length > 0 ? problems : [{ severity: 'error', file, message: error.message }];
  }
  if (error instanceof Error && error.name === 'ContentError' && 'file' in error && 'line' in error && 'reason' in error) {
    return [{ severity: 'error', file: String(error.file), line: Number(error.line), message: String(error.reason) }];
  }
  return [{ severity: 'error', file, message: error instanceof Error ? (error.stack ?? error.message) : String(error) }];
}

/** The problem of a JSON file that does not parse, at its line and column; undefined when it parses. */
export function jsonProblem(file: string, text: string): Problem | undefined {
  const error = jsonSyntaxError(text);
  return error && { severity: 'error', file, ...(error.line === undefined ? {} : { line: error.line, col: error.col }), message: error.reason };
}

/**
 * What Vite's error overlay shows for `problems` (the same text the terminal prints), named by
 * the first one's file and line: `server.hot.send({ type: 'error', err })`.
 */
export function overlayError(problems: Problem[]): ErrorPayload['err'] {
  const first = problems[0]!;
  const more = problems.length > SHOWN ? [`… and ${problems.length - SHOWN} more (the terminal lists them all)`] : [];
  return {
    plugin: 'bob:live-preview',
    message: [...problems.slice(0, SHOWN).map(formatProblem), ...more].join('\n\n'),
    stack: '',
    id: first.file,
    ...(first.line === undefined ? {} : { loc: { file: first.file, line: first.line, column: first.col ?? 1 } }),
  };
}
