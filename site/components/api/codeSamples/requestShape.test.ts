import { describe, expect, it } from 'vitest';
import type { ApiInfo, SchemaNode } from '../../../../generator/normalize/model.ts';
import { envName } from './credentials.ts';
import { requestShape } from './requestShape.ts';
import { INFO, JSON_RESPONSE, operation, parameter } from './testFixtures.ts';

describe('requestShape', () => {
  it('fills the path, appends the query to the first server, and asks for JSON', () => {
    const shape = requestShape(
      operation({
        path: '/rooms/{roomId}/members',
        parameters: { path: [parameter('path', 'roomId', 'room 1')], query: [parameter('query', 'limit', 20), parameter('query', 'q', 'a&b')], header: [], cookie: [] },
        responses: JSON_RESPONSE,
      }),
      INFO,
    );
    expect(shape).toEqual({
      method: 'GET',
      url: ['https://api.example.test/v1/rooms/room%201/members?limit=20&q=a%26b'],
      headers: [{ name: 'Accept', value: ['application/json'] }],
      body: null,
      contentType: null,
      respondsJson: true,
      usesEnv: false,
      hasFiles: false,
      sendsFile: false,
    });
  });

  it("prefers the operation's servers and fills server variables with their defaults", () => {
    const servers = [{ url: 'https://{region}.example.test', variables: [{ name: 'region', default: 'eu' }] }];
    expect(requestShape(operation({ path: '/x', servers }), INFO).url).toEqual(['https://eu.example.test/x']);
  });

  it('authenticates with the first alternative: a bearer key', () => {
    const shape = requestShape(operation({ security: [[{ scheme: 'apiKey', scopes: [] }], [{ scheme: 'session', scopes: [] }]] }), INFO);
    expect(shape.headers).toEqual([{ name: 'Authorization', value: ['Bearer ', { env: 'BOB_API_KEY' }] }]);
    expect(shape.usesEnv).toBe(true);
  });

  it('authenticates with the first alternative: a session cookie, beside cookie parameters', () => {
    const shape = requestShape(
      operation({ security: [[{ scheme: 'session', scopes: [] }]], parameters: { path: [], query: [], header: [], cookie: [parameter('cookie', 'theme', 'dark')] } }),
      INFO,
    );
    expect(shape.headers).toEqual([{ name: 'Cookie', value: ['theme=dark', '; ', 'bob_session=', { env: 'BOB_SESSION' }] }]);
  });

  it('sends no credentials when the operation is public or authentication is optional', () => {
    expect(requestShape(operation({ security: [] }), INFO).headers).toEqual([]);
    expect(requestShape(operation({ security: [[{ scheme: 'apiKey', scopes: [] }], []] }), INFO).headers).toEqual([]);
  });

  it('puts an API key in a header or the query where its scheme says', () => {
    const info: ApiInfo = {
      ...INFO,
      securitySchemes: [
        { name: 'h', type: 'apiKey', in: 'header', parameterName: 'X-Api-Key' },
        { name: 'q', type: 'apiKey', in: 'query', parameterName: 'api_key' },
      ],
    };
    const shape = requestShape(operation({ path: '/x', security: [[{ scheme: 'h', scopes: [] }, { scheme: 'q', scopes: [] }]] }), info);
    expect(shape.headers).toEqual([{ name: 'X-Api-Key', value: [{ env: 'BOB_X_API_KEY' }] }]);
    expect(shape.url).toEqual(['https://api.example.test/v1/x?api_key=', { env: 'BOB_API_KEY' }]);
  });

  it("drops header parameters that OpenAPI ignores and keeps the others' examples", () => {
    const header = [parameter('header', 'Accept', 'text/html'), parameter('header', 'Authorization', 'x'), parameter('header', 'Idempotency-Key', 'k-1')];
    const shape = requestShape(operation({ parameters: { path: [], query: [], header, cookie: [] } }), INFO);
    expect(shape.headers).toEqual([{ name: 'Idempotency-Key', value: ['k-1'] }]);
  });

  it("takes the first example of the first media type as the body, with its Content-Type", () => {
    const requestBody = {
      required: true,
      content: [
        { mediaType: 'application/json', examples: [{ value: { a: 1 } }, { value: { a: 2 } }] },
        { mediaType: 'text/plain', examples: [{ value: 'x' }] },
      ],
    };
    const shape = requestShape(operation({ method: 'post', requestBody }), INFO);
    expect(shape.body).toEqual({ kind: 'json', value: { a: 1 } });
    expect(shape.headers).toEqual([{ name: 'Content-Type', value: ['application/json'] }]);
  });

  it('sends other media types as text', () => {
    const body = (mediaType: string, value: unknown) =>
      requestShape(operation({ method: 'post', requestBody: { required: true, content: [{ mediaType, examples: [{ value }] }] } }), INFO).body;
    expect(body('text/csv', 'a,b\n1,2')).toEqual({ kind: 'text', text: 'a,b\n1,2' });
    expect(body('application/x-www-form-urlencoded', { a: 'x y', b: 1 })).toEqual({ kind: 'text', text: 'a=x%20y&b=1' });
  });

  it('sends a file for a body of bytes: a binary schema, or a binary media type with a bare string or none', () => {
    const body = (mediaType: string, schema?: SchemaNode) =>
      requestShape(operation({ method: 'put', requestBody: { required: true, content: [{ mediaType, ...(schema ? { schema } : {}), examples: [] }] } }), INFO, { Png: { types: ['string'], format: 'binary' } });
    for (const shape of [body('application/octet-stream'), body('image/png', { types: ['string'] }), body('application/json', { ref: 'Png' }), body('text/plain', { types: ['string'], contentMediaType: 'text/csv' })]) {
      expect(shape.body).toEqual({ kind: 'file', path: 'path/to/file' });
      expect(shape.sendsFile).toBe(true);
    }
    expect(body('image/png').contentType).toBe('image/png');
    // Base64 text and structured data are not bytes, whatever the media type.
    expect(body('application/pdf', { types: ['string'], format: 'byte' }).body).toBeNull();
    expect(body('application/zip', { types: ['object'], properties: [] }).body).toBeNull();
  });

  it('makes binary multipart fields files, from the schema table', () => {
    const requestBody = {
      required: true,
      content: [{ mediaType: 'multipart/form-data', schema: { ref: 'Upload' }, examples: [{ value: { file: '(binary)', tags: ['a', 'b'], meta: { k: 1 } } }] }],
    };
    const schemas = { Upload: { properties: [{ name: 'file', required: true, schema: { types: ['string' as const], format: 'binary' } }] } };
    const shape = requestShape(operation({ method: 'post', requestBody }), INFO, schemas);
    expect(shape.body).toEqual({
      kind: 'multipart',
      fields: [
        { name: 'file', file: true, value: 'path/to/file', filename: 'file' },
        { name: 'tags', file: false, value: 'a', filename: '' },
        { name: 'tags', file: false, value: 'b', filename: '' },
        { name: 'meta', file: false, value: '{"k":1}', filename: '' },
      ],
    });
    expect(shape.headers).toEqual([]);
    expect(shape.hasFiles).toBe(true);
  });
});

describe('envName', () => {
  it('is an upper-case identifier with the prefix once', () => {
    expect(envName('bob_session')).toBe('BOB_SESSION');
    expect(envName('X-Api-Key')).toBe('BOB_X_API_KEY');
  });
});
