import Handlebars from 'handlebars/runtime';
import templates from 'virtual:code-sample-templates';
import { browserRequest, fileInput } from './browserRequest.ts';
import { csExpression, csRawString, csString } from './csharpLiteral.ts';
import { csMethod, csUsings } from './csharpRequest.ts';
import { curlForm, curlHeader } from './curlArguments.ts';
import { goImports } from './goImports.ts';
import { goExpression, goMethod, goRawString, goString } from './goLiteral.ts';
import { HTTP_BOUNDARY, httpBody, httpHost, httpLength, httpTarget, httpValue } from './httpMessage.ts';
import { javaExpression, javaString } from './javaLiteral.ts';
import { javaImports, javaMethod } from './javaRequest.ts';
import { jsExpression, jsKey, jsString, jsValue } from './jsLiteral.ts';
import { ktExpression, ktRawString, ktString } from './kotlinLiteral.ts';
import { ktImports, ktMethod } from './kotlinRequest.ts';
import type { Language } from './languages.ts';
import type { MultipartField } from './multipartFields.ts';
import type { Part } from './parts.ts';
import { phpExpression, phpNowdoc, phpString } from './phpLiteral.ts';
import { pyExpression, pyString, pyValue } from './pythonLiteral.ts';
import type { Header, RequestShape } from './requestShape.ts';
import { rbExpression, rbHeredoc, rbString } from './rubyLiteral.ts';
import { rsExpression, rsRawString, rsString } from './rustLiteral.ts';
import { rsCall, rsForm, rustFeatures } from './rustRequest.ts';
import { shellSingleQuote, shellWord } from './shellQuote.ts';

const json = (value: unknown) => JSON.stringify(value, null, 2) ?? 'null';
const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

// A private instance: these helpers quote code, and must not leak into other templates. Every
// helper takes the options object Handlebars appends as its last argument, and ignores it.
const handlebars = Handlebars.create();
const helpers: Record<string, (...args: never[]) => unknown> = {
  eq: (a: unknown, b: unknown) => a === b,
  or: (a: unknown, b: unknown) => Boolean(a) || Boolean(b),
  concat: (a: string, b: string) => a + b,
  lower: (text: string) => text.toLowerCase(),
  hasHeader: (headers: Header[], name: string) => headers.some((header) => sameName(header.name, name)),
  withoutHeader: (headers: Header[], name: string) => headers.filter((header) => !sameName(header.name, name)),
  textFields,
  // curl
  sh: (value: string | Part[]) => (typeof value === 'string' ? shellSingleQuote(value) : shellWord(value)),
  shJson: (value: unknown) => shellSingleQuote(json(value)),
  curlHeader,
  curlForm,
  // JavaScript: Node.js, and a web page's
  js: (text: string) => jsString(text),
  jsKey: (name: string) => jsKey(name),
  jsExpr: (parts: Part[]) => jsExpression(parts),
  jsPage: (parts: Part[]) => jsExpression(parts, (name) => name),
  jsJson: (value: unknown, indent: number) => jsValue(value, indent),
  browser: (shape: RequestShape) => browserRequest(shape),
  fileInput: (name: string) => fileInput(name),
  // Python
  py: (text: string) => pyString(text),
  pyExpr: (parts: Part[]) => pyExpression(parts),
  pyJson: (value: unknown, indent: number) => pyValue(value, indent),
  // Go
  go: (text: string) => goString(text),
  goExpr: (parts: Part[], compact: boolean) => goExpression(parts, compact === true),
  goRaw: (text: string) => goRawString(text),
  goJson: (value: unknown) => goRawString(json(value)),
  goMethod: (method: string) => goMethod(method),
  goImports: (shape: RequestShape) => goImports(shape),
  // Java
  java: (text: string) => javaString(text),
  javaExpr: (parts: Part[]) => javaExpression(parts),
  javaImports: (shape: RequestShape) => javaImports(shape),
  javaMethod: (shape: RequestShape) => javaMethod(shape),
  // C#
  cs: (text: string) => csString(text),
  csExpr: (parts: Part[]) => csExpression(parts),
  csJson: (value: unknown) => csRawString(json(value), 0),
  csMethod: (method: string) => csMethod(method),
  csUsings: (shape: RequestShape) => csUsings(shape),
  // PHP
  php: (text: string) => phpString(text),
  phpExpr: (parts: Part[]) => phpExpression(parts),
  phpJson: (value: unknown) => phpNowdoc(json(value), 8),
  // Ruby
  rb: (text: string) => rbString(text),
  rbExpr: (parts: Part[]) => rbExpression(parts),
  rbJson: (value: unknown) => rbHeredoc(json(value), 2),
  rbRequest,
  // Rust
  rs: (text: string) => rsString(text),
  rsExpr: (parts: Part[]) => rsExpression(parts),
  rsJson: (value: unknown) => rsRawString(json(value)),
  rsCall: (method: string, url: Part[]) => rsCall(method, url),
  rsForm: (fields: MultipartField[]) => rsForm(fields),
  rustFeatures: (shape: RequestShape) => rustFeatures(shape),
  // Kotlin
  kt: (text: string) => ktString(text),
  ktExpr: (parts: Part[]) => ktExpression(parts),
  ktJson: (value: unknown) => ktRawString(json(value), 8),
  ktImports: (shape: RequestShape) => ktImports(shape),
  ktMethod: (shape: RequestShape) => ktMethod(shape),
  // HTTP
  httpValue: (parts: Part[]) => httpValue(parts),
  httpHost: (url: Part[]) => httpHost(url),
  httpTarget: (url: Part[]) => httpTarget(url),
  httpBody: (shape: RequestShape) => httpBody(shape),
  httpLength: (text: string) => httpLength(text),
  httpBoundary: () => HTTP_BOUNDARY,
};
for (const [name, helper] of Object.entries(helpers)) handlebars.registerHelper(name, helper as Handlebars.HelperDelegate);

const compiled = new Map<Language, HandlebarsTemplateDelegate<RequestShape>>();

/**
 * The sample of one language for a request, from its template compiled as the site was bundled
 * (./sampleTemplates.ts), made a function on first use and kept for the process (the build renders
 * every operation in three locales).
 */
export function renderSample(language: Language, shape: RequestShape): string {
  let template = compiled.get(language);
  if (!template) {
    template = handlebars.template<RequestShape>(templates[language]);
    compiled.set(language, template);
  }
  const sample = template(shape);
  // The HTTP message ends with its body, whose last spaces and line ends count (Content-Length):
  // only the template's own last line end goes.
  return language === 'http' ? sample.replace(/\n$/, '') : sample.trimEnd();
}

/** The text fields of a form by name, a repeated field as a list: the shape of requests' `data=`. */
function textFields(fields: MultipartField[]): { name: string; value: string | string[] }[] {
  const byName = new Map<string, string[]>();
  for (const field of fields) if (!field.file) byName.set(field.name, [...(byName.get(field.name) ?? []), field.value]);
  return [...byName].map(([name, values]) => ({ name, value: values.length === 1 ? values[0]! : values }));
}

const RUBY_REQUESTS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE']);

/** Net::HTTP's request for the method (`Net::HTTP::Post.new(uri)`), else a generic one with a body. */
function rbRequest(method: string): string {
  if (RUBY_REQUESTS.has(method)) return `Net::HTTP::${method[0]}${method.slice(1).toLowerCase()}.new(uri)`;
  return `Net::HTTPGenericRequest.new(${rbString(method)}, true, true, uri)`;
}
