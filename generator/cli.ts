// `npm run generate` and the generated-output part of `npm run check` (generator/runCli.ts).
import { runCli } from './runCli.ts';

runCli(process.argv.slice(2)).then((code) => process.exit(code));
