import { mergeParts, type Part } from './parts.ts';
import type { RequestShape } from './requestShape.ts';

/** The boundary between a multipart body's parts in the HTTP sample. */
export const HTTP_BOUNDARY = 'BobFormBoundary';

/** Parts as the HTTP sample writes them: a variable as `$NAME`, as the curl sample reads it. */
export const httpValue = (parts: readonly Part[]) => mergeParts(parts).map((part) => (typeof part === 'string' ? part : `$${part.env}`)).join('');

/** The URL's authority (`api.example.test`, with a port if it has one). */
export function httpHost(url: readonly Part[]): string {
  return /^[a-z][\w+.-]*:\/\/([^/?#]*)/i.exec(httpValue(url))?.[1] ?? '';
}

/** The request line's target: the URL's path and query (`/v1/rooms?limit=20`). */
export function httpTarget(url: readonly Part[]): string {
  const rest = httpValue(url).replace(/^[a-z][\w+.-]*:\/\/[^/?#]*/i, '');
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** The body as text (a JSON body laid out as the curl sample sends it). */
export function httpBody(shape: RequestShape): string {
  const body = shape.body;
  if (body?.kind === 'json') return JSON.stringify(body.value, null, 2) ?? 'null';
  return body?.kind === 'text' ? body.text : '';
}

/** The body's length in bytes, as Content-Length gives it. */
export const httpLength = (text: string) => Buffer.byteLength(text, 'utf8');
