import { fc } from '@fast-check/vitest';
import { externalDocs, arbitraryResponse, pathItemOf, securityOf, type Components } from './arbitraryOperation.ts';
import { arbitrarySchema, componentName, exampleValue, graphSchema, propertyName, schemaRef, type Json, type Version } from './arbitrarySchema.ts';

/**
 * Random valid OpenAPI 3.0 and 3.1 documents, as JS objects, for the generator's property-based
 * test (issue 32): what the arbitraries of ./arbitrarySchema.ts and ./arbitraryOperation.ts make,
 * put together with unique operationIds (duplicates are refused by design), tags declared or
 * not, security schemes of every type, servers, and 3.1 webhooks.
 */
export const arbitraryDocument: fc.Arbitrary<Json> = fc
  .constantFrom<Version>('3.0', '3.1')
  .chain((version) => fc.record({ version: fc.constant(version), schemas: componentSchemas(version), securitySchemes: securitySchemes(version), examples: fc.uniqueArray(componentName, { maxLength: 2 }), responses: fc.uniqueArray(componentName, { maxLength: 2 }), tags: tagsArbitrary }))
  .chain(({ version, schemas, securitySchemes, examples, responses, tags }) => {
    const components: Components = { version, schemas: Object.keys(schemas), examples, responses, securitySchemes: new Map(Object.entries(securitySchemes).map(([name, scheme]) => [name, scopesOf(scheme)])) };
    const tagNames = tags.map((tag) => tag.name as string);
    return fc
      .record({
        info: infoOf(version),
        servers: fc.array(server, { maxLength: 2 }),
        security: securityOf(components),
        paths: pathsOf(components, tagNames),
        tagGroups: fc.option(tagGroupsOf(tagNames), { nil: undefined }),
        externalDocs: fc.option(externalDocs, { nil: undefined }),
        webhooks: version === '3.1' ? fc.dictionary(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }), pathItemOf(components, [], tagNames), { maxKeys: 2 }) : fc.constant({}),
        responses: fc.tuple(...responses.map(() => arbitraryResponse({ ...components, responses: [] }))),
        examples: fc.tuple(...examples.map(() => fc.record({ summary: fc.string(), value: exampleValue }, { requiredKeys: ['value'] }))),
        operationIds: fc.uniqueArray(fc.option(operationId, { nil: undefined }), { maxLength: 40, selector: (id) => id ?? {} }),
      })
      .map(({ info, servers, security, paths, tagGroups, externalDocs: docs, webhooks, responses: responseBodies, examples: exampleBodies, operationIds }) => {
        const ids = operationIds[Symbol.iterator]();
        const withIds = (items: Json) => Object.fromEntries(Object.entries(items).map(([key, item]) => [key, withOperationIds(item as Json, ids)]));
        return {
          openapi: version === '3.0' ? '3.0.3' : '3.1.0',
          info,
          ...(servers.length ? { servers } : {}),
          ...(security.length ? { security } : {}),
          ...(tags.length ? { tags } : {}),
          ...(tagGroups ? { 'x-tagGroups': tagGroups } : {}),
          ...(docs ? { externalDocs: docs } : {}),
          paths: withIds(paths),
          ...(Object.keys(webhooks).length ? { webhooks: withIds(webhooks) } : {}),
          components: {
            schemas,
            securitySchemes,
            responses: Object.fromEntries(responses.map((name, i) => [name, responseBodies[i]])),
            examples: Object.fromEntries(examples.map((name, i) => [name, exampleBodies[i]])),
          },
        };
      });
  });

/** The operations of a path item or webhook, each given the next operationId, if any is left (else none). */
function withOperationIds(pathItem: Json, ids: Iterator<string | undefined>): Json {
  return Object.fromEntries(
    Object.entries(pathItem).map(([method, operation]) => {
      const id = ids.next().value;
      return [method, id === undefined ? operation : { operationId: id, ...(operation as Json) }];
    }),
  );
}

/** OperationIds that read oddly or kebab-case alike (`getUser`, `get_user`), that name a site page, or name nothing at all (`🎉`). */
const operationId = fc.oneof(fc.constantFrom('getUser', 'GetUser', 'get_user', 'get-user', 'changelog', 'changelog-1', '1', 'ping1', '日本語', 'ü', '🎉', '-', 'a--b', 'con'), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 10 }));

