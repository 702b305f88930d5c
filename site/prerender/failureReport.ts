import { formatProblem, UserError } from '../../generator/problems.ts';
import { ContentError } from '../content-pipeline/frontMatter.ts';

/**
 * What a pre-rendering thread prints when it fails. A problem of the site's sources, in the
 * error or among its causes (a page's error comes wrapped in one naming the page), is printed as
 * the message that locates it, without a stack trace: bad front matter or a broken link
 * (ContentError), a malformed release history (UserError). Anything else is a bug of ours,
 * printed whole.
 */
export function failureReport(error: unknown): unknown {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof ContentError) return cause.message;
    if (cause instanceof UserError) return [cause.message, ...cause.problems.map(formatProblem)].join('\n');
  }
  return error;
}
