import { loadSpec } from '../load/index.ts';
import { normalizeSpec } from '../normalize/index.ts';
import { collectApiText } from './collectApiText.ts';
import { planTranslationFiles, type TranslationFilePlan } from './planTranslationFiles.ts';

export { apiTextId, collectApiText, type ApiText } from './collectApiText.ts';
export { checkTranslationFiles, formatTranslationStatus, type TranslationStatus } from './checkTranslationFiles.ts';
export { ApiTranslationEntry, ApiTranslations, hashText, isStale, parseApiTranslations } from './format.ts';
export { mergeSkeleton, staleIds } from './mergeSkeleton.ts';
export { planTranslationFiles, translationLocales, type TranslationFilePlan } from './planTranslationFiles.ts';
export { writeTranslationFiles } from './writeTranslationFiles.ts';

/** Where the site's locale catalogues are: `locales/<locale>/api.json` beside `common.json`. */
export const DEFAULT_LOCALES_DIR = 'locales';

/**
 * The translation stage's entry: the spec's text, and what `npm run generate` would write in
 * every locale's api.json for it. `npm run generate` writes the plans, `npm run check` compares
 * the files with them. The spec is loaded without example validation (generate's lint).
 */
export async function planApiTranslations(specFile: string, localesDir: string): Promise<TranslationFilePlan[]> {
  const model = normalizeSpec(await loadSpec(specFile, { validateExamples: false }));
  return planTranslationFiles(collectApiText(model), localesDir);
}
