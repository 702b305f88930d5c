import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '../../generator/generate.ts';
import { renderSchemaArticle, schemaToc } from '../../site/components/api/schemaArticle.tsx';
import { LOCALES } from '../../site/i18n/locale.ts';
import { expectOperationArticles, operationPages, schemaPages } from './operationPages.ts';

const ROOT = 'node_modules/@readme/oas-examples';
const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? walk(file) : file.endsWith('.json') ? [file] : [];
  });

// Every valid document of ReadMe's collection builds (Swagger 2.0 as the OpenAPI 3.0 it converts to): each operation's article renders in each
// locale as its page does (the pre-rendering of these pages is the same call), with every
// section its table of contents names; so does each named schema's page (issue 34), in English.
describe('every operation and schema page of every public example document', () => {
  it.each([...walk(`${ROOT}/2.0/json`), ...walk(`${ROOT}/3.0/json`), ...walk(`${ROOT}/3.1/json`)])('%s', { timeout: 120_000 }, async (file) => {
    const { model } = await generate(file, '/tmp/unused', { validateExamples: false });
    // Every section the page's table of contents names is there: parameters, body, each response.
    for (const locale of LOCALES) await expectOperationArticles(operationPages(model), locale);
    // In one locale: what a schema's shape can break is the same in all (star-trek's 222 in three took 3 s more).
    for (const page of schemaPages(model)) {
      const html = await renderSchemaArticle(page, 'en', { count: 0, operations: [], groups: [] });
      for (const { id } of schemaToc(page, 'en')) expect(html, page.slug).toContain(` id="${id}"`);
    }
  });
});
