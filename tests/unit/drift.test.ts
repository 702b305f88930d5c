import { describe, expect, it } from 'vitest';
import { generate, outputFiles } from '../../generator/generate.ts';
import { compareOutput } from '../../generator/output/compareOutput.ts';
import { checkTranslationFiles, planApiTranslations } from '../../generator/translations/index.ts';

// The committed output must match the committed spec: CI (npm test, before the build rewrites
// site/generated) fails when someone edits the spec without regenerating, naming the files.
describe('the committed generated output', () => {
  it('matches spec/openapi.yaml: site/generated and the translation skeletons', async () => {
    const generated = await generate('spec/openapi.yaml', 'site/generated');
    const { model } = generated;
    expect(compareOutput(outputFiles(generated, 'site/generated'), 'site/generated'), 'run `npm run generate` and commit site/generated').toEqual({ added: [], removed: [], changed: [] });
    expect(checkTranslationFiles(planApiTranslations(model, 'locales')).outdated, 'run `npm run generate` and commit locales/*/api.json').toEqual([]);
  });
});
