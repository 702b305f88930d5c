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
