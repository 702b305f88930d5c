import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { GenerateForBuildResult } from './generateForBuild.ts';
import type { SpecDownload } from './output/specDownloads.ts';

const ENTRY = fileURLToPath(new URL('./generateForBuild.ts', import.meta.url));

/** The generations started in this process, by spec and output: see {@link generateApiData}. */
const STARTED = Symbol.for('bob:generate-api-data');
type Started = Map<string, Promise<SpecDownload[]>>;

/**
 * The generator as the first step of the site's build: `vike build` regenerates the API data
 * from the spec, once, before anything is bundled, and puts the bundled spec in the site as
 * /openapi.yaml and /openapi.json for download. A spec error stops the build with the same
 * located messages as `npm run generate`.
 * The generator's process starts as soon as the build's configuration is read, while Vite and
 * Vike start, and the client build, the build's first, waits for it. Vike reads the
 * configuration more than once, each time with a new instance of this plugin: the process-wide
 * {@link STARTED} map is what makes it one generation per build.
 */
export function generateApiData({ spec, out }: { spec: string; out: string }): Plugin {
  const generation = () => {
    const started = ((globalThis as { [STARTED]?: Started })[STARTED] ??= new Map());
    const key = `${spec}\0${out}`;
    if (!started.has(key)) {
      const downloads = generateInChildProcess(spec, out);
      downloads.catch(() => {}); // Reported by the client build, which awaits it.
      started.set(key, downloads);
    }
    return started.get(key)!;
  };
  return {
    name: 'bob:generate-api-data',
    apply: 'build',
    config() {
      void generation();
    },
    applyToEnvironment: (environment) => environment.name === 'client',
    async buildStart() {
      await generation();
    },
    async generateBundle() {
      for (const { fileName, source } of await generation()) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

/**
 * Runs the generator in a process of its own (./generateForBuild.ts), whose memory is given back
 * when it ends, and which starts while Vite and Vike do (GitHub's spec: `vike build` took 7.2 s
 * and 518 MB so, 9.9 s and 646 MB with the generator in the bundling process). Resolves to the spec's
 * downloads; rejects with the located problems of a spec that does not generate.
 */
export function generateInChildProcess(spec: string, out: string): Promise<SpecDownload[]> {
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
