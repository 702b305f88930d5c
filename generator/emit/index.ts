import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiModel, ApiSidebar, Operation, Response, SharedResponse } from '../normalize/model.ts';
import { reachableSchemas } from '../normalize/schemaTable.ts';
import { nameImports, nameModuleFiles } from './nameModules.ts';
import { renderTemplate } from './renderTemplate.ts';

/** Generated files: path relative to the output directory → content. */
export type GeneratedFiles = Map<string, string>;

const MODEL = fileURLToPath(new URL('../normalize/model.ts', import.meta.url));
/** What an operation module names itself; its schema imports keep clear of these. */
const OPERATION_MODULE_NAMES = ['Operation', 'OperationPage', 'operation', 'page'];

/**
 * Stage 3: the model as typed TypeScript modules for the site: one module per schema of the
 * schema table and per shared response (`components/responses`), one route module per operation
 * (the operation, and the modules of the schemas and shared responses it reaches), the route
 * table, the API sidebar and the API info.
 * Each schema and shared response is written once, not into every operation that reaches it
 * (issue 16): schema nodes keep references as `ref` keys, so schema modules import nothing of
 * each other and cycles stay data; a spec edit rewrites only the modules of what it touched.
 * Pure: the same model always gives byte-identical files; writing them is the caller's job.
 */
export function emitRoutes(model: ApiModel, outDir: string): GeneratedFiles {
  const files: GeneratedFiles = new Map();
  const schemaTable = new Map(Object.entries(model.schemas));
  const schemaFiles = nameModuleFiles(schemaTable.keys());
  const importFrom = (dir: string) => {
    const relative = path.relative(path.resolve(outDir, dir), MODEL).split(path.sep).join('/');
    return relative.startsWith('.') ? relative : `./${relative}`;
  };

  const shared = sharedResponses(model.operations);
  const responseFiles = nameModuleFiles(shared.keys());

  for (const operation of model.operations) {
    const keys = Object.keys(reachableSchemas(operation, schemaTable));
    const modules = keys.map((key) => schemaFiles.get(key)!);
    const answers = [...new Set(responsesOf(operation).flatMap((response) => response.shared ?? []))];
    const names = nameImports([...modules, ...answers.map((name) => responseFiles.get(name)!)], OPERATION_MODULE_NAMES);
    const schemas = keys.map((key, i) => ({ key, file: modules[i], name: names[i] }));
    const responses = answers.map((key, i) => ({ file: responseFiles.get(key), name: names[keys.length + i]! }));
    files.set(
      `operations/${operation.slug}.ts`,
      renderTemplate('operation.ts', {
        method: operation.method.toUpperCase(),
        path: operation.path,
        modelImport: importFrom('operations'),
        operation: operationLiteral(operation, new Map(answers.map((key, i) => [key, responses[i]!.name]))),
        schemas,
        responses,
      }),
    );
  }

  const responseImport = importFrom('responses');
  for (const [key, response] of shared) {
    files.set(`responses/${responseFiles.get(key)}.ts`, renderTemplate('response.ts', { label: commentLabel(key), modelImport: responseImport, response }));
  }

  const schemaImport = importFrom('schemas');
  for (const [key, schema] of schemaTable) {
    files.set(`schemas/${schemaFiles.get(key)}.ts`, renderTemplate('schema.ts', { label: commentLabel(key), modelImport: schemaImport, schema }));
  }

  const bySlug = new Map(model.operations.map((op) => [op.slug, op]));
  const sidebar: ApiSidebar = model.groups.map((group) => ({
    name: group.name,
    ...(group.description ? { description: group.description } : {}),
    items: group.operations.map((slug) => {
      const { method, kind, summary, deprecated } = bySlug.get(slug)!;
      return { slug, method, kind, summary, deprecated };
    }),
  }));
  const modelImport = importFrom('.');
  files.set('routes.ts', renderTemplate('routes.ts', { modelImport, slugs: sidebar.flatMap((g) => g.items.map((i) => i.slug)) }));
  files.set('sidebar.ts', renderTemplate('sidebar.ts', { modelImport, sidebar }));
  files.set('info.ts', renderTemplate('info.ts', { modelImport, info: model.info }));
  return files;
}

/** A module's key as a JSON string in a line comment: U+2028 and U+2029 would end the comment. */
const commentLabel = (key: string) => JSON.stringify(key).replace(/[\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);

/** An operation's responses, its callbacks' included. */
const responsesOf = (operation: Operation): Response[] => [...operation.responses, ...operation.callbacks.flatMap((callback) => callback.responses)];

/**
 * The shared responses (`components/responses`) as their modules hold them, by name. Each is one
 * node of the document, so it normalizes alike in every operation that answers with it.
 */
function sharedResponses(operations: readonly Operation[]): Map<string, SharedResponse> {
  const found = new Map<string, SharedResponse>();
  for (const { status: _, shared, ...response } of operations.flatMap(responsesOf)) {
    if (shared !== undefined && !found.has(shared)) found.set(shared, response);
  }
  return found;
}

/** Marks where a shared response goes in an operation's JSON, before its import's name replaces it. */
const SPLICE = '\u0000shared-response:';
/** The mark as JSON writes it in a string: `\u0000shared-response:`. */
const SPLICE_JSON = JSON.stringify(SPLICE).slice(1, -1);

/**
 * The operation as the object literal of its module: JSON, but for each shared response, which
 * is its status and the response's module spread (`{ "status": "404", ...NotFound }`), by the
 * import `names` gives (shared name → import).
 */
function operationLiteral(operation: Operation, names: ReadonlyMap<string, string>): string {
  const spliced: string[] = [];
  // A text of the spec that holds the mark itself (a NUL character) leaves every response written out.
  const marked = !JSON.stringify(operation).includes(SPLICE_JSON);
  const splice = (responses: readonly Response[]) =>
    responses.map(({ shared, ...response }) => {
      const name = shared === undefined ? undefined : names.get(shared);
      if (!marked || name === undefined) return response;
      spliced.push(`{ "status": ${JSON.stringify(response.status)}, ...${name} }`);
      return `${SPLICE}${spliced.length - 1}`;
    });
  const data = { ...operation, responses: splice(operation.responses), callbacks: operation.callbacks.map((callback) => ({ ...callback, responses: splice(callback.responses) })) };
  return JSON.stringify(data, null, 2).replace(new RegExp(`"${SPLICE_JSON.replaceAll('\\', '\\\\')}(\\d+)"`, 'g'), (_match, index: string) => spliced[Number(index)]!);
}
