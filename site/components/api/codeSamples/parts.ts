/**
 * A value in a snippet is literal text or an environment variable the reader sets: secrets are
 * never written into a sample, and each language spells "read the variable" its own way.
 */
export type Part = string | { env: string };

/** Adjacent literals merged and empty ones dropped, so that each language quotes the fewest pieces. */
export function mergeParts(parts: readonly Part[]): Part[] {
  const merged: Part[] = [];
  for (const part of parts) {
    const last = merged.at(-1);
    if (typeof part === 'string' && typeof last === 'string') merged[merged.length - 1] = last + part;
    else if (part !== '') merged.push(part);
  }
  return merged;
}

/** Whether any part reads an environment variable. */
export function usesEnv(parts: readonly Part[]): boolean {
  return parts.some((part) => typeof part !== 'string');
}
