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

/**
 * A failure of ours, not of the spec, while the generator worked on one part of it (an
 * operation, a schema): printed as a UserError is, at the part's place in the spec and without a
 * stack trace, but saying it is a bug to report. `DEBUG=1` keeps the trace (`cause`).
 */
export class GeneratorBug extends UserError {
  constructor(part: string, problem: Omit<Problem, 'severity'>, cause: unknown) {
    super(
      `Generating ${part} failed: ${problem.message}. This is a bug of the generator, not a problem of the spec: please report it with that part of the spec${process.env.DEBUG ? `.\n${cause instanceof Error ? cause.stack : ''}` : ' (DEBUG=1 prints where it failed).'}`,
      [{ ...problem, severity: 'error' }],
    );
    this.cause = cause;
  }
}

/**
 * Runs one step of the generator on one part of the spec (`part`, as a reader names it; `pointer`,
 * where the bundled document has it): an error of ours inside it becomes a {@link GeneratorBug}
 * naming that part, so that even a bug points at what in the spec set it off.
 */
export function onPart<T>(part: string, where: { file: string; pointer?: string }, step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (error instanceof UserError) throw error;
    throw new GeneratorBug(part, { ...where, message: error instanceof Error ? error.message : String(error) }, error);
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

/** A count with its noun, as the generator's messages say it: `1 error`, `2 errors`, `2 properties` (`many` where it is not `one` + s). */
export const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
