import Handlebars from 'handlebars';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { curlForm, curlHeader } from './curlArguments.ts';
import { goImports } from './goImports.ts';
import { goExpression, goMethod, goRawString, goString } from './goLiteral.ts';
import { jsExpression, jsKey, jsString, jsValue } from './jsLiteral.ts';
import type { MultipartField } from './multipartFields.ts';
import type { Part } from './parts.ts';
import { pyExpression, pyString, pyValue } from './pythonLiteral.ts';
import type { RequestShape } from './requestShape.ts';
import { shellSingleQuote, shellWord } from './shellQuote.ts';

export type Language = 'curl' | 'javascript' | 'python' | 'go';

// The build runs from the repository root (npm scripts), also after Vike bundles this file, so
// the templates are found from there rather than from this module's URL.
const TEMPLATES = path.resolve('templates/code-samples');

// A private instance: these helpers quote code, and must not leak into other templates. Every
// helper takes the options object Handlebars appends as its last argument, and ignores it.
const handlebars = Handlebars.create();
const helpers: Record<string, (...args: never[]) => unknown> = {
  eq: (a: unknown, b: unknown) => a === b,
  lower: (text: string) => text.toLowerCase(),
  sh: (value: string | Part[]) => (typeof value === 'string' ? shellSingleQuote(value) : shellWord(value)),
  shJson: (value: unknown) => shellSingleQuote(JSON.stringify(value, null, 2)),
  curlHeader,
  curlForm,
  js: (text: string) => jsString(text),
  jsKey: (name: string) => jsKey(name),
  jsExpr: (parts: Part[]) => jsExpression(parts),
  jsJson: (value: unknown, indent: number) => jsValue(value, indent),
  py: (text: string) => pyString(text),
  pyExpr: (parts: Part[]) => pyExpression(parts),
  pyJson: (value: unknown, indent: number) => pyValue(value, indent),
  textFields,
  go: (text: string) => goString(text),
  goExpr: (parts: Part[], compact: boolean) => goExpression(parts, compact === true),
  goRaw: (text: string) => goRawString(text),
  goJson: (value: unknown) => goRawString(JSON.stringify(value, null, 2) ?? 'null'),
  goMethod: (method: string) => goMethod(method),
  goImports: (shape: RequestShape) => goImports(shape),
};
for (const [name, helper] of Object.entries(helpers)) handlebars.registerHelper(name, helper as Handlebars.HelperDelegate);

const compiled = new Map<Language, HandlebarsTemplateDelegate<RequestShape>>();

/**
 * The sample of one language for a request. Each template is compiled on first use and kept for
 * the process (the build renders every operation in three locales). `noEscape`: this is code,
 * not HTML, which the page escapes when it highlights it; `strict`: a misspelt field fails.
 */
export function renderSample(language: Language, shape: RequestShape): string {
  let template = compiled.get(language);
  if (!template) {
    const source = readFileSync(path.join(TEMPLATES, `${language}.hbs`), 'utf8');
    template = handlebars.compile<RequestShape>(source, { noEscape: true, strict: true });
    compiled.set(language, template);
  }
  return template(shape).trimEnd();
}

/** The text fields of a form by name, a repeated field as a list: the shape of requests' `data=`. */
function textFields(fields: MultipartField[]): { name: string; value: string | string[] }[] {
  const byName = new Map<string, string[]>();
  for (const field of fields) if (!field.file) byName.set(field.name, [...(byName.get(field.name) ?? []), field.value]);
  return [...byName].map(([name, values]) => ({ name, value: values.length === 1 ? values[0]! : values }));
}
