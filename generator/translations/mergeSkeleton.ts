import type { ApiText } from './collectApiText.ts';
import { hashText, isStale, type ApiTranslations } from './format.ts';

/**
 * A locale's api.json as `npm run generate` writes it: exactly the ids of `entries`, in their
 * order, each with the current English in `en`. A new id starts untranslated; an untranslated
 * entry follows the English (its hash is refreshed); a translated entry keeps its `hash` and
 * `text`, so when its English changes it becomes stale rather than wrong. A translation of text
 * the spec no longer has (an operation removed or renamed, another team's spec) is kept after the
 * spec's entries, so no translator's work is lost; `npm run check` reports it as stale. Untranslated
 * entries of such text are dropped. Pure and deterministic.
 */
export function mergeSkeleton(existing: ApiTranslations | undefined, entries: ApiText): ApiTranslations {
  const merged: ApiTranslations = {};
  for (const [id, en] of entries) {
    const previous = existing && Object.hasOwn(existing, id) ? existing[id] : undefined;
    merged[id] = previous && previous.text !== '' ? { hash: previous.hash, en, text: previous.text } : { hash: hashText(en), en, text: '' };
  }
  for (const [id, entry] of Object.entries(existing ?? {})) if (!entries.has(id) && entry.text !== '') merged[id] = entry;
  return merged;
}

/** The ids of translated entries whose English changed since they were translated, in file order. */
export const staleIds = (translations: ApiTranslations): string[] =>
  Object.entries(translations)
    .filter(([, entry]) => isStale(entry))
    .map(([id]) => id);
