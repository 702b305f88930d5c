/**
 * A URL's path as the file it names is called (`/files/rate%20limits.pdf` → `/files/rate limits.pdf`),
 * or as written when its escapes are not UTF-8 (`/img/100%.png`), which decodeURI throws on.
 */
export function decodedPath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
