import type { OpenApiDocument } from '../load/index.ts';
import type { RawOperation } from './collectOperations.ts';
import { operationsOf } from './collectOperations.ts';
import { readExternalDocs } from './externalDocs.ts';
import { dereference } from './dereference.ts';
import type { Callback, Operation, SecurityRequirement, Server } from './model.ts';
import { normalizeRequestBody, normalizeResponses } from './normalizeContent.ts';
import { normalizeParameters } from './normalizeParameters.ts';
import type { SchemaTable } from './schemaTable.ts';
import { text } from './text.ts';

type Loose = Record<string, unknown>;

export function normalizeOperation(raw: RawOperation, slug: string, table: SchemaTable): Operation {
  const { operation: op, pathItem, method, path, kind } = raw;
  const doc = table.doc;
  const operationId = typeof op.operationId === 'string' ? op.operationId : undefined;
  const summary = text(op.summary)?.trim();
  const result: Operation = {
    slug,
    group: groupOf(op),
    kind,
    method,
    path,
    summary: summary || (operationId ?? `${method.toUpperCase()} ${path}`),
    deprecated: op.deprecated === true,
    security: normalizeSecurity(op.security ?? (doc as Loose).security),
    servers: normalizeServers(op.servers ?? pathItem.servers ?? doc.servers),
    parameters: normalizeParameters(pathItem.parameters, op.parameters, table),
    responses: normalizeResponses(op.responses, table),
    callbacks: normalizeCallbacks(op.callbacks, table),
    codeSamples: normalizeCodeSamples(op['x-codeSamples'] ?? op['x-code-samples']),
  };
  if (operationId) result.operationId = operationId;
  const description = text(op.description ?? pathItem.description);
  if (description?.trim()) result.description = description;
  const externalDocs = readExternalDocs(op.externalDocs);
  if (externalDocs) result.externalDocs = externalDocs;
  const body = normalizeRequestBody(op.requestBody, table);
  if (body) result.requestBody = body;
  const paging = azurePaging(op['x-ms-pageable']);
  if (paging) result.paging = paging;
  if (op['x-ms-long-running-operation'] === true) result.longRunning = azureLongRunning(op['x-ms-long-running-operation-options']);
  return result;
}

/**
 * Azure's `x-ms-pageable` (on 7,538 operations of APIs.guru's descriptions), when it names the
 * property holding the next page's URL: without one (`null`, or none given) the list comes whole.
 * The items are in `value` unless `itemName` says otherwise.
 */
function azurePaging(raw: unknown): Operation['paging'] {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { nextLinkName, itemName } = raw as Loose;
  if (typeof nextLinkName !== 'string' || nextLinkName === '') return undefined;
  return { itemName: typeof itemName === 'string' && itemName !== '' ? itemName : 'value', nextLinkName };
}

/** Azure's `x-ms-long-running-operation-options`: where the result is read once the operation completes (`location`, `azure-async-operation`, `original-uri`). */
function azureLongRunning(options: unknown): NonNullable<Operation['longRunning']> {
  const via = typeof options === 'object' && options !== null ? text((options as Loose)['final-state-via']) : undefined;
  return via ? { finalStateVia: via } : {};
}

/** The operation's first tag; untagged operations form the "default" group, as in Swagger UI. */
const groupOf = (op: Loose) => (Array.isArray(op.tags) && typeof op.tags[0] === 'string' ? op.tags[0] : 'default');

export function normalizeSecurity(raw: unknown): SecurityRequirement[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((requirement: Loose) =>
    Object.entries(requirement ?? {}).map(([scheme, scopes]) => ({
      scheme,
      scopes: Array.isArray(scopes) ? scopes.map(String) : [],
    })),
  );
}

/** The servers given, or the document's own host (`/`); a server with no `url` has no address to show (the loader warns). */
export function normalizeServers(raw: unknown): Server[] {
  const given = (Array.isArray(raw) ? (raw as Loose[]) : []).filter((server) => text(server?.url) !== undefined);
  const list = given.length ? given : [{ url: '/' }];
  return list.map((server) => {
    const result: Server = {
      url: text(server.url)!,
      variables: Object.entries((server.variables ?? {}) as Record<string, Loose>).map(([name, v]) => {
        const description = text(v.description);
        return {
          name,
          default: String(v.default ?? ''),
          ...(Array.isArray(v.enum) ? { enum: v.enum.map(String) } : {}),
          ...(description !== undefined ? { description } : {}),
        };
      }),
    };
    const description = text(server.description);
    if (description !== undefined) result.description = description;
    return result;
  });
}

function normalizeCallbacks(raw: unknown, table: SchemaTable): Callback[] {
  if (!raw || typeof raw !== 'object') return [];
  return Object.entries(raw as Loose).flatMap(([name, value]) => {
    const callback = dereference<Loose>(table.doc, value);
    return Object.entries(callback).flatMap(([expression, item]) =>
      operationsOf('operation', expression, dereference<Loose>(table.doc as OpenApiDocument, item)).map(({ method, operation }) => {
        const result: Callback = { name, expression, method, responses: normalizeResponses(operation.responses, table) };
        const [summary, description] = [text(operation.summary), text(operation.description)];
        if (summary !== undefined) result.summary = summary;
        if (description !== undefined) result.description = description;
        const body = normalizeRequestBody(operation.requestBody, table);
        if (body) result.requestBody = body;
        return result;
      }),
    );
  });
}

function normalizeCodeSamples(raw: unknown): Operation['codeSamples'] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((s): s is Loose => typeof s === 'object' && s !== null && typeof s.source === 'string')
    .map((s) => ({
      lang: String(s.lang ?? 'text'),
      ...(typeof s.label === 'string' ? { label: s.label } : {}),
      source: s.source as string,
    }));
}
