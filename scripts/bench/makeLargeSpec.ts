import { stringify } from 'yaml';

const OPERATIONS_PER_RESOURCE = 5;
const RESOURCES_PER_TAG = 10;
/** Resources sharing one profile schema: a cloud platform's ~11,000 operations have ~2,500 schemas. */
const RESOURCES_PER_PROFILE = 8;
/** One resource in this many has navigation properties (a hub). */
const HUB_EVERY = 10;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const parameter = (name: string) => ({ $ref: `#/components/parameters/${name}` });
const response = (name: string) => ({ $ref: `#/components/responses/${name}` });

/**
 * A synthetic OpenAPI 3.1 document with `count` operations, shaped as the largest public APIs
 * (a cloud platform's resource manager) are: a resource per five operations (get, create or
 * replace, update, delete, list) under ten resources a tag; each resource's schema inherits
 * through `allOf` three levels deep (ExtensionResource → ProxyResource → Resource) and holds a
 * profile shared with seven others, profiles referring to the previous one and to shared SKU and
 * identity schemas; navigation properties from one resource in ten to two others; shared parameters,
 * shared responses with headers, a circular error detail and a circular tree. `count` 11,000 gives ~2,500 schemas, as the real ones have.
 */
export function makeLargeSpec(count: number): string {
  const resources = Math.ceil(count / OPERATIONS_PER_RESOURCE);
  const schemas: Record<string, unknown> = baseSchemas();
  const paths: Record<string, Record<string, unknown>> = {};
  let operations = 0;
  for (let r = 0; r < resources && operations < count; r++) {
    const entity = `Resource${r}`;
    const profile = `Profile${Math.floor(r / RESOURCES_PER_PROFILE)}`;
    schemas[profile] ??= profileSchema(Math.floor(r / RESOURCES_PER_PROFILE));
    schemas[entity] = {
      description: `A resource of kind ${r}.`,
      allOf: [ref(['TrackedResource', 'ProxyResource', 'ExtensionResource'][r % 3]!), {
        type: 'object',
        required: ['properties'],
        properties: {
          properties: {
            type: 'object',
            properties: {
              provisioningState: ref('ProvisioningState'),
              displayName: { type: 'string', maxLength: 80 },
              capacity: { type: 'integer', minimum: 0, maximum: 1000 },
              profile: ref(profile),
              tree: ref('Node'),
              createdAt: { type: 'string', format: 'date-time' },
            },
          },
          sku: ref('Sku'),
          // Navigation properties, as Microsoft Graph's entities have, on one resource in ten (a
          // hub): to the next resource and to the hub of half its number, so that a hub's body
          // reaches a chain of hubs. At 11,000 operations a body reaches 13 schemas (the median)
          // and a hub's up to 58; Graph's reach 7, one in ten 30 or more, its largest 578 (issue 32).
          ...(r % HUB_EVERY === 0
            ? { parent: ref(`Resource${Math.floor(r / 2 / HUB_EVERY) * HUB_EVERY}`), related: { type: 'array', description: 'The resources next to this one.', items: ref(`Resource${Math.min(r + 1, resources - 1)}`) } }
            : {}),
        },
      }],
    };
    const tag = `Provider ${Math.floor(r / RESOURCES_PER_TAG)}`;
    const collection = `/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Example.P${Math.floor(r / RESOURCES_PER_TAG)}/kind${r}s`;
    const item = `${collection}/{name}`;
    const common = [parameter('SubscriptionId'), parameter('ResourceGroupName'), parameter('ApiVersion')];
    const named = [...common, { name: 'name', in: 'path', required: true, description: `The name of the ${entity}.`, schema: { type: 'string', pattern: '^[a-z0-9-]{3,24}$' } }];
    const body = (schema: unknown) => ({ required: true, content: { 'application/json': { schema } } });
    const ok = (schema: unknown) => ({ description: 'OK', content: { 'application/json': { schema } } });
    const specs: [string, string, Record<string, unknown>][] = [
      [item, 'get', { parameters: named, responses: { '200': ok(ref(entity)), '404': response('NotFound'), default: response('Error') } }],
      [item, 'put', { parameters: named, requestBody: body(ref(entity)), responses: { '200': ok(ref(entity)), '201': ok(ref(entity)), '409': response('Conflict'), default: response('Error') } }],
      [item, 'patch', { parameters: named, requestBody: body({ type: 'object', properties: { tags: ref('Tags'), sku: ref('Sku') } }), responses: { '200': ok(ref(entity)), '202': response('Accepted'), default: response('Error') } }],
      [item, 'delete', { parameters: named, responses: { '202': response('Accepted'), '204': response('NoContent'), '429': response('TooManyRequests'), default: response('Error') } }],
      [collection, 'get', {
        parameters: [...common, { name: '$top', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } }, { name: '$skipToken', in: 'query', schema: { type: 'string' } }],
        responses: { '200': ok({ type: 'object', properties: { value: { type: 'array', items: ref(entity) }, nextLink: { type: 'string', format: 'uri' } } }), default: response('Error') },
      }],
    ];
    for (const [path, method, operation] of specs) {
      if (operations++ >= count) break;
      (paths[path] ??= {})[method] = {
        tags: [tag],
        operationId: `${entity}_${method === 'get' && path === collection ? 'list' : method}`,
        summary: `${method === 'get' && path === collection ? 'List' : method.toUpperCase()} ${entity}`,
        description: `Operation ${operations} on **${entity}**: its ${method} in the resource manager.\n\nA second paragraph with a [link](https://example.org/docs/${r}) and \`code\`.`,
        ...operation,
      };
    }
  }
  return stringify({
    openapi: '3.1.0',
    info: { title: `Synthetic API with ${count} operations`, version: '1.0.0' },
    servers: [{ url: 'https://management.example.org' }],
    security: [{ oauth: ['user_impersonation'] }],
    paths,
    components: { schemas, parameters: sharedParameters(), responses: sharedResponses(), securitySchemes: securitySchemes() },
  });
}

