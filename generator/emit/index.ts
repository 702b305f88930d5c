import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { USED_BY_LISTED, type ApiModel, type ApiSidebar, type Operation, type OperationFile, type Response, type SchemaNode, type SchemaFiles, type SchemaPageFile, type SchemaSidebar, type SchemaUser, type SharedResponse, type SidebarGroups } from '../normalize/model.ts';
import { escapeSegment } from '../normalize/dereference.ts';
import { onPart } from '../problems.ts';
import { nameFiles } from './nameFiles.ts';
import { renderTemplate } from './renderTemplate.ts';
import { schemaUsers } from './schemaUsers.ts';

/** Generated files: path relative to the output directory → content. */
export type GeneratedFiles = Map<string, string>;

const MODEL = fileURLToPath(new URL('../normalize/model.ts', import.meta.url));

/** A data file: two-space indented JSON, so that a spec change shows as a readable diff in review and in `npm run check`. */
const jsonFile = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;

/**
 * Stage 3: the model as data for the site: one JSON file per schema of the schema table, and
 * which file holds each (`schema-files.json`), per shared response (`components/responses`),
 * per operation (the operation, and the files of its shared responses; model.ts, OperationFile)
 * and per named schema's page (SchemaPageFile), then the route table (each page and its file), the API sidebar, the
 * little of it every page's JavaScript holds (each group's name and size), its Schemas group (a
 * module of its own, loaded by the browser only when opened) and info as typed modules.
 * The operations are data the server reads as it renders a page (site/pages/api/@slug), not
 * modules: the bundler never sees them, so bundling takes the same time and memory for any spec
 * (GitHub's 2,000 modules held ~300 MB of its memory and 2.4 s; issue 16).
 * Each schema and shared response is written once, not into every operation that reaches it
 * (issue 16): schema nodes keep references as `ref` keys, so cycles stay data; a spec edit
 * rewrites only the files of what it touched. No file lists the schemas an operation or a schema
 * reaches: the site follows the references as it reads them (site/pages/api/readApiData.ts), so
 * that the data grows with the spec, not with every operation times what its schemas reach
 * (issue 32: 28 MB of Microsoft Graph's operation files named the schemas they reached).
 * Pure: the same model always gives byte-identical files; writing them is the caller's job.
 */
export function emitApiData(model: ApiModel, outDir: string, specFile: string): GeneratedFiles {
  const files: GeneratedFiles = new Map();
  const schemaTable = new Map(Object.entries(model.schemas));
  const schemaFiles = nameFiles(schemaTable.keys(), 'schema');
  const shared = sharedResponses(model.operations);
  const responseFiles = nameFiles(shared.keys(), 'response');

  files.set('README.md', renderTemplate('README.md', {}));
  for (const operation of model.operations) {
    const responses = [...new Set(responsesOf(operation).flatMap((response) => response.shared ?? []))].map((name) => [name, responseFiles.get(name)!]);
    const file: OperationFile = { operation: withSharedSlots(operation), responses: Object.fromEntries(responses) };
    const part = `the data file of ${operation.method.toUpperCase()} ${operation.path}`;
    files.set(`operations/${operation.slug}.json`, onPart(part, { file: specFile }, () => jsonFile(file)));
  }
  for (const [name, response] of shared) {
    files.set(`responses/${responseFiles.get(name)}.json`, onPart(`the shared response ${name}`, { file: specFile, pointer: `#/components/responses/${name}` }, () => jsonFile(response)));
  }
  for (const [key, schema] of schemaTable) {
    const pointer = key.startsWith('#') ? key : `#/components/schemas/${key}`;
    files.set(`schemas/${schemaFiles.get(key)}.json`, onPart(`the schema ${key}`, { file: specFile, pointer }, () => jsonFile(schema)));
  }
  files.set('schema-files.json', jsonFile(Object.fromEntries(schemaFiles) satisfies SchemaFiles));

  const relativeModel = path.relative(path.resolve(outDir), MODEL).split(path.sep).join('/');
  const modelImport = relativeModel.startsWith('.') ? relativeModel : `./${relativeModel}`;
  const bySlug = new Map(model.operations.map((op) => [op.slug, op]));
  const sidebar: ApiSidebar = model.groups.map(({ operations, ...group }) => ({
    ...group,
    items: operations.map((slug) => {
      const { method, kind, summary, deprecated } = bySlug.get(slug)!;
      return { slug, method, kind, summary, deprecated };
    }),
  }));
  const slugs = sidebar.flatMap((group) => group.items.map((item) => item.slug));
  const schemaPages = emitSchemaPages(model, slugs.map((slug) => bySlug.get(slug)!), schemaTable, specFile, files);
  files.set('routes.ts', renderTemplate('routes.ts', { routes: Object.fromEntries(slugs.map((slug) => [slug, `operations/${slug}.json`])), schemaRoutes: schemaPages.routes }));
  files.set('sidebar.ts', renderTemplate('sidebar.ts', { modelImport, sidebar }));
  const sidebarGroups: SidebarGroups = sidebar.map(({ name, label, section, items }) => ({ name, ...(label ? { label } : {}), ...(section ? { section } : {}), count: items.length }));
  files.set('sidebarGroups.ts', renderTemplate('sidebarGroups.ts', { modelImport, sidebarGroups, schemaCount: schemaPages.sidebar.length }));
  files.set('schemaSidebar.ts', renderTemplate('schemaSidebar.ts', { modelImport, schemaSidebar: schemaPages.sidebar }));
  files.set('info.ts', renderTemplate('info.ts', { modelImport, info: model.info }));
  return files;
}

