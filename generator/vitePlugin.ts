import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { GenerateForBuildResult } from './generateForBuild.ts';
import type { SpecDownload } from './output/specDownloads.ts';

const ENTRY = fileURLToPath(new URL('./generateForBuild.ts', import.meta.url));

/**
 * The generator as the first step of the site's build: `vike build` regenerates the API data
 * from the spec, once, before anything is bundled, and puts the bundled spec in the site as
 * /openapi.yaml and /openapi.json for download. A spec error stops the build with the same
 * located messages as `npm run generate`.
 * It runs in the client build only, the build's first: Vike's server build loads the
 * configuration afresh (a new instance of this plugin) and finds the data written.
 */
export function generateApiData({ spec, out }: { spec: string; out: string }): Plugin {
  let downloads: Promise<SpecDownload[]> | undefined;
  return {
    name: 'bob:generate-api-data',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async buildStart() {
      await (downloads ??= generateInProcess(spec, out));
    },
    async generateBundle() {
      for (const { fileName, source } of await downloads!) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

/**
 * Runs the generator in a process of its own (./generateForBuild.ts), whose memory is given back
 * when it ends (GitHub's spec: the bundling process peaked at 830 MB with the generator in it,
 * ~450 MB of it the generator's). Resolves to the spec's downloads; rejects with the located
 * problems of a spec that does not generate.
 */
export function generateInProcess(spec: string, out: string): Promise<SpecDownload[]> {
  return new Promise((resolve, reject) => {
    let result: GenerateForBuildResult | undefined;
    const child = fork(ENTRY, [spec, out], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.on('message', (message: GenerateForBuildResult) => (result = message));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (result && 'downloads' in result) resolve(result.downloads);
      else reject(new Error(result?.error ?? `Generating the API data from ${spec} failed (${signal ?? `exit code ${code}`}): its error is printed above.`));
    });
  });
}
