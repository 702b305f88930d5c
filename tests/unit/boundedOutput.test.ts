import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generate } from '../../generator/generate.ts';
import { ELIDED } from '../../generator/normalize/exampleFromSchema.ts';
import { operationMarkdown } from '../../site/components/api/markdown/operationMarkdown.ts';
import { renderOperationArticle } from '../../site/components/api/operationArticle.tsx';
import { LOCALES } from '../../site/i18n/locale.ts';
import { operationPages } from './operationPages.ts';

// Issue 32: what the generator writes and the build renders grows at most linearly with the
// document. Elements that each hold four others, many levels deep, once made examples of 4^depth
// values and exhausted the heap.
const SPEC = 'tests/fixtures/valid/nested-elements.yaml';

describe('a document whose schemas nest each other many levels deep', () => {
  it('generates examples cut at one depth, saying so, within a fixed multiple of its size', async () => {
    const { files, model } = await generate(SPEC, '/tmp/unused');
    const written = [...files.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0);
    expect(written).toBeLessThan(20 * statSync(SPEC).size);
    const example = model.operations[0]!.requestBody!.content[0]!.examples[0]!;
    expect(example).toMatchObject({ generated: true, shortened: true });
    expect(JSON.stringify(example.value)).toContain(JSON.stringify(ELIDED));
  });

  it('renders each page, its HTML and its Markdown, in every locale, no larger than its schemas listed once', async () => {
    const { model } = await generate(SPEC, '/tmp/unused', { validateExamples: false });
    for (const page of operationPages(model)) {
      const { operation } = page;
      for (const locale of LOCALES) {
        const html = await renderOperationArticle(page, locale);
        if (locale === 'en') expect(html).toContain('Generated from the schema, deeper levels shown as …');
        expect(html.length, `${operation.slug} (${locale})`).toBeLessThan(300_000);
        expect(operationMarkdown(page, locale, model.info).length, `${operation.slug} (${locale})`).toBeLessThan(50_000);
      }
    }
  });
});