/**
 * The component schemas: either a graph where each refers to several others, many levels deep
 * (the case that once grew exponentially), or any schemas that may refer to each other.
 */
function componentSchemas(version: Version): fc.Arbitrary<Json> {
  const named = (names: string[], schema: fc.Arbitrary<Json>) => fc.tuple(...names.map(() => schema)).map((schemas) => Object.fromEntries(names.map((name, i) => [name, schemas[i]])));
  const graph = fc.uniqueArray(componentName, { minLength: 8, maxLength: 14 }).chain((names) => named(names, graphSchema(names)));
  // A component that is a bare `$ref` could be one to itself (a pointer with nothing behind it,
  // which no document means): it holds its reference in an array instead.
  const component = (names: string[]) => arbitrarySchema(version, names).map((schema) => ('$ref' in schema ? { type: 'array', items: schema } : schema));
  const any = fc.uniqueArray(componentName, { maxLength: 6 }).chain((names) => named(names, names.length ? fc.oneof(component(names), graphSchema(names)) : component(names)));
  return fc.oneof(any, graph, inheritance(version));
}

/**
 * Inheritance by `allOf` (Swagger 2.0's polymorphism): a base with a discriminator and no
 * variants, maybe a mapping of its own, and subtypes extending it, some selected by a vendor
 * extension's value (Azure's, Redoc's), which may repeat, be empty or not be text; a subtype may
 * extend another subtype, or the base twice.
 */
function inheritance(version: Version): fc.Arbitrary<Json> {
  const selected = fc.option(fc.tuple(fc.constantFrom('x-ms-discriminator-value', 'x-discriminator-value'), fc.oneof(fc.constantFrom('a', 'a', ''), fc.integer())), { nil: undefined });
  return fc.uniqueArray(componentName, { minLength: 2, maxLength: 6 }).chain(([base, ...subtypes]) => {
    const parents = [base!, ...subtypes];
    const subtype = (name: string) =>
      fc.tuple(fc.constantFrom(...parents.filter((parent) => parent !== name)), fc.boolean(), selected, arbitrarySchema(version, parents)).map(([parent, twice, value, own]) => ({
        allOf: [schemaRef(parent), ...(twice ? [schemaRef(parent)] : []), own],
        ...(value ? { [value[0]]: value[1] } : {}),
      }));
    const mapping = fc.option(fc.constantFrom(...subtypes).map((name) => ({ a: schemaRef(name).$ref })), { nil: undefined });
    const baseSchema = fc.tuple(propertyName, mapping).map(([property, map]) => ({
      type: 'object',
      properties: { [property]: { type: 'string' } },
      discriminator: { propertyName: property, ...(map ? { mapping: map } : {}) },
    }));
    return fc.tuple(baseSchema, ...subtypes.map(subtype)).map(([baseValue, ...values]) => Object.fromEntries([[base!, baseValue], ...subtypes.map((name, i) => [name, values[i]!])]));
  });
}

/** One scheme of each type OpenAPI has (mutualTLS only in 3.1), OAuth 2 with each of its flows. */
function securitySchemes(version: Version): fc.Arbitrary<Json> {
  const scopes = fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.string(), { maxKeys: 3 });
  const flow = (urls: string[]) => scopes.map((s) => ({ ...Object.fromEntries(urls.map((url) => [url, `https://example.com/${url}`])), scopes: s }));
  const scheme = fc.oneof(
    fc.record({ type: fc.constant('apiKey'), in: fc.constantFrom('header', 'query', 'cookie'), name: fc.stringMatching(/^[A-Za-z-]{1,10}$/) }),
    fc.record({ type: fc.constant('http'), scheme: fc.constantFrom('basic', 'bearer', 'digest'), bearerFormat: fc.constant('JWT') }, { requiredKeys: ['type', 'scheme'] }),
    fc.record(
      { implicit: flow(['authorizationUrl']), password: flow(['tokenUrl']), clientCredentials: flow(['tokenUrl', 'refreshUrl']), authorizationCode: flow(['authorizationUrl', 'tokenUrl']) },
      { requiredKeys: [] },
    ).map((flows) => ({ type: 'oauth2', flows })),
    fc.constant({ type: 'openIdConnect', openIdConnectUrl: 'https://example.com/.well-known/openid-configuration' }),
    ...(version === '3.1' ? [fc.constant({ type: 'mutualTLS' })] : []),
  );
  return fc.dictionary(componentName, fc.tuple(scheme, fc.option(fc.string(), { nil: undefined })).map(([s, description]) => (description === undefined ? s : { ...s, description })), { maxKeys: 4 });
}

