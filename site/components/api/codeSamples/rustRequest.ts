import type { MultipartField } from './multipartFields.ts';
import type { Part } from './parts.ts';
import type { RequestShape } from './requestShape.ts';
import { rsExpression, rsString } from './rustLiteral.ts';

/** reqwest's features rust.hbs uses: the blocking client, and multipart forms. */
export function rustFeatures(shape: RequestShape): string {
  return ['blocking', ...(shape.body?.kind === 'multipart' ? ['multipart'] : [])].map((feature) => `"${feature}"`).join(', ');
}

const SHORTHANDS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD']);
const METHODS = new Set([...SHORTHANDS, 'OPTIONS', 'CONNECT', 'TRACE']);

/** The client's call for the method: `.post(url)`, else `.request(reqwest::Method::OPTIONS, url)`. */
export function rsCall(method: string, url: Part[]): string {
  if (SHORTHANDS.has(method)) return `.${method.toLowerCase()}(${rsExpression(url)})`;
  const constant = METHODS.has(method) ? `reqwest::Method::${method}` : `reqwest::Method::from_bytes(b${rsString(method)})?`;
  return `.request(${constant}, ${rsExpression(url)})`;
}

/** The form's builder chain, a field a line: `.file(…)` may fail to read its file, hence its `?`. */
export function rsForm(fields: MultipartField[]): string {
  const calls = fields.map((field) => (field.file ? `.file(${rsString(field.name)}, ${rsString(field.value)})?` : `.text(${rsString(field.name)}, ${rsString(field.value)})`));
  return ['reqwest::blocking::multipart::Form::new()', ...calls].join('\n        ');
}
