import type { ApiInfo, Operation, Parameter, ParameterLocation } from '../../../../generator/normalize/model.ts';

/** Test data: operations written by hand, with only what a test is about spelled out. */

export const INFO: ApiInfo = {
  openapi: '3.1.0',
  title: 'Test API',
  version: '1.0.0',
  servers: [{ url: 'https://api.example.test/v1/', variables: [] }],
  securitySchemes: [
    { name: 'apiKey', type: 'http', scheme: 'bearer' },
    { name: 'session', type: 'apiKey', in: 'cookie', parameterName: 'bob_session' },
  ],
};

export function operation(fields: Partial<Operation>): Operation {
  return {
    slug: 'test',
    group: 'Test',
    kind: 'operation',
    method: 'get',
    path: '/',
    summary: 'Test',
    deprecated: false,
    security: [],
    servers: [],
    parameters: { path: [], query: [], header: [], cookie: [] },
    responses: [],
    callbacks: [],
    codeSamples: [],
    ...fields,
  };
}

export function parameter(location: ParameterLocation, name: string, value: unknown, fields: Partial<Parameter> = {}): Parameter {
  return { name, in: location, required: location === 'path', examples: [{ value }], ...fields };
}

export const JSON_RESPONSE = [{ status: '200', description: 'OK', headers: [], content: [{ mediaType: 'application/json', examples: [] }] }];

/** A GET with path and query parameters, written here so that the spec's edits do not move it. */
export const LIST_MEMBERS = operation({
  method: 'get',
  path: '/rooms/{roomId}/members',
  security: [[{ scheme: 'apiKey', scopes: [] }], [{ scheme: 'session', scopes: [] }]],
  parameters: {
    path: [parameter('path', 'roomId', 'room_01HZX5N2QW')],
    query: [parameter('query', 'role', ['owner', 'admin']), parameter('query', 'q', "O'Neil & co"), parameter('query', 'limit', 20)],
    header: [],
    cookie: [],
  },
  responses: JSON_RESPONSE,
});

/** Strings that break naive quoting, for every language. */
export const NASTY = [
  "it's",
  'say "hi"',
  'back\\slash \\n',
  'line 1\nline 2',
  'tab\there',
  'crlf\r\n',
  'café ☕ 日本語 👍 שלום',
  '$HOME ${PATH} $(whoami)',
  'back`tick` `echo no`',
  '!bang !! !$',
  '%s %d {0} #{x}',
  "'",
  '',
  '\u2028\u2029',
  '\u007f\u001b[0m',
];
