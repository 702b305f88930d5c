import type { Part } from './parts.ts';
import type { Header, RequestShape } from './requestShape.ts';

/**
 * Headers a page's fetch may not set (the Fetch standard's forbidden request headers): the
 * browser writes them itself, or drops them. `Proxy-` and `Sec-` names are forbidden as a whole.
 */
const FORBIDDEN = new Set([
  'accept-charset', 'accept-encoding', 'access-control-request-headers', 'access-control-request-method', 'connection',
  'content-length', 'cookie', 'cookie2', 'date', 'dnt', 'expect', 'host', 'keep-alive', 'origin', 'referer',
  'set-cookie', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'via',
]);
const forbidden = (name: string) => FORBIDDEN.has(name.toLowerCase()) || /^(?:proxy|sec)-/i.test(name);

export interface BrowserRequest {
  url: Part[];
  /** The headers a page may set. */
  headers: Header[];
  /** The request had cookies: the page lets the browser send those it holds for the API. */
  credentials: boolean;
  /** The variables the request reads, which the page declares as constants for the reader to fill in. */
  variables: string[];
}

/** The request as a web page can make it. */
export function browserRequest(shape: RequestShape): BrowserRequest {
  const headers = shape.headers.filter((header) => !forbidden(header.name));
  const variables = [shape.url, ...headers.map((header) => header.value)].flatMap((parts) => parts.flatMap((part) => (typeof part === 'string' ? [] : [part.env])));
  return {
    url: shape.url,
    headers,
    credentials: shape.headers.some((header) => header.name.toLowerCase() === 'cookie'),
    variables: [...new Set(variables)],
  };
}

/** A CSS selector for the file input named `name` (`input[type=file][name=avatar]`). */
export function fileInput(name: string): string {
  const value = /^[A-Za-z_][\w-]*$/.test(name) ? name : `"${name.replace(/["\\]/g, '\\$&').replace(/\n/g, '\\a ')}"`;
  return `input[type=file][name=${value}]`;
}
