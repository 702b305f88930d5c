import { fc } from '@fast-check/vitest';
import { arbitrarySchema, exampleValue, type Json, type Version } from './arbitrarySchema.ts';

/** What a document's components offer its operations to refer to. */
export interface Components {
  version: Version;
  schemas: readonly string[];
  examples: readonly string[];
  responses: readonly string[];
  /** Security scheme → the scopes a requirement may ask of it (only OAuth 2 and OpenID Connect have any). */
  securitySchemes: ReadonlyMap<string, readonly string[]>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** The styles each location allows (OpenAPI's "Style Values"). */
const STYLES = {
  path: ['simple', 'label', 'matrix'],
  query: ['form', 'spaceDelimited', 'pipeDelimited', 'deepObject'],
  header: ['simple'],
  cookie: ['form'],
} as const;

/** A link to documentation elsewhere: an absolute URL, with words or without, or one the site cannot link (relative, a script). */
export const externalDocs = fc.record(
  { url: fc.constantFrom('https://example.com/docs', 'http://example.com/a?b=c#d', '/relative', 'javascript:alert(1)'), description: fc.string() },
  { requiredKeys: ['url'] },
);

/** A header's or cookie's name: an HTTP token. */
const token = fc.stringMatching(/^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,10}$/);

/**
 * Examples as a media type or parameter gives them: none, one `example`, or named ones (values,
 * summary only, references). No `externalValue`: Redocly's lint fetches it as it would a `$ref`,
 * which would make the test depend on the network.
 */
function examplesOf(components: Components): fc.Arbitrary<Json> {
  const named = fc.oneof(
    fc.record({ summary: fc.string(), value: exampleValue }, { requiredKeys: ['value'] }),
    fc.constant({ summary: 'A summary and nothing else' }),
    ...(components.examples.length ? [fc.constantFrom(...components.examples).map((name) => ({ $ref: `#/components/examples/${name}` }))] : []),
  );
  return fc.oneof(fc.constant({}), exampleValue.map((example) => ({ example })), fc.dictionary(fc.string({ minLength: 1 }), named, { minKeys: 1, maxKeys: 3 }).map((examples) => ({ examples })));
}

const schemaOf = (components: Components) => arbitrarySchema(components.version, components.schemas);

/** Media types of several kinds: JSON, forms (with an encoding), bytes, and the unusual. */
function contentOf(components: Components): fc.Arbitrary<Json> {
  const media = (mediaType: string) => {
    const schema = mediaType === 'application/octet-stream' ? fc.oneof(fc.constant({ type: 'string', format: 'binary' }), schemaOf(components)) : schemaOf(components);
    const encoding = mediaType === 'multipart/form-data' || mediaType === 'application/x-www-form-urlencoded' ? fc.constant({ file: { contentType: 'image/png', style: 'form', explode: true } }) : fc.constant(undefined);
    return fc.record({ schema, examples: examplesOf(components), encoding }, { requiredKeys: ['examples'] }).map(({ examples, encoding, ...media }) => ({
      ...media,
      ...examples,
      ...(encoding ? { encoding } : {}),
    }));
  };
  const types = fc.uniqueArray(fc.constantFrom('application/json', 'application/xml', 'application/x-www-form-urlencoded', 'multipart/form-data', 'application/octet-stream', 'text/plain', 'application/vnd.api+json;charset=utf-8', '*/*'), { minLength: 1, maxLength: 3 });
  return types.chain((list) => fc.tuple(...list.map(media)).map((medias) => Object.fromEntries(list.map((type, i) => [type, medias[i]]))));
}

/** One parameter in a location, in one of its styles, with a schema or a `content`, examples or none. */
function parameterOf(components: Components, location: keyof typeof STYLES, name: fc.Arbitrary<string>): fc.Arbitrary<Json> {
  const described = fc.record(
    {
      name,
      in: fc.constant(location),
      description: fc.string(),
      required: location === 'path' ? fc.constant(true) : fc.boolean(),
      deprecated: fc.boolean(),
    },
    { requiredKeys: ['name', 'in', ...(location === 'path' ? (['required'] as const) : [])] },
  );
  const styled = fc.record({ style: fc.constantFrom(...STYLES[location]), explode: fc.boolean(), schema: schemaOf(components) }, { requiredKeys: ['schema'] });
  const withContent = fc.tuple(fc.constantFrom('application/json', 'text/plain'), schemaOf(components)).map(([type, schema]) => ({ content: { [type]: { schema } } }));
  return fc.tuple(described, fc.oneof(styled, withContent), examplesOf(components)).map(([base, shape, examples]) => ({ ...base, ...shape, ...('content' in shape ? {} : examples) }));
}

/** The operation's parameters: its path's, and others of each location, none twice by location and name. */
function parametersOf(components: Components, pathParameters: readonly string[]): fc.Arbitrary<Json[]> {
  const path = fc.tuple(...pathParameters.map((name) => parameterOf(components, 'path', fc.constant(name))));
  const others = fc.uniqueArray(
    fc.oneof(
      parameterOf(components, 'query', fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 })),
      parameterOf(components, 'header', token),
      parameterOf(components, 'cookie', token),
    ),
    { maxLength: 3, selector: (p) => `${p.in as string}:${p.name as string}` },
  );
  return fc.tuple(path, others).map(([inPath, rest]) => [...inPath, ...rest]);
}

