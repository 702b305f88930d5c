// `npm run diff` as a function (scripts/diff.ts runs it as a process): the arguments in, the
// exit status out, what it says on the console. The tests call it in their own process: a
// process cost a second of CPU to start, for each of their fifteen runs (issue 33).
import { parseArgs } from 'node:util';
import { diffSpecs } from '../../generator/diff/index.ts';
import { FORMATS, formatDiff, type Format } from '../../generator/diff/formatDiff.ts';
import { resolveBase } from '../../generator/diff/resolveBase.ts';
import { formatProblem, UserError } from '../../generator/problems.ts';

const HELP = `Usage: npm run diff -- --base REF|FILE [--spec FILE] [--format ${FORMATS.join('|')}]

Compares the spec with the same spec at git revision REF (its directory as committed there), or
with another OpenAPI document FILE, and lists every change that matters to a client, grouped by
operation (method and path), each breaking, deprecation or non-breaking, with its file and line.

  --base REF|FILE  what to compare with: a git revision (main, v1.3.0, HEAD~1) or a file
  --spec FILE      the revision's root document            (default: spec/openapi.yaml)
  --format F       text (default), markdown (a pull-request comment), json, or github
                   (workflow commands: annotations on the pull request's files)
  --help           this text

Exit status: 0 nothing breaking, 1 something breaking, 2 bad usage or an unreadable spec.`;

/**
 * Compares as `npm run diff -- ARGV` does, printing the changes (or, on bad usage or an unreadable
 * spec, a message without a stack trace), and returns the exit status: 0 nothing breaking, 1
 * something breaking, 2 bad usage or an unreadable spec.
 */
export async function runDiff(argv: string[]): Promise<number> {
  try {
    return await compare(argv);
  } catch (error) {
    // Bad usage (parseArgs' own errors carry a code) and unreadable specs: a message, no stack.
    const usage = (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    if (!(error instanceof UserError) && !usage) throw error;
    console.error(usage ? `${(error as Error).message}\n\n${HELP}` : (error as Error).message);
    for (const problem of error instanceof UserError ? error.problems : []) console.error(formatProblem(problem));
    return 2;
  }
}

async function compare(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      base: { type: 'string' },
      spec: { type: 'string', default: 'spec/openapi.yaml' },
      format: { type: 'string', default: 'text' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  if (!values.base) throw new UserError(`--base is required.\n\n${HELP}`);
  if (!(FORMATS as readonly string[]).includes(values.format)) throw new UserError(`--format ${values.format} is not one of ${FORMATS.join(', ')}.`);
  const base = resolveBase(values.base, values.spec);
  try {
    const diff = await diffSpecs(base, { file: values.spec });
    console.log(formatDiff(diff, values.format as Format));
    return diff.changes.some((change) => change.severity === 'breaking') ? 1 : 0;
  } finally {
    base.dispose();
  }
}