/**
 * The page file of each named schema (`schema-pages/<slug>.json`, into `files`): its key, example
 * and users (the operations in sidebar order, `operations`, or their groups: {@link usedBy}).
 * Returns their routes (slug → file) and the sidebar's Schemas group,
 * by name: a reader looks a schema up by its name, and the document's order of components is
 * often only the order a bundler met them in.
 */
function emitSchemaPages(model: ApiModel, operations: readonly Operation[], table: ReadonlyMap<string, SchemaNode>, specFile: string, files: GeneratedFiles) {
  const users = schemaUsers(operations, table);
  const groupOf = new Map(operations.map((operation) => [operation.slug, operation.group]));
  const routes: Record<string, string> = {};
  for (const { key, slug, example } of model.namedSchemas) {
    const file = `schema-pages/${slug}.json`;
    const page: SchemaPageFile = { key, slug, ...(example ? { example } : {}), ...usersAsFiled(users.get(key) ?? [], groupOf) };
    files.set(file, onPart(`the page of the schema ${key}`, { file: specFile, pointer: `#/components/schemas/${escapeSegment(key)}` }, () => jsonFile(page)));
    routes[slug] = file;
  }
  const byName = (a: { name: string }, b: { name: string }) => compare(a.name.toLowerCase(), b.name.toLowerCase()) || compare(a.name, b.name);
  const sidebar: SchemaSidebar = model.namedSchemas
    .map(({ key, slug }) => ({ slug, name: key, ...(table.get(key)?.deprecated ? { deprecated: true } : {}) }))
    .sort(byName);
  return { routes: Object.fromEntries(sidebar.map(({ slug }) => [slug, routes[slug]!])), sidebar };
}

/**
 * A schema's users as its page file holds them: listed while they are at most USED_BY_LISTED,
 * else counted by their groups (`groupOf`, an operation's slug → its group), in the users' order.
 */
function usersAsFiled(users: SchemaUser[], groupOf: ReadonlyMap<string, string>): Pick<SchemaPageFile, 'usedBy' | 'usedByGroups'> {
  if (users.length <= USED_BY_LISTED) return { usedBy: users };
  const counts = new Map<string, number>();
  for (const { slug } of users) {
    const group = groupOf.get(slug)!;
    counts.set(group, (counts.get(group) ?? 0) + 1);
  }
  return { usedBy: [], usedByGroups: [...counts].map(([group, count]) => ({ group, count })) };
}

/** Code-unit order, the same on every machine (localeCompare's depends on its ICU data). */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** An operation's responses, its callbacks' included. */
const responsesOf = (operation: Operation): Response[] => [...operation.responses, ...operation.callbacks.flatMap((callback) => callback.responses)];

/**
 * The shared responses (`components/responses`) as their files hold them, by name. Each is one
 * node of the document, so it normalizes alike in every operation that answers with it.
 */
function sharedResponses(operations: readonly Operation[]): Map<string, SharedResponse> {
  const found = new Map<string, SharedResponse>();
  for (const { status: _, shared, ...response } of operations.flatMap(responsesOf)) {
    if (shared !== undefined && !found.has(shared)) found.set(shared, response);
  }
  return found;
}

/** The operation as its file holds it: each shared response as its status and name (model.ts, OperationFile). */
function withSharedSlots(operation: Operation): OperationFile['operation'] {
  const slots = (responses: readonly Response[]) => responses.map((response) => (response.shared === undefined ? response : { status: response.status, shared: response.shared }));
  return { ...operation, responses: slots(operation.responses), callbacks: operation.callbacks.map((callback) => ({ ...callback, responses: slots(callback.responses) })) };
}
