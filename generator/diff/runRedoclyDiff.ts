import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { UserError } from '../problems.ts';
import { RedoclyReport } from './model.ts';

const CLI = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

/**
 * Redocly's experimental `diff` (pinned to one version in package.json: its report format may
 * change) compares the two documents and rates each change. It has no programmatic API, so it
 * runs as a process; `--fail-on none` because the exit code is ours to decide. Telemetry and
 * notices are off: CI has no network to spare and a report must not depend on one.
 */
export async function runRedoclyDiff(baseFile: string, revisionFile: string): Promise<RedoclyReport> {
  const args = [CLI, 'diff', baseFile, revisionFile, '--format', 'json', '--fail-on', 'none', '--lint-config', 'off'];
  let stdout: string;
  try {
    ({ stdout } = await promisify(execFile)(process.execPath, args, {
      maxBuffer: 512 * 1024 * 1024,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_NOTIFICATIONS: 'true', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    }));
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? '');
    throw new UserError(`Could not compare ${baseFile} with ${revisionFile}:\n${lastLines(stderr) || (error as Error).message}`);
  }
  return RedoclyReport.parse(JSON.parse(stdout));
}

/** Redocly's own error, without the banner boxes it prints before it. */
const lastLines = (stderr: string) =>
  stderr
    .split('\n')
    .filter((line) => line.trim() && !/[║╔╚]/.test(line))
    .slice(-8)
    .join('\n');
