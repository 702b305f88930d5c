import { z } from 'zod';

/** A problem found in the input, located so that the user can jump to it (STYLE.md §4). */
export const Problem = z.object({
  message: z.string(),
  severity: z.enum(['error', 'warning']),
  file: z.string(),
  pointer: z.string().optional(),
  line: z.number().int().optional(),
  col: z.number().int().optional(),
  rule: z.string().optional(),
  /** The offending lines, already cut from the file, for printing. */
  codeframe: z.string().optional(),
});
export type Problem = z.infer<typeof Problem>;

/**
 * An error caused by the user's input, not by a bug of ours: the CLI prints it and exits 1
 * without a stack trace.
 */
export class UserError extends Error {
  constructor(
    message: string,
    readonly problems: Problem[] = [],
  ) {
    super(message);
    this.name = 'UserError';
  }
}

export function formatProblem(p: Problem): string {
  const where = [p.file, p.line, p.col].filter((x) => x !== undefined).join(':');
  const rule = p.rule ? ` (${p.rule})` : '';
  const pointer = p.pointer ? `\n  at ${p.pointer}` : '';
  const frame = p.codeframe ? `\n${indent(p.codeframe)}` : '';
  return `${where}: ${p.severity}: ${p.message}${rule}${pointer}${frame}`;
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((l) => `    ${l}`)
    .join('\n');
