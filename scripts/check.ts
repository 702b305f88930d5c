// `npm run check`: everything CI needs to trust a change besides the tests. The spec lints
// clean (every example validated), the generated output matches it, the locale catalogues have
// every key, the CSS is logical, and the project type-checks. Exits 1 with a list otherwise.
import { parseArgs } from 'node:util';
import { check, formatDrift } from '../generator/check.ts';
import { hasDrift } from '../generator/output/compareOutput.ts';
import { formatProblem, UserError } from '../generator/problems.ts';
import { catalogueProblems } from '../site/i18n/catalogue.ts';
import { lintLogicalCss } from './check/lintLogicalCss.ts';

const { values } = parseArgs({
  options: {
    spec: { type: 'string', default: 'spec/openapi.yaml' },
    out: { type: 'string', default: 'site/generated' },
    'skip-types': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(`Usage: npm run check -- [--spec FILE] [--out DIR] [--skip-types]

Fails (exit 1), listing what is wrong, when:
  - the spec does not lint clean under its redocly.yaml (examples validated against schemas);
  - DIR no longer matches what the spec generates (added, removed and changed files);
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

try {
  const result = await check(values.spec, values.out, { types: !values['skip-types'] });
  report(true, `${values.spec} lints clean`);
  report(!hasDrift(result.drift), formatDrift(result.drift, values.spec, values.out).slice(2));
  if (!values['skip-types']) report(!result.typeErrors, result.typeErrors ? `types:\n${result.typeErrors}` : 'types');
} catch (error) {
  if (!(error instanceof UserError)) throw error;
  report(false, error.message);
  for (const problem of error.problems) console.log(formatProblem(problem));
}

const locales = catalogueProblems();
report(locales.length === 0, locales.length ? `locale strings:\n  ${locales.join('\n  ')}` : 'locale strings: every locale has every key');

const css = lintLogicalCss();
report(css.length === 0, css.length ? `stylesheets:\n  ${css.join('\n  ')}` : 'stylesheets use logical properties');

process.exit(failed ? 1 : 0);
