import { hashText, isStale } from './format.ts';
import type { TranslationFilePlan } from './planTranslationFiles.ts';

export interface TranslationStatus {
  /** Files that are not what generate would write, with the reasons. */
  outdated: { file: string; reasons: string[] }[];
  /** Translations made from an English text that has since changed: the site shows the English. */
  stale: { locale: string; file: string; id: string; hash: string }[];
  /** Translations of text the spec no longer has (kept by generate): stale too, never a failure. */
  orphaned: { locale: string; file: string; id: string }[];
}

/**
 * How the api.json files on disk compare with what generate would write (`plans`). Staleness is
 * judged on what generate writes, so the count is right even before the file is regenerated.
 */
export function checkTranslationFiles(plans: TranslationFilePlan[]): TranslationStatus {
  const status: TranslationStatus = { outdated: [], stale: [], orphaned: [] };
  for (const plan of plans) {
    if (plan.current !== plan.nextText) status.outdated.push({ file: plan.file, reasons: differences(plan) });
    const orphaned = new Set(plan.orphaned);
    for (const [id, entry] of Object.entries(plan.next)) {
      if (orphaned.has(id)) status.orphaned.push({ locale: plan.locale, file: plan.file, id });
      else if (isStale(entry)) status.stale.push({ locale: plan.locale, file: plan.file, id, hash: hashText(entry.en) });
    }
  }
  return status;
}

function differences({ existing, next }: TranslationFilePlan): string[] {
  if (!existing) return ['missing'];
  const ids = Object.keys(next);
  const missing = ids.filter((id) => !Object.hasOwn(existing, id)).length;
  const extra = Object.keys(existing).filter((id) => !Object.hasOwn(next, id)).length;
  const changed = ids.filter((id) => Object.hasOwn(existing, id) && existing[id]!.en !== next[id]!.en).length;
  const reasons = [
    ...(missing ? [`${count(missing, 'id')} missing`] : []),
    ...(extra ? [`${count(extra, 'id')} no longer in the spec`] : []),
    ...(changed ? [`${count(changed, 'English text')} out of date`] : []),
  ];
  return reasons.length ? reasons : ['not as generate writes it (order, hash of an untranslated entry, or formatting)'];
}

const MAX_LISTED = 20;

/** The lines `npm run check` prints: a ✓ or ✗ result, and a ⚠ warning when translations are stale. */
export function formatTranslationStatus(status: TranslationStatus, specFile: string): { ok: boolean; message: string; warning?: string } {
  const ok = status.outdated.length === 0;
  const message = ok
    ? `API translations match ${specFile}`
    : [
        `API translations are out of date with ${specFile}:`,
        ...status.outdated.map(({ file, reasons }) => `  ${file}: ${reasons.join(', ')}`),
        'Run `npm run generate` and commit the result.',
      ].join('\n');
  const warnings = [
    ...(status.stale.length === 0
      ? []
      : [
          `⚠ ${count(status.stale.length, 'stale API translation')}: the English changed since translated, so the English is shown. Update "text" from "en" and set "hash" to the current English hash:`,
          ...listed(status.stale.map(({ locale, id, hash }) => `  ${locale}  ${id}  (current English hash ${hash})`)),
        ]),
    ...(status.orphaned.length === 0
      ? []
      : [
          `⚠ ${count(status.orphaned.length, 'stale API translation')} of text the spec no longer has (an operation or schema removed or renamed), kept so that no work is lost: move each to its new id, or delete it:`,
          ...listed(status.orphaned.map(({ locale, id }) => `  ${locale}  ${id}`)),
        ]),
  ];
  return warnings.length === 0 ? { ok, message } : { ok, message, warning: warnings.join('\n') };
}

const listed = (lines: string[]) => [...lines.slice(0, MAX_LISTED), ...(lines.length > MAX_LISTED ? [`  … and ${lines.length - MAX_LISTED} more`] : [])];

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
