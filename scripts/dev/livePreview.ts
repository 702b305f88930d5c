import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EnvironmentModuleNode, Plugin, ViteDevServer } from 'vite';
import { isTemporary } from '../../generator/output/replaceFile.mjs';
import { updateOutput } from '../../generator/output/updateOutput.ts';
import { formatProblem, type Problem } from '../../generator/problems.ts';
import { releaseFiles } from '../../generator/releases/paths.ts';
import { planApiTranslations, writeTranslationFiles } from '../../generator/translations/index.ts';
import { contentTypeFor } from '../serve/contentTypes.ts';
import { coalesce } from './coalesce.ts';
import { fileState, filesState } from './filesState.ts';
import { CATALOGUE_EVENT, FIXED_EVENT, PAGE_DATA_EVENT, STATE_EVENT } from './events.ts';
import { jsonProblem, overlayError, problemsOf } from './problems.ts';

export interface LivePreviewOptions {
  /** The spec's root document; every file beside it is watched. */
  spec: string;
  /** The generated API data (site/generated). */
  out: string;
  /** The locale catalogues (common.json, api.json per locale). */
  locales: string;
  /** The docs, blog and home page's Markdown. */
  content: string;
  /** The code samples' templates, which only the server compiles (site/components/api/codeSamples/sampleTemplates.ts). */
  templates: string;
}

/**
 * What a problem belongs to, so that fixing one source clears its problems only: the spec, the
 * content, or one catalogue file.
 */
type Source = 'spec' | 'content' | `locales:${string}`;

/** The module that compiles site/content, as the server's pages load it (root-relative: Vite's root is site/). */
const CONTENT_MODULE = '/content-pipeline/loadContent.ts';
/** How long the start-up generation waits for a first request before it runs anyway. */
const STARTUP_DELAY_MS = 5000;
/** The module of the memos, which keep what was read of the generated data or made from it (root-relative). */
const MEMO_MODULE = '/content-pipeline/boundedCache.ts';
/** The module that reads the spec's release history once (spec/changelog.yaml, last-release.json). */
const RELEASES_MODULE = 'site/components/changelog/releaseHistory.ts';
/** The module that makes the files beside the pages, as the server's pages load it (root-relative). */
const SITE_FILES_MODULE = '/site-files/siteFiles.ts';
/** What a file beside the pages may be called: a page's Markdown, llms.txt, llms-full.txt, sitemap.xml, robots.txt. */
const SITE_FILE = /\.(md|txt|xml)$/;
/**
 * How long after a watcher event the spec and content are looked at again (./coalesce.ts). Vite's
 * watcher (chokidar) reports a file's change at most once per 50 ms, and drops a change that
 * comes within 5 ms of another or in the same tick of the file's clock: the write of a save
 * that first empties the file is then never reported, and on a loaded machine it can come after
 * the run on the empty file has ended (a dev e2e test saw the removed operation stay). 100 ms:
 * that window and those steps, with room.
 */
const WATCHER_QUIET_MS = 100;

/**
 * The generator, loaded once, on the live preview's first regeneration rather than with the
 * configuration, which every build reads. Vite bundles the configuration into one file, and an
 * `import()` of the generator there would bring it, @redocly/openapi-core and the rest with the
 * configuration (~0.3 s of every `vike build`): tsx loads it instead, as `npm run generate` runs.
 * Its classes are then not this bundle's: its UserError is known by name (./problems.ts).
 */
let generator: ReturnType<typeof importGenerator> | undefined;
const loadGenerator = () =>
  (generator ??= importGenerator().catch((error: unknown) => {
    generator = undefined; // Not kept: the next save tries again (the generator's source being mended meanwhile).
    throw error;
  }));

/** Each call of tsx's tsImport loads the modules anew (and so runs them cold): {@link loadGenerator} keeps the first. */
async function importGenerator() {
  const { tsImport } = await import('tsx/esm/api');
  const load = <Module>(file: string): Promise<Module> => tsImport(file, import.meta.url);
  const [{ generate, outputFiles }, { SPEC_JSON, specDownloads }] = await Promise.all([
    load<typeof import('../../generator/generate.ts')>('../../generator/generate.ts'),
    load<typeof import('../../generator/output/specDownloads.mjs')>('../../generator/output/specDownloads.mjs'),
  ]);
  return { generate, outputFiles, SPEC_JSON, specDownloads };
}

