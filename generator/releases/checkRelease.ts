import { existsSync } from 'node:fs';
import { diffSpecs } from '../diff/index.ts';
import { formatDiff } from '../diff/formatDiff.ts';
import { majorOf, releaseFiles } from './paths.ts';
import { readHistory } from './readHistory.ts';

export interface ReleaseCheck {
  ok: boolean;
  message: string;
}

/**
 * The breaking-change gate: the spec compared with its latest release fails when something
 * breaking changed and `info.version` is not a new major version. A spec with no release
 * recorded passes (the gate starts with its first `npm run release`).
 */
export async function checkRelease(specFile: string): Promise<ReleaseCheck> {
  const files = releaseFiles(specFile);
  const latest = readHistory(files.history)?.releases[0];
  if (!latest || !existsSync(files.snapshot)) return { ok: true, message: `no release recorded beside ${specFile}: \`npm run release\` records one and starts the breaking-change gate` };
  const diff = await diffSpecs({ file: files.snapshot, display: () => `release ${latest.version}` }, { file: specFile });
  const breaking = diff.changes.filter((change) => change.severity === 'breaking');
  const since = `since release ${latest.version}`;
  if (diff.changes.length === 0) return { ok: true, message: `no change to the API contract ${since}` };
  if (breaking.length === 0) return { ok: true, message: `no breaking change ${since} (${diff.changes.length} non-breaking or deprecation${diff.changes.length === 1 ? '' : 's'})` };
  if (majorOf(diff.versions.revision) > majorOf(latest.version)) {
    return { ok: true, message: `${breaking.length} breaking change${breaking.length === 1 ? '' : 's'} ${since}, in the new major version ${diff.versions.revision}` };
  }
  const next = `${majorOf(latest.version) + 1}.0.0`;
  return {
    ok: false,
    message: [
      `${breaking.length} breaking change${breaking.length === 1 ? '' : 's'} ${since}, and info.version (${diff.versions.revision}) is not a new major version:`,
      formatDiff({ ...diff, changes: breaking }, 'text').split('\n').slice(2, -1).join('\n').trimEnd(),
      `Every client of ${latest.version} may break. Undo the change, or make a way for clients that keeps the old one working (a new optional parameter, a new operation), or, if they must change, release a new major version: set info.version in ${specFile} to ${next} (\`npm run diff -- --base FILE\` shows the changes against any document).`,
    ].join('\n'),
  };
}
