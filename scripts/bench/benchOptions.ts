import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

/** What `npm run bench` was asked to do. */
export type BenchOptions =
  | { mode: 'all' }
  | { mode: 'help' }
  | { mode: 'against'; rev: string; pairs: number }
  | { mode: 'anchor'; pairs: number }
  | { mode: 'rebuilds'; pairs: number };

/**
 * Pairs of builds when `--pairs` is not given. Ours against a revision: a change moves our build
 * by less than this machine's drift, so eight. Against the anchor: its builds take two minutes,
 * and a ratio of 8 is far above the drift, so three. Rebuilds: three rounds of a cold build and
 * its two rebuilds, whose medians are taken.
 */
const DEFAULT_PAIRS = { against: 8, anchor: 3, rebuilds: 3 } as const;

export const BENCH_USAGE = `Usage: npm run bench -- [--against REV | --anchor | --rebuilds] [--pairs N]

  (no option)     every figure of PERFORMANCE.md against its target, and the last measured
                  ratio to the anchor
  --against REV   this checkout's full build against revision REV's, in interleaved pairs
                  (${DEFAULT_PAIRS.against} by default)
  --anchor        ours against the anchor (Docusaurus + docusaurus-plugin-openapi-docs, set up
                  once in .cache/anchor), both built cold in interleaved pairs (${DEFAULT_PAIRS.anchor} by default):
                  wall time, CPU time, cores busy and peak memory, per pair and as the ratio
                  of the medians, kept for the plain bench to print
  --rebuilds      only the rebuilds: a cold build, a rebuild with nothing changed, one after
                  an operation's description was edited and one after a docs page was,
                  interleaved in rounds (${DEFAULT_PAIRS.rebuilds} by default), each as a share of
                  the cold build's median
  --pairs N       the number of pairs (rounds with --rebuilds)
  --help          this text`;

/** A command line the bench cannot run: the message says why, and the usage follows it. */
export class BenchUsageError extends Error {}

export function parseBenchOptions(args: string[]): BenchOptions {
  let values;
  try {
    ({ values } = parseArgs({ args, options: { against: { type: 'string' }, anchor: { type: 'boolean' }, rebuilds: { type: 'boolean' }, pairs: { type: 'string' }, help: { type: 'boolean' } } }));
  } catch (error) {
    throw new BenchUsageError((error as Error).message);
  }
  if (values.help) return { mode: 'help' };
  if ([values.against !== undefined, values.anchor, values.rebuilds].filter(Boolean).length > 1) throw new BenchUsageError('--against, --anchor and --rebuilds are three benches: run one at a time');
  const mode = values.anchor ? 'anchor' : values.rebuilds ? 'rebuilds' : values.against !== undefined ? 'against' : undefined;
  if (!mode) {
    if (values.pairs !== undefined) throw new BenchUsageError('--pairs goes with --against REV, --anchor or --rebuilds');
    return { mode: 'all' };
  }
  const pairs = values.pairs === undefined ? DEFAULT_PAIRS[mode] : Number(values.pairs);
  if (!Number.isInteger(pairs) || pairs < 1) throw new BenchUsageError(`--pairs takes a whole number of pairs of builds, not "${values.pairs}"`);
  if (mode === 'anchor' || mode === 'rebuilds') return { mode, pairs };
  if (!values.against) throw new BenchUsageError('--against takes a git revision');
  return { mode, rev: values.against, pairs };
}

/** The commit `rev` names in the repository at `cwd`, shortened; a name of none is a usage error, not a stack trace. */
export function resolveRevision(rev: string, cwd = process.cwd()): string {
  const found = spawnSync('git', ['rev-parse', '--verify', '--quiet', '--short', `${rev}^{commit}`], { cwd, encoding: 'utf8' });
  if (found.status !== 0) throw new BenchUsageError(`--against ${rev}: no commit of this repository has that name`);
  return found.stdout.trim();
}
