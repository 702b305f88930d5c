// The generator's CLI as a function (generator/cli.ts runs it as a process): the arguments in, the
// exit status out, what it says on the console. The tests call it in their own process: a process
// cost a second of CPU to start, for each of their runs (issue 33).
import { parseArgs } from 'node:util';
import { check, formatDrift } from './check.ts';
import { generate, outputFiles } from './generate.ts';
import type { LeftOut } from './load/removeInternal.ts';
import { hasDrift } from './output/compareOutput.ts';
import { writeOutput } from './output/writeOutput.ts';
import { formatProblem, plural, UserError } from './problems.ts';
import { DEFAULT_LOCALES_DIR, planApiTranslations, writeTranslationFiles } from './translations/index.ts';

const DEFAULT_SPEC = 'spec/openapi.yaml';
const DEFAULT_OUT = 'site/generated';

const HELP: Record<string, string> = {
  generate: `Usage: npm run generate -- [--spec FILE] [--out DIR] [--locales DIR]

Bundles and lints an OpenAPI 3.0/3.1 description (Swagger 2.0 is converted to 3.0 first),
then writes the site's API data (operations, schemas, shared responses), API sidebar and API
info to DIR, replacing it atomically (a failed run leaves the previous output untouched). DIR
holds generated files only.

Then updates the translation skeletons <locales>/<locale>/api.json of every locale but English:
the spec's summaries and descriptions keyed by a stable id, with the current English and its
hash; translations already made are kept (stale ones reported by \`npm run check\`).

  --spec FILE     the root of the OpenAPI description   (default: ${DEFAULT_SPEC})
  --out DIR       where the generated data goes          (default: ${DEFAULT_OUT})
  --locales DIR   where the locale directories are       (default: ${DEFAULT_LOCALES_DIR} when neither
                  --spec nor --out is given; otherwise no skeletons are written unless given)
  --help          this text`,
  check: `Usage: npm run check -- [--spec FILE] [--out DIR] [--skip-types]

Fails (exit 1) when the spec does not lint clean, when DIR no longer matches what the spec
generates (listing the added, removed and changed files), or when the project does not type-check.

  --spec FILE    the root of the OpenAPI description   (default: ${DEFAULT_SPEC})
  --out DIR      the generated data to compare         (default: ${DEFAULT_OUT})
  --skip-types   do not run the TypeScript compiler
  --help         this text`,
};

/**
 * Runs `tsx generator/cli.ts ARGV` (`npm run generate`, `npm run check`'s generated-output part),
 * printing what it does, and returns the exit status: 0 done or no drift, 1 otherwise. A problem of
 * the spec or of usage is printed located, without a stack trace; so is a bug of ours, saying so.
 */
export async function runCli(argv: string[]): Promise<number> {
  try {
    return await run(argv);
  } catch (error) {
    if (!(error instanceof UserError)) {
      // A bug of ours outside any one part of the spec (onPart names the part otherwise).
      const message = error instanceof Error ? error.message : String(error);
      console.error(`✗ The generator failed: ${message}. This is a bug of the generator: please report it.`);
      if (process.env.DEBUG) console.error(error);
      return 1;
    }
    console.error(`✗ ${error.message}`);
    for (const problem of error.problems) console.error(formatProblem(problem));
    return 1;
  }
}

async function run(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!command || !(command in HELP)) {
    console.error(`Usage: tsx generator/cli.ts <${Object.keys(HELP).join('|')}> [options]; --help for each.`);
    return command === '--help' ? 0 : 1;
  }
  let values;
  try {
    ({ values } = parseArgs({
      args: rest,
      options: {
        spec: { type: 'string', default: DEFAULT_SPEC },
        out: { type: 'string', default: DEFAULT_OUT },
        locales: { type: 'string' },
        'skip-types': { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
      strict: true,
    }));
  } catch (error) {
    throw new UserError(`${(error as Error).message}\n\n${HELP[command]}`);
  }
  if (values.help) {
    console.log(HELP[command]);
    return 0;
  }
  const { spec, out } = values;
  if (values.locales !== undefined && command !== 'generate') throw new UserError(`--locales is an option of generate only.\n\n${HELP[command]}`);

  if (command === 'generate') {
    const started = performance.now();
    const generated = await generate(spec, out, { validateExamples: false });
    const { warnings, operationCount, model } = generated;
    const files = outputFiles(generated, out);
    printWarnings(warnings);
    // Skeletons only for the site's own spec (or when asked): another spec's text must not
    // overwrite the site's translation files.
    const localesDir = values.locales ?? (spec === DEFAULT_SPEC && out === DEFAULT_OUT ? DEFAULT_LOCALES_DIR : undefined);
    // Planned before anything is written, so an unreadable api.json leaves everything as it was.
    const translations = localesDir === undefined ? [] : planApiTranslations(model, localesDir);
    writeOutput(out, files);
    const written = writeTranslationFiles(translations);
    console.log(`Generated ${plural(operationCount, 'operation')} (${files.size} files) from ${spec} into ${out} in ${Math.round(performance.now() - started)} ms.`);
    const internal = leftOutSentence(generated.leftOut);
    if (internal) console.log(internal);
    if (localesDir !== undefined) console.log(`API translation skeletons: ${written.length ? `updated ${written.join(', ')}` : `${translations.length} up to date`} in ${localesDir}.`);
    return 0;
  }

  const result = await check(spec, out, { types: !values['skip-types'] });
  console.log(`✓ ${spec} lints clean`);
  console.log(formatDrift(result.drift, spec, out));
  if (result.typeErrors) console.log(`✗ types:\n${result.typeErrors}`);
  else if (!values['skip-types']) console.log('✓ types');
  return hasDrift(result.drift) || result.typeErrors ? 1 : 0;
}

/** What the spec marks `x-internal`, as the writer is told it was left out; undefined when nothing was. */
export function leftOutSentence({ operations, parameters, properties }: LeftOut): string | undefined {
  const counted = [operations && plural(operations, 'operation'), parameters && plural(parameters, 'parameter'), properties && plural(properties, 'property', 'properties')].filter(Boolean);
  return counted.length === 0 ? undefined : `Left out what the spec marks x-internal: ${counted.join(', ')}.`;
}

function printWarnings(warnings: { severity: string }[]) {
  if (warnings.length === 0) return;
  for (const w of warnings.slice(0, 20)) console.warn(formatProblem(w as never));
  if (warnings.length > 20) console.warn(`… and ${warnings.length - 20} more warnings.`);
}

