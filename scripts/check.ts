// `npm run check`: everything CI needs to trust a change besides the tests. The spec lints
// clean (every example validated), the generated output and the API translation files match it
// (stale translations are a warning), the locale catalogues have every key, the CSS is logical,
// and the project type-checks. Exits 1 with a list otherwise.
import { parseArgs } from 'node:util';
import { check, formatDrift } from '../generator/check.ts';
import type { ApiModel } from '../generator/normalize/model.ts';
import { hasDrift } from '../generator/output/compareOutput.ts';
import { formatProblem, UserError } from '../generator/problems.ts';
import { checkRelease } from '../generator/releases/index.ts';
import { checkTranslationFiles, DEFAULT_LOCALES_DIR, formatTranslationStatus, planApiTranslations } from '../generator/translations/index.ts';
import { localeProblems } from '../site/i18n/catalogueProblems.ts';
import { lintLogicalCss } from './check/lintLogicalCss.ts';

const { values } = parseArgs({
  options: {
    spec: { type: 'string', default: 'spec/openapi.yaml' },
    out: { type: 'string', default: 'site/generated' },
    locales: { type: 'string' },
    'skip-types': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(`Usage: npm run check -- [--spec FILE] [--out DIR] [--locales DIR] [--skip-types]

Fails (exit 1), listing what is wrong, when:
  - the spec does not lint clean under its redocly.yaml (examples validated against schemas);
  - DIR no longer matches what the spec generates (added, removed and changed files);
  - compared with its latest release (changelog.yaml and last-release.json beside it, written
    by \`npm run release\`), the spec changed something breaking and info.version is not a
    new major version;
  - a locale's API translations (<locales>/<locale>/api.json) are not what \`npm run generate\`
    writes for the spec (--locales DIR; default: locales, unless --spec or --out is given);
    translations whose English changed since are stale: a ⚠ warning with their ids, not a failure;
  - a locale's strings (locales/<locale>/common.json) miss a key of English, or have extra ones;
  - a stylesheet uses physical properties (left/right) instead of logical ones;
  - the project does not type-check (unless --skip-types).`);
  process.exit(0);
}

let failed = false;
const report = (ok: boolean, message: string) => {
  console.log(`${ok ? '✓' : '✗'} ${message}`);
  failed ||= !ok;
};

const reportUserError = (error: unknown) => {
  if (!(error instanceof UserError)) throw error;
  report(false, error.message);
  for (const problem of error.problems) console.log(formatProblem(problem));
};

let model: ApiModel | undefined;
try {
  const result = await check(values.spec, values.out, { types: !values['skip-types'] });
  model = result.model;
  report(true, `${values.spec} lints clean`);
  report(!hasDrift(result.drift), formatDrift(result.drift, values.spec, values.out).slice(2));
  if (!values['skip-types']) report(!result.typeErrors, result.typeErrors ? `types:\n${result.typeErrors}` : 'types');
} catch (error) {
  reportUserError(error);
}

// The breaking-change gate: compared with its latest release, the spec breaks no client unless
// its version says so.
if (model) {
  try {
    const release = await checkRelease(values.spec);
    report(release.ok, release.message);
  } catch (error) {
    reportUserError(error);
  }
}

// The site's translation files follow the site's spec only, as generate writes them.
const localesDir = values.locales ?? (values.spec === 'spec/openapi.yaml' && values.out === 'site/generated' ? DEFAULT_LOCALES_DIR : undefined);
if (model && localesDir !== undefined) {
  try {
    const translations = formatTranslationStatus(checkTranslationFiles(planApiTranslations(model, localesDir)), values.spec);
    report(translations.ok, translations.message);
    if (translations.warning) console.log(translations.warning); // A warning: the exit code stays.
  } catch (error) {
    reportUserError(error); // An api.json that is not valid JSON or not of the format, named.
  }
}

const locales = localeProblems();
report(locales.length === 0, locales.length ? `locale strings:\n  ${locales.join('\n  ')}` : 'locale strings: every locale has every key');

const css = lintLogicalCss();
report(css.length === 0, css.length ? `stylesheets:\n  ${css.join('\n  ')}` : 'stylesheets use logical properties');

process.exit(failed ? 1 : 0);
