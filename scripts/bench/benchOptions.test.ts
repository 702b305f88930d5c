import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BENCH_USAGE, BenchUsageError, parseBenchOptions, resolveRevision } from './benchOptions.ts';

describe('npm run bench options', () => {
  it('runs every figure with no option, and lists the options with --help', () => {
    expect(parseBenchOptions([])).toEqual({ mode: 'all' });
    expect(parseBenchOptions(['--help'])).toEqual({ mode: 'help' });
    for (const option of ['--against REV', '--anchor', '--rebuilds', '--pairs N', '--help']) expect(BENCH_USAGE).toContain(option);
  });

  it('compares with a revision in 8 pairs, and with the anchor in 3, unless --pairs says', () => {
    expect(parseBenchOptions(['--against', 'main'])).toEqual({ mode: 'against', rev: 'main', pairs: 8 });
    expect(parseBenchOptions(['--anchor'])).toEqual({ mode: 'anchor', pairs: 3 });
    expect(parseBenchOptions(['--anchor', '--pairs', '1'])).toEqual({ mode: 'anchor', pairs: 1 });
    expect(parseBenchOptions(['--pairs=5', '--against=HEAD~2'])).toEqual({ mode: 'against', rev: 'HEAD~2', pairs: 5 });
    expect(parseBenchOptions(['--rebuilds'])).toEqual({ mode: 'rebuilds', pairs: 3 });
    expect(parseBenchOptions(['--rebuilds', '--pairs', '5'])).toEqual({ mode: 'rebuilds', pairs: 5 });
  });

  it('refuses, saying why, what it cannot run', () => {
    const refusals: [string[], string][] = [
      [['--anchor', '--pairs', '0'], '--pairs takes a whole number of pairs of builds, not "0"'],
      [['--anchor', '--pairs', '1.5'], 'not "1.5"'],
      [['--anchor', '--pairs', 'three'], 'not "three"'],
      [['--pairs', '2'], '--pairs goes with --against REV, --anchor or --rebuilds'],
      [['--against', 'main', '--anchor'], 'run one at a time'],
      [['--rebuilds', '--anchor'], 'run one at a time'],
      [['--against', ''], '--against takes a git revision'],
      [['--anchors'], "Unknown option '--anchors'"],
      [['--against'], "Option '--against <value>' argument missing"],
    ];
    for (const [args, message] of refusals) {
      expect(() => parseBenchOptions(args), args.join(' ')).toThrow(BenchUsageError);
      expect(() => parseBenchOptions(args), args.join(' ')).toThrow(message);
    }
  });

  it('names the commit of --against, or says that no commit has that name', () => {
    const repo = mkdtempSync(path.join(tmpdir(), 'bob-bench-rev-'));
    try {
      const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.org', ...args], { cwd: repo, encoding: 'utf8' }).trim();
      git('init', '-q');
      git('commit', '-q', '--allow-empty', '-m', 'first');
      expect(resolveRevision('HEAD', repo)).toBe(git('rev-parse', '--short', 'HEAD'));
      expect(() => resolveRevision('no-such-rev', repo)).toThrow(new BenchUsageError('--against no-such-rev: no commit of this repository has that name'));
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });
});
