import { renameSync, rmSync, writeFileSync } from 'node:fs';
import type { TranslationFilePlan } from './planTranslationFiles.ts';

/**
 * Writes the planned api.json files whose text changes, each atomically (a temporary file
 * beside it, then a rename), so an interrupted run never leaves a half-written translation
 * file. Returns the files written.
 */
export function writeTranslationFiles(plans: TranslationFilePlan[]): string[] {
  const written: string[] = [];
  for (const plan of plans) {
    if (plan.current === plan.nextText) continue;
    const temporary = `${plan.file}.tmp-${process.pid}`;
    try {
      writeFileSync(temporary, plan.nextText);
      renameSync(temporary, plan.file);
    } catch (error) {
      rmSync(temporary, { force: true });
      throw error;
    }
    written.push(plan.file);
  }
  return written;
}
