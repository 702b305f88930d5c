import type { RequestShape } from './requestShape.ts';

/**
 * The packages go.hbs uses for this request, sorted as gofmt sorts them: Go refuses to compile a
 * program that imports a package it does not use, so each one is added only with its use.
 */
export function goImports(shape: RequestShape): string[] {
  const kind = shape.body?.kind;
  const imports = ['fmt', 'io', 'log', 'net/http'];
  if (kind === 'multipart') imports.push('bytes', 'mime/multipart');
  if (kind === 'json' || kind === 'text') imports.push('strings');
  if (shape.usesEnv || shape.hasFiles || kind === 'file') imports.push('os');
  if (shape.hasFiles) imports.push('path/filepath');
  return imports.sort();
}
