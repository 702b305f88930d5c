import path from 'node:path';

/**
 * Where a spec's release record lives, beside its root document and committed with it (CI clones
 * shallow, so nothing may need git history): the history of released versions, and the bundled
 * document of the latest release, which the breaking-change gate compares the spec with.
 */
export const releaseFiles = (specFile: string) => ({
  history: path.join(path.dirname(specFile), 'changelog.yaml'),
  snapshot: path.join(path.dirname(specFile), 'last-release.json'),
});

/** Semantic versions compared by their numbers (a pre-release counts as its release). */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) => v.split('-')[0]!.split('.').map(Number);
  const [pa, pb] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
}

export const majorOf = (version: string) => Number(version.split('.')[0]);
