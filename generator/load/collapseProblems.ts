import path from 'node:path';
import type { Problem } from '../problems.ts';
import { withoutYamlPlace } from './locateProblem.ts';

const PARSE_FAILED = 'Failed to parse: ';
const REF_FAILED = "Can't resolve $ref: ";

/**
 * The lint's problems as a writer wants to read them. Redocly reports a `$ref` it cannot resolve
 * at each `$ref`: a file renamed that the root references fifteen times was fifteen errors. And a
 * file that does not parse once for every `$ref` into it, each time twice: the parse error where
 * it is, and the `$ref` left unresolved (one typo: thirty errors). Now each problem is reported
 * once, and the `$ref`s that fail for one cause (the same message) are one problem at the first of
 * them, which counts them: after the parse error when that is the cause.
 */
export function collapseProblems(problems: readonly Problem[]): Problem[] {
  const seen = new Set<string>();
  const once = problems.filter((problem) => {
    const key = JSON.stringify([problem.file, problem.line, problem.col, problem.pointer, problem.rule, problem.message]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  // The unresolved `$ref`s by their cause, in the order they come.
  const refs = new Map<string, Problem[]>();
  for (const problem of once) if (problem.message.startsWith(REF_FAILED)) refs.set(problem.message, [...(refs.get(problem.message) ?? []), problem]);
  // What each unparsable file's parser said, as the unresolved `$ref`s into it repeat it.
  const parseErrors = new Map(once.filter((problem) => problem.message.startsWith(PARSE_FAILED)).map((problem) => [`${REF_FAILED}${problem.message.slice(PARSE_FAILED.length)}`, problem]));
  const unparsed = new Map([...refs].flatMap(([message, group]) => (parseErrors.has(message) ? [[parseErrors.get(message)!, group] as const] : [])));
  return once.flatMap((problem): Problem[] => {
    const intoUnparsed = unparsed.get(problem);
    if (intoUnparsed) {
      const [first] = intoUnparsed as [Problem, ...Problem[]];
      const count = intoUnparsed.length === 1 ? 'the only $ref' : `the first of ${intoUnparsed.length} $refs`;
      return [{ ...problem, message: withoutYamlPlace(problem.message).message }, { ...first, message: `${REF_FAILED}${path.basename(problem.file)} does not parse (the error above): ${count} into it` }];
    }
    const group = refs.get(problem.message);
    if (!group) return [problem];
    // Told after its parse error, or at the first of its group.
    if (parseErrors.has(problem.message) || group[0] !== problem) return [];
    return [group.length === 1 ? problem : { ...problem, message: `${problem.message} (the first of ${group.length} $refs that fail so)` }];
  });
}
