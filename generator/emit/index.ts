import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiModel, ApiSidebar, OperationPage } from '../normalize/model.ts';
import { reachableSchemas } from '../normalize/schemaTable.ts';
import { renderTemplate } from './renderTemplate.ts';

/** Generated files: path relative to the output directory → content. */
export type GeneratedFiles = Map<string, string>;

const MODEL = fileURLToPath(new URL('../normalize/model.ts', import.meta.url));

/**
 * Stage 3: the model as typed TypeScript modules for the site: one route module per operation
 * (the operation and the schemas it reaches), the route table, the API sidebar and the API info.
 * Pure: the same model always gives byte-identical files; writing them is the caller's job.
 */
export function emitRoutes(model: ApiModel, outDir: string): GeneratedFiles {
  const files: GeneratedFiles = new Map();
  const schemaTable = new Map(Object.entries(model.schemas));
  const importFrom = (dir: string) => {
    const relative = path.relative(path.resolve(outDir, dir), MODEL).split(path.sep).join('/');
    return relative.startsWith('.') ? relative : `./${relative}`;
  };

  for (const operation of model.operations) {
    const page: OperationPage = { operation, schemas: reachableSchemas(operation, schemaTable) };
    files.set(
      `operations/${operation.slug}.ts`,
      renderTemplate('operation.ts', { method: operation.method.toUpperCase(), path: operation.path, modelImport: importFrom('operations'), page }),
    );
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
