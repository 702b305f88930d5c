import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { copyProject } from '../siteFromSpec.ts';
import { ANCHOR_RATIO_FILE, ANCHOR_TABLE_HEADER, countPairs, formatAnchorRatio, formatPair, medianFigures, saveAnchorRatio, type AnchorRatio } from './anchorRatio.ts';
import { buildInPairs, type Contender, measureNpmBuild } from './buildInPairs.ts';
import { formatCpuByPart, meanCpuByPart } from './processParts.ts';
import { setUpAnchor } from './setUpAnchor.ts';

/**
 * `npm run bench -- --anchor`: ours against the anchor (./anchor/README.md), both built cold, as
 * CI builds them, in `pairs` interleaved pairs, and the ratio of the medians saved for the plain
 * bench (issue 35). The anchor is set up once in .cache/anchor and its output cleared before each
 * build (`docusaurus clear`, not timed). Ours is a copy of this checkout as it is (untracked files
 * too, as `npm run site-from-spec` copies it) whose dist/ and .cache/ go before each build.
 */
export async function compareWithAnchor(pairs: number): Promise<void> {
  const site = setUpAnchor();
  const revision = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim() + (execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' }).trim() ? ' with uncommitted changes' : '');
  const ours = mkdtempSync(path.join(tmpdir(), 'bob-anchor-ours-'));
  try {
    copyProject(ours);
    // Its own dist/, whatever SITE_OUT_DIR says here.
    const { SITE_OUT_DIR: _ignored, ...env } = process.env;
    const contenders: [Contender, Contender] = [
      {
        label: 'anchor',
        build: () => {
          execFileSync('npm', ['run', 'clear'], { cwd: site, stdio: 'ignore' });
          return measureNpmBuild(site);
        },
      },
      {
        label: 'ours',
        build: () => {
          // Every cache of the build is under .cache/, none in the shared node_modules: Vite's
          // (vite.config.ts), the bundles', the rendered pages' and the output's record (scripts/build).
          for (const folder of ['dist', '.cache']) rmSync(path.join(ours, folder), { recursive: true, force: true });
          return measureNpmBuild(ours, env);
        },
      },
    ];
    console.log(`Ours (${revision}) against the anchor (Docusaurus + docusaurus-plugin-openapi-docs, ${site}): cold builds in interleaved pairs, ${countPairs(pairs)}`);
    console.log(ANCHOR_TABLE_HEADER);
    const [anchorBuilds, ourBuilds] = await buildInPairs(contenders, pairs, (pair, measured) => {
      for (const line of formatPair(pair, measured)) console.log(line);
    });
    const ratio: AnchorRatio = { measuredAt: new Date().toISOString(), revision, pairs, anchor: medianFigures(anchorBuilds), ours: medianFigures(ourBuilds) };
    for (const line of formatAnchorRatio(ratio)) console.log(line);
    for (const [label, builds] of [['anchor', anchorBuilds], ['ours', ourBuilds]] as const) {
      const cpuMs = builds.reduce((total, build) => total + build.cpuMs, 0) / builds.length;
      console.log(`${label}'s CPU by part (means): ${formatCpuByPart(meanCpuByPart(builds.map((build) => build.cpuByPart)), cpuMs)}`);
    }
    saveAnchorRatio(ratio);
    console.log(`(kept in ${ANCHOR_RATIO_FILE}, which the plain bench prints)`);
  } finally {
    rmSync(ours, { recursive: true, force: true });
  }
}
