import type { ApiInfo, MediaType, Operation, Response, SchemaNode } from '../../../../generator/normalize/model.ts';
import { credentials } from './credentials.ts';
import { isBinary, multipartFields, resolve, type MultipartField } from './multipartFields.ts';
import { mergeParts, usesEnv, type Part } from './parts.ts';
import { encodeUriComponent, exampleValue, pathValue, plainValue, queryPairs } from './serializeParameter.ts';

export interface Header {
  name: string;
  value: Part[];
}

export type Body =
  | { kind: 'json'; value: unknown }
  | { kind: 'multipart'; fields: MultipartField[] }
  | { kind: 'text'; text: string }
  /** The bytes of a local file, sent as they are (an upload of `application/octet-stream`, `image/png`, …). */
  | { kind: 'file'; path: string };

/** Where a sample reads the file it sends as the body. */
export const BODY_FILE = 'path/to/file';

/**
 * The request every language's sample sends, worked out once: the templates only spell it.
 * Fields are never undefined (the templates compile in strict mode).
 */
export interface RequestShape {
  /** Upper case: `POST`. */
  method: string;
  url: Part[];
  /** In sending order, Content-Type included except for multipart (the library writes it, with the boundary). */
  headers: Header[];
  body: Body | null;
  /**
   * The body's media type, also among `headers` as Content-Type (null for multipart, whose
   * library writes it, and without a body): for the libraries that want it on the body.
   */
  contentType: string | null;
  /** The success response is JSON: the sample parses and prints it (else it prints the status). */
  respondsJson: boolean;
  /** Some part reads an environment variable (a credential). */
  usesEnv: boolean;
  /** The body is multipart with a local file among its fields. */
  hasFiles: boolean;
  /** The body is a local file's bytes (`body.kind` is `file`). */
  sendsFile: boolean;
}

/** OpenAPI ignores header parameters with these names: other fields of the description set them. */
const RESERVED_HEADERS = new Set(['accept', 'content-type', 'authorization']);

export function requestShape(operation: Operation, info: ApiInfo, schemas: Record<string, SchemaNode> = {}): RequestShape {
  const auth = credentials(operation, info);
  const headers: Header[] = [...auth.headers];
  const accept = successMediaTypes(operation.responses).find(isJson);
  if (accept) headers.push({ name: 'Accept', value: [accept] });

  const media = operation.requestBody?.content[0];
  const body = media ? bodyOf(media, schemas) : null;
  const contentType = media && body && body.kind !== 'multipart' ? media.mediaType : null;
  if (contentType) headers.push({ name: 'Content-Type', value: [contentType] });

  for (const parameter of operation.parameters.header) {
    if (!RESERVED_HEADERS.has(parameter.name.toLowerCase()) && exampleValue(parameter) !== undefined) {
      headers.push({ name: parameter.name, value: [plainValue(parameter)] });
    }
  }
  const cookies: Part[][] = [
    ...operation.parameters.cookie.filter((p) => exampleValue(p) !== undefined).map((p) => [`${p.name}=${plainValue(p)}`]),
    ...auth.cookies,
  ];
  if (cookies.length > 0) headers.push({ name: 'Cookie', value: cookies.flatMap((cookie, i) => (i === 0 ? cookie : ['; ', ...cookie])) });

  const url = urlOf(operation, info, auth.query);
  return {
    method: operation.method.toUpperCase(),
    url,
    headers,
    body,
    contentType,
    respondsJson: accept !== undefined,
    usesEnv: usesEnv(url) || headers.some((header) => usesEnv(header.value)),
    hasFiles: body?.kind === 'multipart' && body.fields.some((field) => field.file),
    sendsFile: body?.kind === 'file',
  };
}

/** The first server (the operation's own, else the API's) with its variables at their defaults, the path filled in, the query appended. */
function urlOf(operation: Operation, info: ApiInfo, authQuery: Part[][]): Part[] {
  const server = operation.servers[0] ?? info.servers[0];
  let base = server?.url ?? '';
  for (const variable of server?.variables ?? []) base = base.replaceAll(`{${variable.name}}`, variable.default);
  let path = operation.path;
  for (const parameter of operation.parameters.path) path = path.replaceAll(`{${parameter.name}}`, pathValue(parameter));
  const query: Part[][] = [...operation.parameters.query.flatMap(queryPairs).map((pair) => [pair]), ...authQuery];
  const url: Part[] = [`${base.replace(/\/+$/, '')}${path}`];
  query.forEach((pair, i) => url.push(i === 0 ? '?' : '&', ...pair));
  return mergeParts(url);
}

/**
 * The first example of the body's first media type, in the form its media type calls for; a
 * local file when the body is bytes (its example, if any, only stands for them).
 */
function bodyOf(media: MediaType, schemas: Record<string, SchemaNode>): Body | null {
  if (isBinaryBody(media, schemas)) return { kind: 'file', path: BODY_FILE };
  if (media.examples.length === 0) return null;
  const value = media.examples[0]?.value;
  if (isJson(media.mediaType)) return { kind: 'json', value };
  if (media.mediaType.startsWith('multipart/form-data')) return { kind: 'multipart', fields: multipartFields(media, schemas) };
  if (typeof value === 'string') return { kind: 'text', text: value };
  if (media.mediaType.startsWith('application/x-www-form-urlencoded') && value !== null && typeof value === 'object') {
    return { kind: 'text', text: Object.entries(value).map(([k, v]) => `${encodeUriComponent(k)}=${encodeUriComponent(typeof v === 'string' ? v : JSON.stringify(v))}`).join('&') };
  }
  return { kind: 'text', text: JSON.stringify(value, null, 2) ?? '' };
}

/** Media types that are bytes whatever their schema says, unless it describes structured data. */
const BINARY_MEDIA = /^(?:application\/(?:octet-stream|pdf|zip|gzip|x-tar|wasm)|image\/|audio\/|video\/|font\/)/i;

/**
 * Whether the body is bytes: its schema says so (`format: binary`, `contentMediaType`), or its
 * media type is a binary one and the schema (if any) is a bare string, as OpenAPI 3.1 writes a
 * file upload (`image/png: {}`).
 */
function isBinaryBody(media: MediaType, schemas: Record<string, SchemaNode>): boolean {
  const schema = resolve(media.schema, schemas);
  if (isBinary(schema)) return true;
  if (!BINARY_MEDIA.test(media.mediaType)) return false;
  const types = schema?.types ?? [];
  return types.length === 0 ? !schema?.properties && !schema?.items : types.length === 1 && types[0] === 'string' && schema?.format === undefined;
}

/** The media types of the 2XX responses, or of `default` when there is none. */
function successMediaTypes(responses: Response[]): string[] {
  const success = responses.filter((r) => /^2(\d\d|XX)$/i.test(r.status));
  return (success.length > 0 ? success : responses.filter((r) => r.status === 'default')).flatMap((r) => r.content.map((c) => c.mediaType));
}

/** application/json, and its structured-syntax relatives (application/problem+json, …). */
function isJson(mediaType: string): boolean {
  return /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i.test(mediaType);
}
