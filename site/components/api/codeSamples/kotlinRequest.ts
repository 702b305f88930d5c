import type { RequestShape } from './requestShape.ts';
import { ktString } from './kotlinLiteral.ts';

/** What kotlin.hbs imports for this request, sorted: each one with its use. */
export function ktImports(shape: RequestShape): string[] {
  const kind = shape.body?.kind;
  const imports = ['okhttp3.OkHttpClient', 'okhttp3.Request'];
  if (kind === 'multipart') imports.push('okhttp3.MultipartBody');
  if (kind && kind !== 'multipart') imports.push('okhttp3.MediaType.Companion.toMediaType');
  if (kind === 'json' || kind === 'text' || (!kind && NEEDS_BODY.has(shape.method))) imports.push('okhttp3.RequestBody.Companion.toRequestBody');
  if (kind === 'file' || shape.hasFiles) imports.push('java.io.File', 'okhttp3.RequestBody.Companion.asRequestBody');
  return imports.sort();
}

/** Methods OkHttp refuses to send without a body: an empty one is given. */
const NEEDS_BODY = new Set(['POST', 'PUT', 'PATCH']);

/** The builder's method call: `.get()`, `.post(body)`, `.delete()`, …, else `.method("TRACE", null)`. */
export function ktMethod(shape: RequestShape): string {
  const { method, body } = shape;
  if (method === 'GET' && !body) return '.get()';
  if (method === 'HEAD' && !body) return '.head()';
  if (method === 'DELETE') return `.delete(${body ? 'body' : ''})`;
  if (NEEDS_BODY.has(method)) return `.${method.toLowerCase()}(${body ? 'body' : '"".toRequestBody()'})`;
  return `.method(${ktString(method)}, ${body ? 'body' : 'null'})`;
}
