import Handlebars from 'handlebars';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGES } from './languages.ts';

/** Where the code samples' templates are, one per language (`curl.hbs`). */
export const SAMPLE_TEMPLATES_DIR = 'templates/code-samples';

/** The code samples' templates ({@link SAMPLE_TEMPLATES_DIR}), compiled: ./renderSample.ts imports them. */
const SAMPLE_TEMPLATES = 'virtual:code-sample-templates';
const RESOLVED = `\0${SAMPLE_TEMPLATES}`;

/**
 * Serves {@link SAMPLE_TEMPLATES}: the template of each of `languages` (`curl.hbs` in `folder`
 * for curl) compiled by Handlebars as the site is bundled, by its language. The pre-rendering
 * threads then load Handlebars's runtime alone and compile nothing (the compiler and its
 * compiling of the twelve templates were ~0.2 s of each, in each build). `noEscape`: a
 * template writes code, not HTML, which the page escapes as it highlights it; `strict`: a
 * misspelt field fails. A template that does not parse, or a language's that is missing, fails
 * the bundling, naming its file (and line). The development server watches the templates: an
 * edited one is compiled again.
 */
export function codeSampleTemplates(folder = path.resolve(SAMPLE_TEMPLATES_DIR), languages: readonly string[] = LANGUAGES): Plugin {
  return {
    name: 'bob:code-sample-templates',
    resolveId: (id) => (id === SAMPLE_TEMPLATES ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const templates = languages.map((language) => {
        const full = path.join(folder, `${language}.hbs`);
        const file = path.relative(process.cwd(), full);
        if (!existsSync(full)) throw new Error(`${file}: missing: the code samples in ${language} are made from it`);
        this.addWatchFile(full);
        try {
          return `  ${JSON.stringify(language)}: ${String(Handlebars.precompile(readFileSync(full, 'utf8'), { noEscape: true, strict: true }))}`;
        } catch (error) {
          throw new Error(`${file}: ${(error as Error).message}`);
        }
      });
      return `export default {\n${templates.join(',\n')}\n};\n`;
    },
  };
}
