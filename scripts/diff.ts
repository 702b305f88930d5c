// `npm run diff -- --base REF|FILE`: what changed in the API between the spec at a git revision
// (or another document) and the working tree's, classified for clients. Exit 0 when nothing
// breaking changed, 1 when something did, 2 on bad usage or a spec that cannot be read
// (scripts/diff/runDiff.ts).
import { runDiff } from './diff/runDiff.ts';

runDiff(process.argv.slice(2)).then((code) => process.exit(code));
