import { stringify } from 'yaml';

/**
 * A synthetic OpenAPI 3.1 document with `count` operations in 20 tags: CRUD-shaped paths with
 * path, query and header parameters, request bodies, paginated lists, a shared error schema and
 * a circular schema, so that the benchmark's large case looks like a real API, only bigger.
 */
export function makeLargeSpec(count: number): string {
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas: Record<string, unknown> = {
    Error: { type: 'object', required: ['code'], properties: { code: { type: 'string' }, message: { type: 'string' } } },
    Node: { type: 'object', properties: { id: { type: 'string' }, children: { type: 'array', items: { $ref: '#/components/schemas/Node' } } } },
  };
  const methods = ['get', 'post', 'patch', 'delete'] as const;
  for (let i = 0; i < count; i++) {
    const resource = `resource${Math.floor(i / methods.length)}`;
    const method = methods[i % methods.length]!;
    const entity = `Entity${Math.floor(i / methods.length)}`;
    schemas[entity] ??= {
      type: 'object',
      required: ['id', 'name'],
      properties: {
        id: { type: 'string', readOnly: true },
        name: { type: 'string', maxLength: 80 },
        state: { type: 'string', enum: ['draft', 'active', 'archived'] },
        tree: { $ref: '#/components/schemas/Node' },
        amount: { type: 'number', minimum: 0 },
        createdAt: { type: 'string', format: 'date-time' },
      },
    };
    const path = method === 'get' || method === 'post' ? `/${resource}s` : `/${resource}s/{id}`;
    const item = (paths[path] ??= {});
    item[method] = {
      tags: [`Tag ${i % 20}`],
      operationId: `${method}${entity}${i}`,
      summary: `${method.toUpperCase()} ${entity} number ${i}`,
      description: `Operation ${i}: does the ${method} thing to ${entity}.\n\nA second paragraph with **Markdown**.`,
      parameters: [
        ...(path.includes('{id}') ? [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }] : []),
        { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
        { name: 'X-Request-Id', in: 'header', schema: { type: 'string', format: 'uuid' } },
      ],
      ...(method === 'post' || method === 'patch'
        ? { requestBody: { required: true, content: { 'application/json': { schema: { $ref: `#/components/schemas/${entity}` } } } } }
        : {}),
      responses: {
        '200': { description: 'OK', content: { 'application/json': { schema: { $ref: `#/components/schemas/${entity}` } } } },
        '404': { description: 'Not found', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      },
    };
  }
  return stringify({
    openapi: '3.1.0',
    info: { title: `Synthetic API with ${count} operations`, version: '1.0.0' },
    servers: [{ url: 'https://api.example.org' }],
    paths,
    components: { schemas },
  });
}
