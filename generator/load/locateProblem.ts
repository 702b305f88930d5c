import { getCodeframe, getLineColLocation, type NormalizedProblem } from '@redocly/openapi-core';
import path from 'node:path';
import type { Problem } from '../problems.ts';

/** Turns one of Redocly's problems into ours: file relative to cwd, line, column, codeframe. */
export function locateProblem(p: NormalizedProblem): Problem {
  const location = p.location[0];
  const base: Problem = {
    message: p.message,
    severity: p.severity === 'error' ? 'error' : 'warning',
    file: location ? relative(location.source.absoluteRef) : '(unknown file)',
    rule: p.ruleId,
  };
  if (!location) return base;
  try {
    const lineCol = getLineColLocation(location);
    return {
      ...base,
      pointer: location.pointer,
      line: lineCol.start.line,
      col: lineCol.start.col,
      codeframe: getCodeframe(lineCol, false),
    };
  } catch {
    // A location Redocly cannot map back to a line (a generated node): the pointer still says where.
    return { ...base, pointer: location.pointer };
  }
}

export const relative = (file: string) => path.relative(process.cwd(), file) || file;

/**
 * A YAML parser's message without the ` in "/abs/redocly.yaml" (3:1)` it ends with, and that
 * place: a problem gives its file and place already.
 */
export function withoutYamlPlace(message: string): { message: string; line?: number; col?: number } {
  const at = / in "[^"]*" \((\d+):(\d+)\)\s*$/.exec(message);
  return at ? { message: message.slice(0, at.index), line: Number(at[1]), col: Number(at[2]) } : { message };
}
