/**
 * The name a reader sees for a schema table key: the component's name, or for a key that is a
 * JSON pointer to elsewhere in the document (`#/paths/~1rooms/…/schema`), its last segment.
 */
export function refName(key: string): string {
  if (!key.startsWith('#')) return key;
  const last = key.split('/').filter(Boolean).at(-1) ?? key;
  return decodeURIComponent(last).replace(/~1/g, '/').replace(/~0/g, '~');
}
