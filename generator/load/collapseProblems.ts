import path from 'node:path';
import type { Problem } from '../problems.ts';

const PARSE_FAILED = 'Failed to parse: ';
const REF_FAILED = "Can't resolve $ref: ";

/**
 * The lint's problems as a writer wants to read them. Redocly reports a file that does not parse
 * once for every `$ref` into it, each time twice: the parse error where it is, and the `$ref` that
 * could not be resolved. One typo in a file of paths that the root references fifteen times was
 * thirty errors. Now: each problem once, and the `$ref`s a parse error left unresolved as one
 * problem at the first of them, which counts them, after the parse error.
 */
export function collapseProblems(problems: readonly Problem[]): Problem[] {
  const seen = new Set<string>();
  const once = problems.filter((problem) => {
    const key = JSON.stringify([problem.file, problem.line, problem.col, problem.pointer, problem.rule, problem.message]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  // What each unparsable file's parser said, as the unresolved `$ref`s into it repeat it.
  const parseErrors = new Map(once.filter((problem) => problem.message.startsWith(PARSE_FAILED)).map((problem) => [problem.message.slice(PARSE_FAILED.length), problem]));
  const unresolved = new Map<Problem, Problem[]>();
  const rest = once.filter((problem) => {
    const cause = problem.message.startsWith(REF_FAILED) ? parseErrors.get(problem.message.slice(REF_FAILED.length)) : undefined;
    if (!cause) return true;
    unresolved.set(cause, [...(unresolved.get(cause) ?? []), problem]);
    return false;
  });
  return rest.flatMap((problem) => {
    const refs = unresolved.get(problem);
    if (!refs) return [problem];
    const [first] = refs as [Problem, ...Problem[]];
    const count = refs.length === 1 ? 'the only $ref' : `the first of ${refs.length} $refs`;
    return [problem, { ...first, message: `${REF_FAILED}${path.basename(problem.file)} does not parse (the error above): ${count} into it` }];
  });
}
