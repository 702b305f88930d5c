import { renameSync, writeFileSync } from 'node:fs';
import { stringify } from 'yaml';
import { diffSpecs } from '../diff/index.ts';
import { loadSpec } from '../load/index.ts';
import { UserError } from '../problems.ts';
import type { Release, ReleaseHistory } from './model.ts';
import { compareVersions, releaseFiles } from './paths.ts';
import { readHistory } from './readHistory.ts';

const HEADER = `# The released versions of the API, newest first: the site's /api/changelog and the
# breaking-change gate of \`npm run check\` read it. Written by \`npm run release\`; a note or a
# date may be edited by hand.
`;

/**
 * `npm run release`: records the spec's \`info.version\` as released on \`date\`, with every change
 * since the previous release (compared with its snapshot), and makes the spec the new snapshot.
 */
export async function recordRelease(specFile: string, date: string): Promise<Release> {
  const files = releaseFiles(specFile);
  const { document } = await loadSpec(specFile, { validateExamples: false });
  const version = String(document.info.version);
  const history: ReleaseHistory = readHistory(files.history) ?? { releases: [] };
  const latest = history.releases[0];
  if (latest && compareVersions(version, latest.version) <= 0) {
    throw new UserError(`info.version of ${specFile} is ${version}, and ${latest.version} is already released: set the new version in info.version first.`);
  }
  const changes = latest ? (await diffSpecs({ file: files.snapshot }, { file: specFile })).changes.map(({ location: _, ...change }) => change) : [];
  const release: Release = { version, date, ...(latest ? {} : { note: 'The first release recorded.' }), changes };
  writeAtomically(files.history, HEADER + stringify({ releases: [release, ...history.releases] }, { lineWidth: 0 }));
  writeAtomically(files.snapshot, `${JSON.stringify(document, null, 2)}\n`);
  return release;
}

function writeAtomically(file: string, text: string) {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}