function responsesOf(components: Components): fc.Arbitrary<Json> {
  const header = fc.record({ description: fc.string(), required: fc.boolean(), deprecated: fc.boolean(), schema: schemaOf(components) }, { requiredKeys: ['schema'] });
  // Links to operations that may or may not be in the document (by the operationIds the documents
  // use, or a pointer), with runtime expressions or plain values, or leading nowhere.
  const link = fc.record(
    {
      operationId: fc.oneof(fc.constantFrom('getUser', 'get_user', '🎉', 'nowhere'), fc.string()),
      operationRef: fc.constantFrom('#/paths/~1a/get', '#/paths/%7Bx%7D/post', 'https://example.com/openapi.json#/paths/~1a/get'),
      description: fc.string(),
      parameters: fc.dictionary(token, fc.oneof(fc.constantFrom('$response.body#/id', '$request.path.id'), fc.integer(), fc.boolean()), { maxKeys: 2 }),
      requestBody: fc.oneof(fc.constant('$response.body'), fc.dictionary(token, fc.string(), { maxKeys: 1 })),
    },
    { requiredKeys: [] },
  );
  const response = fc.record(
    { description: fc.string(), headers: fc.dictionary(token, header, { maxKeys: 1 }), content: contentOf(components), links: fc.dictionary(token, link, { maxKeys: 2 }) },
    { requiredKeys: ['description'] },
  );
  const shared = components.responses.length ? [fc.constantFrom(...components.responses).map((name) => ({ $ref: `#/components/responses/${name}` }))] : [];
  const status = fc.constantFrom('200', '201', '204', '301', '400', '404', '4XX', '5XX', 'default');
  return fc.dictionary(status, fc.oneof(response, ...shared), { minKeys: 1, maxKeys: 2 });
}

export const arbitraryResponse = (components: Components) => responsesOf(components).map((responses) => Object.values(responses)[0]!);

/** Requirements of the document's schemes (scopes only where the scheme has them), or none: public. */
export function securityOf(components: Components): fc.Arbitrary<Json[]> {
  const schemes = [...components.securitySchemes];
  if (!schemes.length) return fc.constant([]);
  const requirement = fc
    .subarray(schemes, { minLength: 0 })
    .chain((chosen) => fc.tuple(...chosen.map(([, scopes]) => fc.subarray([...scopes]))).map((scopes) => Object.fromEntries(chosen.map(([name], i) => [name, scopes[i]]))));
  return fc.array(requirement, { maxLength: 2 });
}

/** A callback: a request the API makes to a URL the request gave it. */
const callbacksOf = (components: Components) =>
  fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), responsesOf(components).map((responses) => ({ '{$request.body#/callbackUrl}': { post: { responses } } })), { maxKeys: 1 });

/** An operation without its operationId (the document gives those out, unique), under a path whose template holds `pathParameters`. */
function operationOf(components: Components, pathParameters: readonly string[], tags: readonly string[]): fc.Arbitrary<Json> {
  return fc
    .record(
      {
        summary: fc.string({ unit: 'grapheme' }),
        description: fc.string(),
        deprecated: fc.boolean(),
        tags: fc.array(fc.oneof(fc.constantFrom(...tags, 'undeclared'), fc.string()), { maxLength: 2 }),
        parameters: parametersOf(components, pathParameters),
        requestBody: fc.record({ description: fc.string(), required: fc.boolean(), content: contentOf(components) }, { requiredKeys: ['content'] }),
        responses: responsesOf(components),
        security: securityOf(components),
        callbacks: callbacksOf(components),
        externalDocs: externalDocs,
        // Azure's paging and long-running extensions, as written and as miswritten.
        'x-ms-pageable': fc.record({ nextLinkName: fc.oneof(fc.constantFrom('nextLink', '', null), fc.integer()), itemName: fc.oneof(fc.constantFrom('value', ''), fc.boolean()) }, { requiredKeys: [] }),
        'x-ms-long-running-operation': fc.oneof(fc.boolean(), fc.constant('true')),
        'x-ms-long-running-operation-options': fc.record({ 'final-state-via': fc.oneof(fc.constantFrom('location', 'azure-async-operation', ''), fc.integer()) }, { requiredKeys: [] }),
        // Left out of the document when true (generator/load/lintConfig.ts, LENIENT_DECORATORS).
        'x-internal': fc.boolean(),
      },
      { requiredKeys: ['parameters', 'responses'] },
    )
    .map(({ parameters, ...operation }) => (parameters.length ? { parameters, ...operation } : operation));
}

/** A path item: one to three methods, each an operation. */
export const pathItemOf = (components: Components, pathParameters: readonly string[], tags: readonly string[]) =>
  fc.uniqueArray(fc.constantFrom(...METHODS), { minLength: 1, maxLength: 3 }).chain((methods) =>
    fc.tuple(...methods.map(() => operationOf(components, pathParameters, tags))).map((operations) => Object.fromEntries(methods.map((method, i) => [method, operations[i]]))),
  );