function baseSchemas(): Record<string, unknown> {
  return {
    Resource: {
      type: 'object',
      properties: {
        id: { type: 'string', readOnly: true, description: 'The resource\'s full id.' },
        name: { type: 'string', readOnly: true },
        type: { type: 'string', readOnly: true },
        systemData: ref('SystemData'),
      },
    },
    TrackedResource: { allOf: [ref('Resource'), { type: 'object', required: ['location'], properties: { location: { type: 'string' }, tags: ref('Tags') } }] },
    ProxyResource: { allOf: [ref('Resource')], description: 'A resource without a location or tags.' },
    ExtensionResource: { allOf: [ref('ProxyResource')], description: 'A resource that extends another.' },
    Tags: { type: 'object', additionalProperties: { type: 'string' } },
    SystemData: {
      type: 'object',
      readOnly: true,
      properties: {
        createdBy: { type: 'string' },
        createdAt: { type: 'string', format: 'date-time' },
        lastModifiedBy: { type: 'string' },
        lastModifiedAt: { type: 'string', format: 'date-time' },
      },
    },
    ProvisioningState: { type: 'string', enum: ['Succeeded', 'Failed', 'Canceled', 'Provisioning', 'Deleting'], readOnly: true },
    Sku: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, tier: { type: 'string', enum: ['Free', 'Basic', 'Standard', 'Premium'] }, capacity: { type: 'integer' } } },
    Identity: {
      type: 'object',
      properties: {
        type: { type: 'string', enum: ['None', 'SystemAssigned', 'UserAssigned'] },
        principalId: { type: 'string', format: 'uuid', readOnly: true },
        userAssignedIdentities: { type: 'object', additionalProperties: { type: 'object', properties: { clientId: { type: 'string', format: 'uuid' } } } },
      },
    },
    ErrorDetail: {
      type: 'object',
      properties: {
        code: { type: 'string' },
        message: { type: 'string' },
        target: { type: 'string' },
        details: { type: 'array', items: ref('ErrorDetail') },
        additionalInfo: { type: 'array', items: { type: 'object', properties: { type: { type: 'string' }, info: { type: 'object' } } } },
      },
    },
    ErrorResponse: { type: 'object', properties: { error: ref('ErrorDetail') } },
    Node: { type: 'object', properties: { id: { type: 'string' }, children: { type: 'array', items: ref('Node') } } },
  };
}

/** Profiles refer to the previous one: chains of shared schemas, as network and storage profiles do. */
function profileSchema(k: number): unknown {
  return {
    type: 'object',
    description: `Settings shared by the resources of profile ${k}.`,
    properties: {
      identity: ref('Identity'),
      sku: ref('Sku'),
      endpoint: { type: 'string', format: 'uri' },
      replicas: { type: 'integer', minimum: 1, maximum: 10, default: 1 },
      ...(k % 4 === 0 ? {} : { fallback: ref(`Profile${k - 1}`) }),
    },
  };
}

function sharedParameters(): Record<string, unknown> {
  return {
    SubscriptionId: { name: 'subscriptionId', in: 'path', required: true, description: 'The subscription\'s id.', schema: { type: 'string', format: 'uuid' } },
    ResourceGroupName: { name: 'resourceGroupName', in: 'path', required: true, schema: { type: 'string', minLength: 1, maxLength: 90 } },
    ApiVersion: { name: 'api-version', in: 'query', required: true, schema: { type: 'string', enum: ['2024-01-01', '2025-06-01'] } },
  };
}

function sharedResponses(): Record<string, unknown> {
  const error = (description: string) => ({ description, content: { 'application/json': { schema: ref('ErrorResponse') } } });
  const retry = { 'Retry-After': { description: 'Seconds to wait before asking again.', schema: { type: 'integer' } } };
  return {
    Error: error('An error response describing why the operation failed.'),
    NotFound: error('No such resource.'),
    Conflict: error('The resource changed since it was read.'),
    TooManyRequests: { ...error('Too many requests: wait before trying again.'), headers: retry },
    Accepted: { description: 'Accepted: the operation goes on in the background.', headers: { Location: { description: 'Where to ask how it goes.', schema: { type: 'string', format: 'uri' } }, ...retry } },
    NoContent: { description: 'There was nothing to do.' },
  };
}

function securitySchemes(): Record<string, unknown> {
  return {
    oauth: {
      type: 'oauth2',
      flows: { implicit: { authorizationUrl: 'https://login.example.org/oauth2/authorize', scopes: { user_impersonation: 'Act on your behalf' } } },
    },
  };
}
