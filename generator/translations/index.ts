import type { ApiModel } from '../normalize/model.ts';
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
 * The translation stage's entry: the model's text, and what `npm run generate` would write in
 * every locale's api.json for it. `npm run generate` writes the plans, `npm run check` compares
 * the files with them; both pass the model they already built, so the spec is read once.
 */
export function planApiTranslations(model: ApiModel, localesDir: string): TranslationFilePlan[] {
  return planTranslationFiles(collectApiText(model), localesDir);
}
