import { csString } from './csharpLiteral.ts';
import type { RequestShape } from './requestShape.ts';

/** The namespaces csharp.hbs uses for this request, sorted: each one with its use. */
export function csUsings(shape: RequestShape): string[] {
  const kind = shape.body?.kind;
  const usings = ['System', 'System.Net.Http'];
  if (kind && kind !== 'multipart') usings.push('System.Net.Http.Headers');
  if (kind === 'file' || shape.hasFiles) usings.push('System.IO');
  return usings.sort();
}

const METHODS: Record<string, string> = {
  GET: 'Get', PUT: 'Put', POST: 'Post', DELETE: 'Delete', OPTIONS: 'Options', HEAD: 'Head', PATCH: 'Patch', TRACE: 'Trace',
};

/** HttpMethod's property for a method (`HttpMethod.Post`), else a new one. */
export function csMethod(method: string): string {
  const property = METHODS[method];
  return property ? `HttpMethod.${property}` : `new HttpMethod(${csString(method)})`;
}
