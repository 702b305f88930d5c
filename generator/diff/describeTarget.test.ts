import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../load/index.ts';
import { describeTarget } from './describeTarget.ts';

const document = {
  openapi: '3.1.0',
  info: { title: 'T', version: '1' },
  servers: [{ url: 'https://a.example' }, { url: 'https://b.example' }],
  paths: {
    '/pets/{petId}': {
      parameters: [{ name: 'petId', in: 'path', required: true, schema: { type: 'string' } }],
      get: {
        parameters: [{ $ref: '#/components/parameters/Limit' }],
        responses: {
          '200': {
            description: 'ok',
            headers: { 'X-Rate': { schema: { type: 'integer' } } },
            content: { 'application/json': { schema: { type: 'array', items: { type: 'object', properties: { properties: { type: 'object', properties: { tags: { type: 'array', items: { type: 'string' } } } } } } } } },
          },
        },
      },
    },
  },
  components: {
    parameters: { Limit: { name: 'limit', in: 'query', schema: { type: 'integer' } } },
    schemas: { Pet: { allOf: [{ type: 'object', properties: { owner: { properties: { name: { type: 'string' } } } } }] } },
  },
} as unknown as OpenApiDocument;

describe('describeTarget', () => {
  it('names the parameter, through its $ref, and the keyword', () => {
    expect(describeTarget('paths/~1pets~1{petId}/get/parameters/0/schema', document, 'maximum')).toEqual({ parameter: { name: 'limit', in: 'query' }, keyword: 'maximum' });
    expect(describeTarget('paths/~1pets~1{petId}/parameters/0/schema', document, 'type')).toEqual({ parameter: { name: 'petId', in: 'path' }, keyword: 'type' });
    expect(describeTarget('components/parameters/Limit/schema', document, 'maximum')).toEqual({ parameter: { name: 'limit', in: 'query' }, keyword: 'maximum' });
  });

  it('names the response, header and media type, and the property path (a property may be called `properties`)', () => {
    const response = 'paths/~1pets~1{petId}/get/responses/200';
    expect(describeTarget(`${response}/headers/X-Rate`, document)).toEqual({ response: '200', header: 'X-Rate' });
    expect(describeTarget(`${response}/content/application~1json/schema/items/properties/properties/properties/tags/items`, document, 'enum')).toEqual({
      response: '200',
      mediaType: 'application/json',
      property: '[].properties.tags[]',
      keyword: 'enum',
    });
  });

  it('names the component schema and the property below it, through allOf', () => {
    expect(describeTarget('components/schemas/Pet/allOf/0/properties/owner/properties/name', document, 'type')).toEqual({ schema: 'Pet', property: 'owner.name', keyword: 'type' });
    expect(describeTarget('components/schemas/Pet/allOf/0', document, 'required')).toEqual({ schema: 'Pet', keyword: 'required' });
  });

  it('names a server by its URL, and nothing for the operation itself', () => {
    expect(describeTarget('servers/1', document)).toEqual({ server: 'https://b.example' });
    expect(describeTarget('paths/~1pets~1{petId}/get', document, 'operationId')).toEqual({ keyword: 'operationId' });
    expect(describeTarget('paths/~1pets~1{petId}/delete', document)).toEqual({});
  });
});
