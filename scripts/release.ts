// `npm run release -- [--date YYYY-MM-DD]`: records the spec's info.version as released, with
// the changes since the previous release, in spec/changelog.yaml (see generator/releases).
import { parseArgs } from 'node:util';
import { formatProblem, UserError } from '../generator/problems.ts';
import { recordRelease, releaseFiles } from '../generator/releases/index.ts';

const HELP = `Usage: npm run release -- [--spec FILE] [--date YYYY-MM-DD]

Records the spec's info.version as released on DATE (default: today): adds it, with every change
since the previous release, to changelog.yaml beside the spec, and keeps the bundled spec as
last-release.json, which \`npm run check\` compares the spec with from then on. Commit both.

  --spec FILE   the root of the OpenAPI description   (default: spec/openapi.yaml)
  --date DATE   the release day                        (default: today, UTC)
  --help        this text`;

try {
  const { values } = parseArgs({
    options: {
      spec: { type: 'string', default: 'spec/openapi.yaml' },
      date: { type: 'string', default: new Date().toISOString().slice(0, 10) },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date) || Number.isNaN(Date.parse(values.date))) throw new UserError(`--date ${values.date} is not a day written YYYY-MM-DD.`);
  const release = await recordRelease(values.spec, values.date);
  const { history, snapshot } = releaseFiles(values.spec);
  console.log(`Released ${release.version} on ${release.date} with ${release.changes.length} change${release.changes.length === 1 ? '' : 's'}: wrote ${history} and ${snapshot}.`);
} catch (error) {
  if (!(error instanceof UserError) && !(error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) throw error;
  console.error((error as Error).message);
  for (const problem of error instanceof UserError ? error.problems : []) console.error(formatProblem(problem));
  process.exit(1);
}
