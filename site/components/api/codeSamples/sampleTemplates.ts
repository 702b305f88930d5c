import Handlebars from 'handlebars';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The code samples' templates (templates/code-samples), compiled: ./renderSample.ts imports them. */
const SAMPLE_TEMPLATES = 'virtual:code-sample-templates';
const RESOLVED = `\0${SAMPLE_TEMPLATES}`;

/**
 * Serves {@link SAMPLE_TEMPLATES}: each template of `folder` compiled by Handlebars as the site is
 * bundled, by its file's name (`curl` for curl.hbs). The pre-rendering processes then load
 * Handlebars's runtime alone and compile nothing (the compiler and its compiling of the twelve
 * templates were ~0.2 s of each process, in each build). `noEscape`: a template writes code, not
 * HTML, which the page escapes as it highlights it; `strict`: a misspelt field fails. A template
 * that does not parse fails the bundling, naming its file and line. The development server
 * watches the templates: an edited one is compiled again.
 */
export function codeSampleTemplates(folder = path.resolve('templates/code-samples')): Plugin {
  return {
    name: 'bob:code-sample-templates',
    resolveId: (id) => (id === SAMPLE_TEMPLATES ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const templates = readdirSync(folder)
        .filter((file) => file.endsWith('.hbs'))
        .sort()
        .map((file) => {
          const full = path.join(folder, file);
          this.addWatchFile(full);
          try {
            return `  ${JSON.stringify(path.basename(file, '.hbs'))}: ${String(Handlebars.precompile(readFileSync(full, 'utf8'), { noEscape: true, strict: true }))}`;
          } catch (error) {
            throw new Error(`${path.relative(process.cwd(), full)}: ${(error as Error).message}`);
          }
        });
      return `export default {\n${templates.join(',\n')}\n};\n`;
    },
  };
}
