import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiModel, ApiSidebar } from '../normalize/model.ts';
import { reachableSchemas } from '../normalize/schemaTable.ts';
import { nameImports, nameSchemaFiles } from './nameSchemaModules.ts';
import { renderTemplate } from './renderTemplate.ts';

/** Generated files: path relative to the output directory → content. */
export type GeneratedFiles = Map<string, string>;

const MODEL = fileURLToPath(new URL('../normalize/model.ts', import.meta.url));
/** What an operation module names itself; its schema imports keep clear of these. */
const OPERATION_MODULE_NAMES = ['Operation', 'OperationPage', 'operation', 'page'];

/**
 * Stage 3: the model as typed TypeScript modules for the site: one module per schema of the
 * schema table, one route module per operation (the operation, and the modules of the schemas
 * it reaches), the route table, the API sidebar and the API info.
 * Each schema is written once, not into every operation that reaches it (issue 16): its nodes
 * keep references as `ref` keys, so schema modules import nothing of each other and cycles stay
 * data; a spec edit rewrites only the modules of what it touched.
 * Pure: the same model always gives byte-identical files; writing them is the caller's job.
 */
export function emitRoutes(model: ApiModel, outDir: string): GeneratedFiles {
  const files: GeneratedFiles = new Map();
  const schemaTable = new Map(Object.entries(model.schemas));
  const schemaFiles = nameSchemaFiles(schemaTable.keys());
  const importFrom = (dir: string) => {
    const relative = path.relative(path.resolve(outDir, dir), MODEL).split(path.sep).join('/');
    return relative.startsWith('.') ? relative : `./${relative}`;
  };

  for (const operation of model.operations) {
    const keys = Object.keys(reachableSchemas(operation, schemaTable));
    const modules = keys.map((key) => schemaFiles.get(key)!);
    const names = nameImports(modules, OPERATION_MODULE_NAMES);
    const schemas = keys.map((key, i) => ({ key, file: modules[i], name: names[i] }));
    files.set(
      `operations/${operation.slug}.ts`,
      renderTemplate('operation.ts', { method: operation.method.toUpperCase(), path: operation.path, modelImport: importFrom('operations'), operation, schemas }),
    );
  }

  const schemaImport = importFrom('schemas');
  for (const [key, schema] of schemaTable) {
    // The key as a JSON string in a line comment: U+2028 and U+2029 would end the comment.
    const label = JSON.stringify(key).replace(/[\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
    files.set(`schemas/${schemaFiles.get(key)}.ts`, renderTemplate('schema.ts', { label, modelImport: schemaImport, schema }));
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
