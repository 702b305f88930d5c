/**
 * Minutes to read a text: 200 words a minute for space-separated scripts, 300 characters a
 * minute for Chinese (no spaces between words), never less than one.
 */
export function readingMinutes(text: string): number {
  const cjk = text.match(/[\u3400-\u9fff\uf900-\ufaff]/g)?.length ?? 0;
  const words = text.replace(/[\u3400-\u9fff\uf900-\ufaff]/g, ' ').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.round(words / 200 + cjk / 300));
}
