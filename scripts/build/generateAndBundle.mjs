// The first half of `npm run build` (./build.mjs): the generator and the bundler at once, each in a
// process of its own. Plain JavaScript, so that the build starts them without a TypeScript
// loader; its types are in ./generateAndBundle.d.mts.
import { fork, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inputsCurrent, INPUTS_FILE } from '../../generator/output/inputs.mjs';
import { generatorBundle } from './generatorBundle.mjs';

const SPEC_DOWNLOADS = fileURLToPath(new URL('../../generator/output/specDownloads.mjs', import.meta.url));
const WITH_CODE_CACHE = fileURLToPath(new URL('./runWithCodeCache.mjs', import.meta.url));

/**
 * Runs the generator in a process of its own (generator/generateForBuild.ts, from its bundle:
 * ./generatorBundle.mjs, with V8's code cache: ./runWithCodeCache.mjs), started with `nodeFlags`:
 * writes the API data from `spec` into `out` as `npm run generate` does and the bundled spec into
 * `site` for download, and, when it may `keep`, keeps the spec's parsed files and its download's
 * YAML beside its bundle for the next run (generator/load/keptParses.ts,
 * generator/output/specDownloads.mjs).
 * Resolves, once the data is written, to what changed in `out` and the downloads' writing, which
 * goes on (it fails when they could not be written); rejects with the located problems of a spec
 * that does not generate, the previous data left as it was.
 */
export async function generateInChildProcess(spec, out, site, { nodeFlags = [], keep = true } = {}) {
  const generator = await generatorBundle();
  const args = [spec, out, site, ...(keep ? [path.dirname(generator)] : [])];
  const child = fork(WITH_CODE_CACHE, [generator, ...args], { execArgv: nodeFlags, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const ended = new Promise((resolve) => {
    child.on('error', (error) => resolve(error.message));
    child.on('exit', (code, signal) => resolve(code === 0 ? 0 : (signal ?? `exit code ${code}`)));
  });
  const result = await new Promise((resolve) => {
    child.once('message', resolve);
    ended.then(() => resolve(undefined));
  });
  if (!result || 'error' in result) throw new Error(result?.error ?? `Generating the API data from ${spec} failed (${await ended}): its error is printed above.`);
  const downloads = ended.then((end) => {
    if (end !== 0) throw new Error(`Writing the spec's downloads into ${site} failed (${end}): its error is printed above.`);
  });
  return { changed: result.changed, downloads };
}

/** Runs a Node script with `nodeFlags`, its output shown: `ended` is its exit code, `stop()` ends it. */
export function runNode(script, args, nodeFlags = []) {
  const child = spawn(process.execPath, [...nodeFlags, script, ...args], { stdio: 'inherit' });
  const ended = new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  return {
    ended,
    stop() {
      child.kill();
      return ended;
    },
  };
}

/**
 * Generates the API data and bundles the site at the same time, rather than bundling once the
 * generator has ended (our spec: ~1.5 s sooner; GitHub's: ~2.5 s). The bundles import three of
 * the generated modules (the route table, the sidebar, the API info); the operations are data read
 * only when the pages are rendered, after both have ended. The generated output is committed and
 * matches the spec (`npm run check`): when its record (`inputs.json`, generator/output/inputs.mjs)
 * shows that neither the spec, nor the generator, nor the output changed since it was generated,
 * the generator is left out and the downloads are written from the bundled spec it holds (by
 * generator/output/specDownloads.mjs, in a process of its own). Otherwise
 * the generator almost always leaves the output as it was and the bundles were made from the right
 * modules; when it changed them (a spec edited since `npm run generate`), the bundler is stopped
 * and started again. It is also started again when it failed while the generator replaced the
 * data, which it may have read in the middle of the swap.
 * `bundle` starts the bundler ({@link runNode}); the generator's Node runs with `nodeFlags`, and
 * keeps what it parsed and dumped for the next unless told not to `keep` ({@link generateInChildProcess}).
 * Resolves to the bundler's exit code (a failing bundler prints why), and the writing of the
 * spec's downloads, which may go on (the pages need the data, not them), and fails when they could
 * not be written; rejects when the spec does not generate, the bundler stopped.
 */
export async function generateAndBundle({ spec, out, site, bundle, nodeFlags = [], keep = true }) {
  const bundling = bundle();
  if (inputsCurrent(out, spec)) {
    console.log(`✓ ${out} matches ${spec} and the generator (${out}/${INPUTS_FILE}): not generated again`);
    const downloads = runNode(SPEC_DOWNLOADS, [out, site]).ended.then((written) => {
      if (written !== 0) throw new Error(`Writing the spec's downloads from ${out} failed (exit code ${written}): its error is printed above.`);
    });
    downloads.catch(() => {}); // The caller awaits it.
    return { code: await bundling.ended, downloads };
  }
  let generated;
  try {
    generated = await generateInChildProcess(spec, out, site, { nodeFlags, keep });
  } catch (error) {
    await bundling.stop();
    throw error;
  }
  const { changed, downloads } = generated;
  downloads.catch(() => {}); // The caller awaits it.
  if (changed === 'modules') {
    await bundling.stop();
    console.log(`The generated API modules changed (${spec} was edited since \`npm run generate\`): bundling again with them.`);
    return { code: await bundle().ended, downloads };
  }
  const code = await bundling.ended;
  if (code === 0 || changed === 'nothing') return { code, downloads };
  console.log('Bundling failed while the generator replaced the API data: bundling again.');
  return { code: await bundle().ended, downloads };
}
