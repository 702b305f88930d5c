import { z } from 'zod';

/**
 * The normalized API model: the only place its shapes are written (STYLE.md §3). The generator
 * validates its output against these schemas and the site renders the inferred types.
 */

/**
 * Where more is written about something, elsewhere (the spec's `externalDocs`): an absolute http or
 * https URL, with what the link says when the spec gives it. A URL of any other form is left out
 * (the loader warns of it: load/lintConfig.ts).
 */
export const ExternalDocs = z.object({ url: z.url({ protocol: /^https?$/ }), description: z.string().optional() });
export type ExternalDocs = z.infer<typeof ExternalDocs>;

export const HttpMethod = z.enum(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
export type HttpMethod = z.infer<typeof HttpMethod>;

const Constraints = z.object({
  minimum: z.number().optional(),
  maximum: z.number().optional(),
  exclusiveMinimum: z.number().optional(),
  exclusiveMaximum: z.number().optional(),
  multipleOf: z.number().optional(),
  minLength: z.number().optional(),
  maxLength: z.number().optional(),
  pattern: z.string().optional(),
  minItems: z.number().optional(),
  maxItems: z.number().optional(),
  uniqueItems: z.boolean().optional(),
  minProperties: z.number().optional(),
  maxProperties: z.number().optional(),
});
export type Constraints = z.infer<typeof Constraints>;

/**
 * A schema. A `$ref` to another schema stays a reference (`ref` names an entry of the page's
 * schema table), so circular schemas are finite data.
 */
export const SchemaNode = z.object({
  /** The key of the referenced schema in the schema table; the other fields are then the ref's siblings. */
  ref: z.string().optional(),
  /** JSON types without "null"; nullability is `nullable`. Empty: any type. */
  types: z.array(z.enum(['string', 'number', 'integer', 'boolean', 'object', 'array'])).optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  format: z.string().optional(),
  contentMediaType: z.string().optional(),
  enum: z.array(z.unknown()).optional(),
  /**
   * What each allowed value means, by the value's JSON text (`"Basic"`), for the values the spec
   * describes: Azure's `x-ms-enum` values, Redoc's `x-enumDescriptions` map, or an
   * `x-enum-descriptions` list beside `enum`.
   */
  enumDescriptions: z.record(z.string(), z.string()).optional(),
  const: z.unknown().optional(),
  default: z.unknown().optional(),
  example: z.unknown().optional(),
  nullable: z.boolean().optional(),
  readOnly: z.boolean().optional(),
  writeOnly: z.boolean().optional(),
  /** Set when what it describes is created, and not changed after (Azure's `x-ms-mutability: [create, read]`). */
  createOnly: z.boolean().optional(),
  deprecated: z.boolean().optional(),
  /** How it is written as XML (OpenAPI's XML Object): what ./xmlExample.ts reads. */
  xml: z
    .object({ name: z.string().optional(), namespace: z.string().optional(), prefix: z.string().optional(), attribute: z.boolean().optional(), wrapped: z.boolean().optional() })
    .optional(),
  /** Shown on a named schema's page (a schema used inside another is described by its own page). */
  externalDocs: ExternalDocs.optional(),
  constraints: Constraints.optional(),
  get properties() {
    return z.array(SchemaProperty).optional();
  },
  get additionalProperties() {
    return z.union([z.boolean(), SchemaNode]).optional();
  },
  get items() {
    return SchemaNode.optional();
  },
  get allOf() {
    return z.array(SchemaNode).optional();
  },
  get oneOf() {
    return z.array(SchemaNode).optional();
  },
  get anyOf() {
    return z.array(SchemaNode).optional();
  },
  get not() {
    return SchemaNode.optional();
  },
  discriminator: z
    .object({
      propertyName: z.string(),
      /** Discriminator value → schema table key. */
      mapping: z.record(z.string(), z.string()).optional(),
    })
    .optional(),
});
export type SchemaNode = z.infer<typeof SchemaNode>;

export const SchemaProperty = z.object({
  name: z.string(),
  required: z.boolean(),
  get schema() {
    return SchemaNode;
  },
});
export type SchemaProperty = z.infer<typeof SchemaProperty>;

export const Example = z.object({
  /** The name of a named example; absent for a single `example`. */
  name: z.string().optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  value: z.unknown(),
  /** True when no example was in the spec and this one was built from the schema. */
  generated: z.boolean().optional(),
  /** True when the generated example stops at its depth limit: the branches cut read `…` (exampleFromSchema.ts). */
  shortened: z.boolean().optional(),
});
export type Example = z.infer<typeof Example>;

export const ParameterLocation = z.enum(['path', 'query', 'header', 'cookie']);
export type ParameterLocation = z.infer<typeof ParameterLocation>;

export const Parameter = z.object({
  name: z.string(),
  in: ParameterLocation,
  description: z.string().optional(),
  required: z.boolean(),
  deprecated: z.boolean().optional(),
  style: z.string().optional(),
  explode: z.boolean().optional(),
  schema: SchemaNode.optional(),
  examples: z.array(Example),
});
export type Parameter = z.infer<typeof Parameter>;

export const MediaType = z.object({
  mediaType: z.string(),
  schema: SchemaNode.optional(),
  examples: z.array(Example),
});
export type MediaType = z.infer<typeof MediaType>;

export const Header = z.object({
  name: z.string(),
  description: z.string().optional(),
  required: z.boolean(),
  deprecated: z.boolean().optional(),
  schema: SchemaNode.optional(),
});
export type Header = z.infer<typeof Header>;

/**
 * A Link Object of a response: how a value of this response feeds another operation (OpenAPI's
 * links: `$response.body#/id` as the next call's `userId`).
 */
export const ResponseLink = z.object({
  name: z.string(),
  description: z.string().optional(),
  /** Its target as written: the `operationId`, or the `operationRef`. */
  target: z.string(),
  /** The operation it leads to, when the document has it (by `operationId`, or a local `operationRef`). */
  operation: z.object({ slug: z.string(), method: HttpMethod, path: z.string() }).optional(),
  /** Each parameter of that operation and what fills it: a runtime expression or a value, as written (JSON text for a value that is no string). */
  parameters: z.array(z.object({ name: z.string(), value: z.string() })),
  requestBody: z.string().optional(),
});
export type ResponseLink = z.infer<typeof ResponseLink>;

export const Response = z.object({
  /** "200", "4XX" or "default". */
  status: z.string(),
  description: z.string(),
  headers: z.array(Header),
  content: z.array(MediaType),
  /** Its links to other operations, when it has any. */
  links: z.array(ResponseLink).optional(),
  /**
   * The `components/responses` entry this response is (`NotFound`), when it is one: its file
   * is generated once and shared by every operation that answers with it.
   */
  shared: z.string().optional(),
});
export type Response = z.infer<typeof Response>;

export const RequestBody = z.object({
  description: z.string().optional(),
  required: z.boolean(),
  content: z.array(MediaType),
});
export type RequestBody = z.infer<typeof RequestBody>;

/** Alternatives: any one of them satisfies the operation; an empty list means public. */
export const SecurityRequirement = z.array(z.object({ scheme: z.string(), scopes: z.array(z.string()) }));
export type SecurityRequirement = z.infer<typeof SecurityRequirement>;

export const ServerVariable = z.object({
  name: z.string(),
  default: z.string(),
  enum: z.array(z.string()).optional(),
  description: z.string().optional(),
});

export const Server = z.object({
  url: z.string(),
  description: z.string().optional(),
  variables: z.array(ServerVariable),
});
export type Server = z.infer<typeof Server>;

export const Callback = z.object({
  name: z.string(),
  expression: z.string(),
  method: HttpMethod,
  summary: z.string().optional(),
  description: z.string().optional(),
  requestBody: RequestBody.optional(),
  responses: z.array(Response),
});
export type Callback = z.infer<typeof Callback>;

export const Operation = z.object({
  /** The page name: `/api/<slug>`. */
  slug: z.string().min(1),
  operationId: z.string().optional(),
  /** The sidebar group: the operation's first tag. */
  group: z.string(),
  /** A path operation, or a webhook (OpenAPI 3.1 `webhooks`, where `path` is the webhook's name). */
  kind: z.enum(['operation', 'webhook']),
  method: HttpMethod,
  path: z.string(),
  summary: z.string(),
  description: z.string().optional(),
  externalDocs: ExternalDocs.optional(),
  deprecated: z.boolean(),
  /** Alternative requirements, any one of which is enough; empty: public. */
  security: z.array(SecurityRequirement),
  servers: z.array(Server),
  parameters: z.object({
    path: z.array(Parameter),
    query: z.array(Parameter),
    header: z.array(Parameter),
    cookie: z.array(Parameter),
  }),
  requestBody: RequestBody.optional(),
  responses: z.array(Response),
  callbacks: z.array(Callback),
  /** `x-codeSamples` from the spec. */
  codeSamples: z.array(z.object({ lang: z.string(), label: z.string().optional(), source: z.string() })),
  /** Azure's `x-ms-pageable` with a next link: the response is one page of a list, its items in `itemName`, the next page's URL in `nextLinkName`. */
  paging: z.object({ itemName: z.string(), nextLinkName: z.string() }).optional(),
  /**
   * Azure's `x-ms-long-running-operation`: it goes on after its response, which says where to
   * poll; `finalStateVia` (its options' `final-state-via`) where the result is read at the end.
   */
  longRunning: z.object({ finalStateVia: z.string().optional() }).optional(),
});
export type Operation = z.infer<typeof Operation>;

export const SecurityScheme = z.object({
  name: z.string(),
  type: z.enum(['apiKey', 'http', 'oauth2', 'openIdConnect', 'mutualTLS']),
  description: z.string().optional(),
  /** apiKey: the header, query parameter or cookie carrying the key. */
  in: z.enum(['header', 'query', 'cookie']).optional(),
  parameterName: z.string().optional(),
  /** http: "bearer", "basic", … */
  scheme: z.string().optional(),
  bearerFormat: z.string().optional(),
  openIdConnectUrl: z.string().optional(),
  flows: z.record(z.string(), z.object({
    authorizationUrl: z.string().optional(),
    tokenUrl: z.string().optional(),
    refreshUrl: z.string().optional(),
    scopes: z.record(z.string(), z.string()),
  })).optional(),
});
export type SecurityScheme = z.infer<typeof SecurityScheme>;

export const Group = z.object({
  /** The tag's name: what pages, anchors and translations know the group by. */
  name: z.string(),
  /** What the group is called, when not its name (the tag's `x-displayName`). */
  label: z.string().optional(),
  /** The `x-tagGroups` section it is in, if the spec has sections and one lists it. */
  section: z.string().optional(),
  description: z.string().optional(),
  externalDocs: ExternalDocs.optional(),
  /** Slugs, in document order. */
  operations: z.array(z.string()),
});
export type Group = z.infer<typeof Group>;

export const ApiInfo = z.object({
  openapi: z.string(),
  title: z.string(),
  version: z.string(),
  summary: z.string().optional(),
  description: z.string().optional(),
  contact: z.object({ name: z.string().optional(), url: z.string().optional(), email: z.string().optional() }).optional(),
  license: z.object({ name: z.string(), url: z.string().optional(), identifier: z.string().optional() }).optional(),
  termsOfService: z.string().optional(),
  externalDocs: ExternalDocs.optional(),
  servers: z.array(Server),
  securitySchemes: z.array(SecurityScheme),
});
export type ApiInfo = z.infer<typeof ApiInfo>;

/** A named schema (an entry of `components/schemas`): it has a page of its own (issue 34). */
export const NamedSchema = z.object({
  /** Its key in the schema table: the component's name. */
  key: z.string(),
  /** The page name: `/api/schemas/<slug>`. */
  slug: z.string().min(1),
  /** The spec's example of it, else one built from it with nothing left out (exampleFromSchema.ts). */
  example: Example.optional(),
});
export type NamedSchema = z.infer<typeof NamedSchema>;

/** The whole API, as the emit stage receives it. */
export const ApiModel = z.object({
  info: ApiInfo,
  groups: z.array(Group),
  operations: z.array(Operation),
  /** Every schema a `ref` can name, keyed by component name (or JSON pointer for other targets). */
  schemas: z.record(z.string(), SchemaNode),
  /** Every component schema, in document order: each is in `schemas` under its key. */
  namedSchemas: z.array(NamedSchema),
});
export type ApiModel = z.infer<typeof ApiModel>;

/** One entry of the API sidebar. */
export const SidebarItem = z.object({
  slug: z.string(),
  method: HttpMethod,
  kind: z.enum(['operation', 'webhook']),
  summary: z.string(),
  deprecated: z.boolean(),
});
export type SidebarItem = z.infer<typeof SidebarItem>;

/** The API sidebar: groups in spec order, each with its operations in document order. */
export const ApiSidebar = z.array(Group.omit({ operations: true }).extend({ items: z.array(SidebarItem) }));
export type ApiSidebar = z.infer<typeof ApiSidebar>;

/**
 * The API sidebar's groups as a closed one shows them: its name and how many operations it has,
 * without the operations, which a page's JavaScript loads when the group is opened.
 */
export const SidebarGroups = z.array(Group.pick({ name: true, label: true, section: true }).extend({ count: z.number().int() }));
export type SidebarGroups = z.infer<typeof SidebarGroups>;

/** One entry of the sidebar's Schemas group: a named schema's page. */
export const SchemaSidebarItem = z.object({
  slug: z.string(),
  name: z.string(),
  deprecated: z.boolean().optional(),
});
export type SchemaSidebarItem = z.infer<typeof SchemaSidebarItem>;

/** The sidebar's Schemas group, by name (empty when the spec names no schema). */
export const SchemaSidebar = z.array(SchemaSidebarItem);
export type SchemaSidebar = z.infer<typeof SchemaSidebar>;

/**
 * Where an operation uses a schema, through any number of references: its parameters or request
 * body, its responses, its callbacks.
 */
export const SchemaUse = z.enum(['request', 'response', 'callback']);
export type SchemaUse = z.infer<typeof SchemaUse>;

/** An operation that uses a named schema, and where. */
export const SchemaUser = z.object({ slug: z.string(), in: z.array(SchemaUse).min(1) });
export type SchemaUser = z.infer<typeof SchemaUser>;

/**
 * How many operations using a named schema its page lists one by one. Past it, the page lists the
 * groups holding them: Microsoft Graph's error type is used by all 11,422 of its operations, a list
 * of 2.8 MB of HTML on its page in each locale, and ~370,000 entries in the generated files of
 * its 2,599 schemas (issue 32).
 */
export const USED_BY_LISTED = 50;

/** A sidebar group holding operations that use a named schema, and how many of them. */
export const SchemaUserGroup = z.object({ group: z.string(), count: z.number().int().positive() });
export type SchemaUserGroup = z.infer<typeof SchemaUserGroup>;

/** A named schema's page as the site renders it: the schema (in `schemas`, under `key`), its example and the operations using it. */
export const SchemaPage = z.object({
  key: z.string(),
  slug: z.string(),
  example: Example.optional(),
  /** The operations that use it, in sidebar order: at most {@link USED_BY_LISTED}, else none and `usedByGroups`. */
  usedBy: z.array(SchemaUser).max(USED_BY_LISTED),
  /** Past {@link USED_BY_LISTED} users, the groups holding them, in sidebar order. */
  usedByGroups: z.array(SchemaUserGroup).optional(),
  schemas: z.record(z.string(), SchemaNode),
});
export type SchemaPage = z.infer<typeof SchemaPage>;

/**
 * A named schema's generated file (`schema-pages/<slug>.json`): its page without the schemas it
 * reaches, which the site reads from their files as it follows the references (as an operation's).
 */
export const SchemaPageFile = SchemaPage.omit({ schemas: true });
export type SchemaPageFile = z.infer<typeof SchemaPageFile>;

/** An operation's page as the site renders it: the operation with the schemas its references reach. */
export const OperationPage = z.object({
  operation: Operation,
  schemas: z.record(z.string(), SchemaNode),
});
export type OperationPage = z.infer<typeof OperationPage>;

/** A shared response as its generated file holds it (`responses/<file>.json`): what is the same for every operation answering with it. */
export const SharedResponse = Response.omit({ status: true, shared: true });
export type SharedResponse = z.infer<typeof SharedResponse>;

/** Where an operation's file has a shared response: its status and the response's name, which the file's `responses` locates. */
const SharedResponseSlot = z.object({ status: z.string(), shared: z.string() }).strict();
const ResponseSlot = z.union([SharedResponseSlot, Response]);

/**
 * An operation's generated file (`operations/<slug>.json`): the operation, with each shared
 * response as its status and name, and the files of its shared responses (`responses/<file>.json`),
 * by name. Each schema and shared response is a file of its own, so a spec edit rewrites only the
 * files of what it touched; site/pages/api/@slug/operationPage.ts puts the page together, reading
 * the schemas its references reach from their files ({@link SchemaFiles}).
 */
export const OperationFile = z.object({
  operation: Operation.extend({
    responses: z.array(ResponseSlot),
    callbacks: z.array(Callback.extend({ responses: z.array(ResponseSlot) })),
  }),
  responses: z.record(z.string(), z.string()),
});
export type OperationFile = z.infer<typeof OperationFile>;

/**
 * Which file holds each schema of the schema table (`schema-files.json`): its key → the name of
 * its file, `schemas/<name>.json` (generator/emit/nameFiles.ts: a key is not always a safe file name).
 */
export const SchemaFiles = z.record(z.string(), z.string());
export type SchemaFiles = z.infer<typeof SchemaFiles>;