/**
 * `npm run dev` (issue 18): the development server keeps the pages a writer has open in step
 * with the sources, within a second of a save, without a reload.
 *
 * - spec/: regenerated as `npm run generate` does (the translation skeletons too), writing only
 *   the files that changed (updateOutput); the server reads the operations' data afresh, and
 *   Vite sees the sidebar's module when it changes.
 * - site/content/: recompiled in the server's own copy of the content pipeline; the pages keep
 *   the last good content while an edit does not compile.
 * - locales/: a catalogue that is not JSON is reported, and the pages keep its last good text;
 *   the chrome's strings that parse are sent to the open pages (CATALOGUE_EVENT).
 * - templates/code-samples/: compiled again as the server renders the samples next.
 * - The site's configuration is a dependency of vite.config.ts: Vite restarts on its change, and
 *   the open pages reload once it is back (a bad one is reported and the old server stays).
 *
 * A change that only the server renders (the generated data, a translation, content, a code
 * sample's template) does not reload the page, which Vike would do: the page is told to fetch
 * its data again ({@link PAGE_DATA_EVENT}, site/components/layout/livePreview.ts), keeping its
 * scroll position. Problems are printed as the build prints them and shown in Vite's error overlay,
 * also to pages opened later, until the file is fixed.
 */
export function livePreview(options: LivePreviewOptions): Plugin {
  const root = process.cwd();
  const dirs = { spec: path.resolve(path.dirname(options.spec)), content: path.resolve(options.content), locales: path.resolve(options.locales), templates: path.resolve(options.templates) };
  const generated = path.resolve(options.out);
  const releases = Object.values(releaseFiles(options.spec)).map((file) => path.resolve(file));
  const inside = (dir: string, file: string) => file.startsWith(`${dir}${path.sep}`);
  /** Last text of each catalogue that parsed, served while the file on disk does not. */
  const goodJson = new Map<string, string>();
  let downloads = new Map<string, string>();
  /** Tells the open pages to fetch their data again (set once the server exists). */
  let refreshPages = () => {};
  /** Where the server keeps the spec's parsed files (set once the server exists). */
  let keptParsesDir: string | undefined;
  /** Ends what the server started for later (set once the server exists): a closed server generates nothing. */
  let stopTimers = () => {};

  return {
    name: 'bob:live-preview',
    apply: 'serve',

    buildEnd() {
      stopTimers();
      if (keptParsesDir) rmSync(keptParsesDir, { recursive: true, force: true });
    },

    configureServer(server) {
      const log = server.config.logger;
      const problems = new Map<Source, Problem[]>();
      const overlay = () => ({ type: 'error' as const, err: overlayError([...problems.values()].flat()) });

      function report(source: Source, found: Problem[]) {
        const before = problems.size;
        if (found.length > 0) problems.set(source, found);
        else problems.delete(source);
        for (const problem of found) log.error(formatProblem(problem), { timestamp: true });
        if (problems.size > 0) server.hot.send(overlay());
        else if (before > 0) server.hot.send({ type: 'custom', event: FIXED_EVENT });
      }
      // A page opened (or reloaded) while something is broken shows it too; once listening, it
      // asks again, and learns of a fix it could not hear (STATE_EVENT).
      server.hot.on('vite:client:connect', (_data, client) => {
        if (problems.size > 0) client.send(overlay());
      });
      server.hot.on(STATE_EVENT, (_data, client) => client.send(problems.size > 0 ? overlay() : { type: 'custom', event: FIXED_EVENT }));

      refreshPages = debounce(() => server.hot.send({ type: 'custom', event: PAGE_DATA_EVENT }), 30);

      // The spec's files as parsed, kept from save to save (generator/load/keptParses.ts): a save
      // parses the file it changed, not the ~200 others (our spec: ~0.25 s of each regeneration;
      // GitHub's 10 MB, seconds). For this server only, which loaded the parser it parses with:
      // removed as it closes (buildEnd), also when Vite restarts it for a configuration change.
      const keptParses = (keptParsesDir = mkdtempSync(path.join(tmpdir(), 'bob-live-preview-')));

      const regenerate = coalesce(async () => {
        const started = performance.now();
        try {
          const { generate, outputFiles, SPEC_JSON, specDownloads } = await loadGenerator();
          const generated = await generate(options.spec, options.out, { validateExamples: false, keptParses });
          const { warnings, model, files } = generated;
          // Planned before anything is written, as `npm run generate` does.
          const translations = planApiTranslations(model, options.locales);
          const drift = updateOutput(options.out, outputFiles(generated, options.out));
          const written = writeTranslationFiles(translations);
          downloads = new Map(specDownloads(files.get(SPEC_JSON)!).map(({ fileName, source }) => [`/${fileName}`, source]));
          for (const warning of warnings) log.warn(formatProblem(warning));
          const changed = [...[...drift.added, ...drift.changed, ...drift.removed].map((file) => `${options.out}/${file}`), ...written];
          if (changed.length > 0) {
            log.info(`spec → ${changed.join(', ')} in ${Math.round(performance.now() - started)} ms`, { timestamp: true });
            // Forgotten now rather than when the watcher reports the files, so the pages'
            // next request is answered from them: the modules, and the memos of the server's
            // pages, which hold what was read of the data files and made from it.
            for (const file of changed) forget(server, path.resolve(file));
            ((await server.ssrLoadModule(MEMO_MODULE)) as typeof import('../../site/content-pipeline/boundedCache.ts')).clearMemos();
            refreshPages();
          }
          report('spec', []);
        } catch (error) {
          report('spec', problemsOf(error, options.spec));
        }
      }, () => filesState(dirs.spec), WATCHER_QUIET_MS);

      const recompileContent = coalesce(async () => {
        try {
          const content = (await server.ssrLoadModule(CONTENT_MODULE)) as typeof import('../../site/content-pipeline/loadContent.ts');
          await content.reloadContent();
          report('content', []);
          refreshPages();
        } catch (error) {
          report('content', problemsOf(error, options.content));
        }
      }, () => filesState(dirs.content), WATCHER_QUIET_MS);

      const checkCatalogue = (file: string) => {
        const problem = jsonProblem(path.relative(root, file), readFileSync(file, 'utf8'));
        report(`locales:${file}`, problem ? [problem] : []);
      };
      // A catalogue saved in two steps (emptied, then written) can be reported by the watcher for
      // the first step alone, as the spec can (WATCHER_QUIET_MS): the pages would keep the last
      // good text and the overlay its error. So each catalogue's size and time when the watcher
      // last reported it are kept, and once the events are quiet, one that differs is reported to
      // Vite, and to this plugin, as the watcher would have.
      const catalogues = () => readdirSync(dirs.locales, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.json')).map((file) => path.join(dirs.locales, file));
      const reported = new Map(catalogues().map((file) => [file, fileState(file)]));
      // One already broken when the server starts is shown from the first page on.
      for (const file of catalogues()) checkCatalogue(file);
      const reportMissed = coalesce(
        async () => {
          for (const file of catalogues()) if (reported.get(file) !== fileState(file)) server.watcher.emit('change', file);
        },
        () => filesState(dirs.locales),
        WATCHER_QUIET_MS,
      );

      server.watcher.add([dirs.spec, dirs.locales]);
      const onChange = (file: string) => {
        if (isTemporary(file)) return; // Written by replaceFile before its rename: not an edit.
        if (inside(dirs.spec, file)) {
          if (releases.includes(file)) {
            forget(server, path.resolve(RELEASES_MODULE));
            refreshPages();
          }
          void regenerate();
        } else if (inside(dirs.content, file)) void recompileContent();
        else if (inside(dirs.locales, file) && file.endsWith('.json')) {
          reported.set(file, fileState(file));
          if (existsSync(file)) checkCatalogue(file);
          else report(`locales:${file}`, []);
          void reportMissed();
        }
      };
      for (const event of ['add', 'change', 'unlink'] as const) server.watcher.on(event, onChange);

      // The spec may have changed while no server ran: the first generation makes the output
      // what `npm run generate` writes, and shows what is wrong from the start. It waits for the
      // first page to be answered (or a few seconds): on two cores it would otherwise hold up
      // that answer by the second it takes (issue 18: the first page within 5 s).
      let started = false;
      const startGenerating = () => {
        if (started) return;
        started = true;
        void regenerate();
      };
      const startup = setTimeout(startGenerating, STARTUP_DELAY_MS).unref();
      stopTimers = () => clearTimeout(startup);
      server.middlewares.use((_req, res, next) => {
        if (!started) res.once('finish', startGenerating);
        next();
      });

      // The request's path in the site: without the base path (BASE_PATH), which Vite strips
      // only after these handlers.
      const sitePath = (url = '/') => {
        const pathname = url.split('?')[0]!;
        return pathname.startsWith(server.config.base) ? `/${pathname.slice(server.config.base.length)}` : pathname;
      };
      const send = (res: ServerResponse, file: string, text: string) => {
        res.setHeader('Content-Type', contentTypeFor(file).type);
        res.end(text);
      };

      // The bundled spec the build offers for download, from the last good generation.
      server.middlewares.use((req, res, next) => {
        const file = sitePath(req.url);
        const source = downloads.get(file);
        if (source === undefined) return next();
        send(res, file, source);
      });

      // The files the build writes beside the pages (each page's Markdown, which Copy page
      // fetches, llms.txt, llms-full.txt, sitemap.xml, robots.txt), made on request from the
      // sources by the build's own code (site/site-files), in the server's module graph as the
      // pages are, so they follow every save.
      server.middlewares.use((req, res, next) => {
        const file = sitePath(req.url);
        if (!SITE_FILE.test(file)) return next();
        (server.ssrLoadModule(SITE_FILES_MODULE) as Promise<typeof import('../../site/site-files/siteFiles.ts')>)
          .then((siteFiles) => siteFiles.siteFile(file))
          .then((text) => (text === undefined ? next() : send(res, file, text)), next);
      });
    },

    load(id) {
      // A catalogue is a module (imported by the i18n code): while an edit leaves it invalid,
      // the pages are built from its last good text (the problem is on the overlay); from an
      // empty catalogue when it was broken before the server started (its strings show as their
      // keys): Vite's JSON plugin would fail every page without naming the file.
      const file = id.split('?')[0]!;
      if (!inside(dirs.locales, file) || !file.endsWith('.json')) return undefined;
      const text = readFileSync(file, 'utf8');
      if (jsonProblem(file, text)) return goodJson.get(file) ?? '{}';
      goodJson.set(file, text);
      return text;
    },

    async hotUpdate(update) {
      // What only the server renders (the generated data, api.json, the code samples' templates):
      // Vike would reload the page; forgetting them and refreshing the page's data is enough,
      // and keeps the page.
      if (![generated, dirs.locales, dirs.templates].some((dir) => inside(dir, update.file))) return undefined;
      // The chrome's strings (common.json) the page has too: the server sends them to the page
      // below (CATALOGUE_EVENT), and Vite's own update, which would reload it, is not made.
      const locale = catalogueLocale(dirs.locales, update.file);
      if (this.environment.name === 'client') return locale ? [] : undefined;
      if (this.environment.name !== 'ssr') return undefined;
      // Forgotten here: the modules the browser does not load, and a catalogue, which is sent.
      const client = update.server.environments.client.moduleGraph;
      const handled = locale ? update.modules : update.modules.filter((mod) => mod.id === null || !client.getModuleById(mod.id));
      const seen = new Set<EnvironmentModuleNode>();
      for (const mod of handled) this.environment.moduleGraph.invalidateModule(mod, seen, update.timestamp, true);
      // Sent before the refresh, on the same socket: the page renders with them. A catalogue that
      // is not JSON is not sent: the page keeps its last good text (the overlay says why).
      if (locale) {
        const text = await update.read();
        if (!jsonProblem(update.file, text)) update.server.hot.send({ type: 'custom', event: CATALOGUE_EVENT, data: { locale, strings: JSON.parse(text) } });
      }
      refreshPages();
      return update.modules.filter((mod) => !handled.includes(mod));
    },
  };
}

/** The locale of a chrome catalogue (`<locales>/<locale>/common.json`); undefined for any other file. */
function catalogueLocale(locales: string, file: string): string | undefined {
  const [locale, name, ...rest] = path.relative(locales, file).split(path.sep);
  return name === 'common.json' && rest.length === 0 ? locale : undefined;
}

/**
 * Makes the server load `file` (and what imports it) afresh on its next use. (The browser's
 * modules are Vite's to update, from its watcher.)
 */
function forget(server: ViteDevServer, file: string): void {
  const { moduleGraph } = server.environments.ssr!;
  const seen = new Set<EnvironmentModuleNode>();
  for (const mod of moduleGraph.getModulesByFile(file) ?? []) moduleGraph.invalidateModule(mod, seen, Date.now(), true);
}

/** `run` once, `ms` after the last of a burst of calls. */
function debounce(run: () => void, ms: number): () => void {
  let timer: NodeJS.Timeout | undefined;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(run, ms);
  };
}
