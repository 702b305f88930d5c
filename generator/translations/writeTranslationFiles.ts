import { replaceFile } from '../output/replaceFile.mjs';
import type { TranslationFilePlan } from './planTranslationFiles.ts';

/**
 * Writes the planned api.json files whose text changes, each atomically, so an interrupted run
 * never leaves a half-written translation file. Returns the files written.
 */
export function writeTranslationFiles(plans: TranslationFilePlan[]): string[] {
  const written: string[] = [];
  for (const plan of plans) {
    if (plan.current === plan.nextText) continue;
    replaceFile(plan.file, plan.nextText);
    written.push(plan.file);
  }
  return written;
}