/** The scopes a requirement of the scheme may name: its flows' (OAuth 2), any (OpenID Connect), else none. */
function scopesOf(scheme: unknown): string[] {
  const { type, flows } = scheme as { type: string; flows?: Record<string, { scopes: Record<string, string> }> };
  if (type === 'openIdConnect') return ['openid', 'profile'];
  return [...new Set(Object.values(flows ?? {}).flatMap((f) => Object.keys(f.scopes)))];
}

/** Declared tags (used by operations or not), with Redoc's `x-displayName` or not, linking elsewhere or not. */
const tagsArbitrary = fc.uniqueArray(
  fc.record({ name: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }), description: fc.string(), 'x-displayName': fc.string({ maxLength: 8 }), externalDocs }, { requiredKeys: ['name'] }),
  { maxLength: 3, selector: (tag) => tag.name },
);

/** Redoc's sections of tags: names listed in one, several or none, some of no tag, and an entry that is no section. */
const tagGroupsOf = (tags: readonly string[]) =>
  fc.array(fc.oneof(fc.record({ name: fc.string({ minLength: 1, maxLength: 8 }), tags: fc.array(fc.constantFrom(...tags, 'undeclared'), { maxLength: 3 }) }), fc.constant('not a section')), { maxLength: 3 });

function infoOf(version: Version): fc.Arbitrary<Json> {
  const license = version === '3.1' ? fc.oneof(fc.constant({ name: 'MIT', identifier: 'MIT' }), fc.constant({ name: 'Apache 2.0', url: 'https://www.apache.org/licenses/LICENSE-2.0' })) : fc.constant({ name: 'MIT', url: 'https://opensource.org/licenses/MIT' });
  return fc.record(
    {
      title: fc.string({ unit: 'grapheme' }),
      version: fc.string(),
      description: fc.string(),
      ...(version === '3.1' ? { summary: fc.string() } : {}),
      contact: fc.record({ name: fc.string(), url: fc.constant('https://example.com'), email: fc.constant('api@example.com') }, { requiredKeys: [] }),
      license,
      termsOfService: fc.constant('https://example.com/terms'),
    },
    { requiredKeys: ['title', 'version'] },
  );
}

const server = fc.oneof(
  fc.constant({ url: '/' }),
  fc.record({ url: fc.constant('https://{region}.example.com/v1'), description: fc.string(), variables: fc.constant({ region: { default: 'eu', enum: ['eu', 'us'], description: 'Where' } }) }, { requiredKeys: ['url', 'variables'] }),
);

/** A literal segment of a path: any text but what ends or templates one. */
const literalSegment = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }).filter((s) => !/[/{}?#\s\p{C}]/u.test(s));
const parameterName = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_.-]{1,8}$/), literalSegment);

/**
 * Paths of odd but valid templates (unicode, digits, dashes, a parameter inside a segment), none
 * the same as another but for its parameters' names (which OpenAPI forbids), each with its
 * parameters declared by every operation.
 */
function pathsOf(components: Components, tags: readonly string[]): fc.Arbitrary<Json> {
  const template = fc
    .tuple(fc.array(literalSegment, { maxLength: 3 }), fc.uniqueArray(parameterName, { maxLength: 2 }), fc.boolean())
    .map(([literals, parameters, joined]) => {
      const templated = parameters.map((name) => `{${name}}`);
      const segments = joined && literals.length && templated.length ? [...literals.slice(1), `${literals[0]}-${templated.join('.')}`] : [...literals, ...templated];
      return { path: `/${segments.join('/')}`, parameters };
    });
  return fc
    .uniqueArray(template, { maxLength: 4, selector: ({ path }) => path.replace(/\{[^}]*\}/g, '{}') })
    .chain((templates) => fc.tuple(...templates.map(({ parameters }) => pathItemOf(components, parameters, tags))).map((items) => Object.fromEntries(templates.map(({ path }, i) => [path, items[i]]))));
}
