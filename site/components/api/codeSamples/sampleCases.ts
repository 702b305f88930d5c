import type { ApiInfo, Operation, SchemaNode } from '../../../../generator/normalize/model.ts';
import { INFO, JSON_RESPONSE, LIST_MEMBERS, NASTY, operation, parameter } from './testFixtures.ts';

/**
 * Test data: requests that every language's sample must send exactly, written by hand so that
 * the spec's edits do not move them. Together they use every style of parameter serialisation,
 * every kind of body and every way to authenticate, with strings that break naive quoting.
 */
export interface SampleCase {
  operation: Operation;
  info: ApiInfo;
  schemas?: Record<string, SchemaNode>;
}

const BINARY: Record<string, SchemaNode> = {
  Attachment: { properties: [{ name: 'file', required: true, schema: { types: ['string'], format: 'binary' } }] },
};
const STRANGE_VALUES = { nasty: NASTY, "key \"'$`\\\n": 'v', numbers: [0, -1.5, 1e21], flags: [true, false, null], nested: { empty: {}, list: [] } };
export const NASTY_HEADER = `say "hi" it's $HOME \`id\` \\ !bang é ☕`;

/** An API that takes a key in the query or a header, for the case below. */
const KEYS_INFO: ApiInfo = {
  ...INFO,
  securitySchemes: [
    { name: 'header', type: 'apiKey', in: 'header', parameterName: 'X-Api-Key' },
    { name: 'query', type: 'apiKey', in: 'query', parameterName: 'key' },
  ],
};

export const CASES: Record<string, SampleCase> = {
  'GET with path and query parameters': { operation: LIST_MEMBERS, info: INFO },
  'every parameter style, a header parameter and cookie authentication': {
    info: INFO,
    operation: operation({
      method: 'get',
      path: '/reports/{label}/{matrix}/{simple}',
      security: [[{ scheme: 'session', scopes: [] }]],
      parameters: {
        path: [
          parameter('path', 'label', ['a', 'b c'], { style: 'label' }),
          parameter('path', 'matrix', { x: 1, y: 'z' }, { style: 'matrix', explode: true }),
          parameter('path', 'simple', { k: 'v', w: 'ü' }),
        ],
        query: [
          parameter('query', 'ids', [1, 2], { explode: false }),
          parameter('query', 'tags', ['x y', 'z'], { style: 'spaceDelimited', explode: false }),
          parameter('query', 'range', ['a', 'b'], { style: 'pipeDelimited', explode: false }),
          parameter('query', 'filter', { status: 'open', 'owner id': 'me' }, { style: 'deepObject' }),
          parameter('query', 'point', { lat: 1.5, lon: -2 }, { explode: true }),
        ],
        header: [parameter('header', 'X-Request-Id', ['r1', 'r2'])],
        cookie: [parameter('cookie', 'theme', 'dark')],
      },
      responses: JSON_RESPONSE,
    }),
  },
  'keys in a header and the query, HEAD': {
    info: KEYS_INFO,
    operation: operation({ method: 'head', path: '/ping', security: [[{ scheme: 'header', scopes: [] }, { scheme: 'query', scopes: [] }]] }),
  },
  'nasty JSON, key and session cookie together': {
    info: INFO,
    operation: operation({
      method: 'patch',
      path: '/notes/{noteId}',
      security: [[{ scheme: 'apiKey', scopes: [] }, { scheme: 'session', scopes: [] }]],
      parameters: {
        path: [parameter('path', 'noteId', "it's/ü {x}")],
        query: [parameter('query', 'q', NASTY.join('|')), parameter('query', 'filter', { 'a[b]': '$x' }, { style: 'deepObject' })],
        header: [parameter('header', 'X-Note', NASTY_HEADER)],
        cookie: [parameter('cookie', 'pref', NASTY_HEADER)],
      },
      requestBody: { required: true, content: [{ mediaType: 'application/json', examples: [{ value: STRANGE_VALUES }] }] },
      responses: JSON_RESPONSE,
    }),
  },
  'nasty text body, no JSON answer': {
    info: INFO,
    operation: operation({
      method: 'put',
      path: '/notes/raw',
      requestBody: { required: true, content: [{ mediaType: 'text/plain', examples: [{ value: NASTY.join('\n') }] }] },
      responses: [{ status: '204', description: 'Stored', headers: [], content: [] }],
    }),
  },
  'binary body': {
    info: INFO,
    operation: operation({
      method: 'put',
      path: '/avatars/{userId}',
      security: [[{ scheme: 'apiKey', scopes: [] }]],
      parameters: { path: [parameter('path', 'userId', 'u_1')], query: [], header: [], cookie: [] },
      requestBody: { required: true, content: [{ mediaType: 'image/png', schema: { types: ['string'], format: 'binary' }, examples: [{ value: '<binary>', generated: true }] }] },
      responses: JSON_RESPONSE,
    }),
  },
  'nasty multipart fields': {
    info: INFO,
    schemas: BINARY,
    operation: operation({
      method: 'post',
      path: '/attachments',
      requestBody: {
        required: true,
        content: [{
          mediaType: 'multipart/form-data',
          schema: { ref: 'Attachment' },
          examples: [{ value: { file: '(binary)', caption: NASTY_HEADER, at: '@not-a-file', lt: '<not-a-file', semi: 'a;type=text/html', tags: ['x', 'y'] } }],
        }],
      },
      responses: JSON_RESPONSE,
    }),
  },
  'multipart without a file': {
    info: INFO,
    operation: operation({
      method: 'post',
      path: '/polls',
      requestBody: { required: true, content: [{ mediaType: 'multipart/form-data', examples: [{ value: { question: 'Why "$"?', options: ['a', 'b'] } }] }] },
      responses: JSON_RESPONSE,
    }),
  },
  'DELETE without a body': {
    info: INFO,
    operation: operation({ method: 'delete', path: '/notes/{noteId}', parameters: { path: [parameter('path', 'noteId', 'n_1')], query: [], header: [], cookie: [] } }),
  },
};
