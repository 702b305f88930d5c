import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../load/index.ts';
import { normalizeContent } from './normalizeContent.ts';
import { createSchemaTable } from './schemaTable.ts';

const doc = { openapi: '3.1.0', info: { title: 't', version: '1' }, paths: {} } as OpenApiDocument;

describe('normalizeContent', () => {
  it('drops a named example with neither value nor externalValue (a summary alone, as GitHub has)', () => {
    const [media] = normalizeContent({ 'application/json': { schema: { type: 'object', properties: { id: { type: 'integer' } } }, examples: { empty: { summary: 'Only a summary' }, real: { value: { id: 1 } } } } }, createSchemaTable(doc), 'request');
    expect(media!.examples).toEqual([{ name: 'real', value: { id: 1 } }]);
  });

  it('falls back to the schema when no named example has a value', () => {
    const [media] = normalizeContent({ 'application/json': { schema: { type: 'object', properties: { id: { type: 'integer' } } }, examples: { '204': { summary: 'Succeeded' } } } }, createSchemaTable(doc), 'request');
    expect(media!.examples).toEqual([{ value: { id: 0 }, generated: true }]);
  });
});
