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

  it('reads a value that is only a reference to a named example as that example’s value (GitHub’s description)', () => {
    const item = { $ref: '#/components/examples/item' };
    const loop = { $ref: '#/components/examples/loop' };
    const withExamples = { ...doc, components: { examples: { item: { value: { id: 7 } }, list: { value: [item] }, loop: { value: { again: loop } } } } } as OpenApiDocument;
    const examples = {
      ref: { value: item },
      nested: { value: [{ status: 'attached', repository: item }] },
      twice: { value: { $ref: '#/components/examples/list' } },
      loop: { value: loop },
      dangling: { value: { $ref: '#/components/examples/none' } },
      object: { value: { ...item, note: 'a key beside it' } },
    };
    const [media] = normalizeContent({ 'application/json': { examples } }, createSchemaTable(withExamples), 'response');
    expect(media!.examples.map((example) => example.value)).toEqual([{ id: 7 }, [{ status: 'attached', repository: { id: 7 } }], [{ id: 7 }], { again: loop }, examples.dangling.value, examples.object.value]);
  });

  it("shows an XML body's example as XML, generated or given as a value, and keeps one written as text", () => {
    const pet = { type: 'object', xml: { name: 'Pet' }, properties: { id: { type: 'integer', xml: { attribute: true } }, name: { type: 'string' } } };
    const [generated, json] = normalizeContent({ 'application/xml': { schema: pet }, 'application/json': { schema: pet } }, createSchemaTable(doc), 'response');
    expect(generated!.examples).toEqual([{ value: '<Pet id="0">\n  <name>string</name>\n</Pet>', generated: true }]);
    expect(json!.examples).toEqual([{ value: { id: 0, name: 'string' }, generated: true }]);
    const [given, text] = normalizeContent({ 'text/xml': { schema: pet, example: { id: 7, name: 'Rex' } }, 'application/atom+xml': { schema: pet, example: '<feed/>' } }, createSchemaTable(doc), 'response');
    expect(given!.examples).toEqual([{ value: '<Pet id="7">\n  <name>Rex</name>\n</Pet>' }]);
    expect(text!.examples).toEqual([{ value: '<feed/>' }]);
  });

  it('falls back to the schema when no named example has a value', () => {
    const [media] = normalizeContent({ 'application/json': { schema: { type: 'object', properties: { id: { type: 'integer' } } }, examples: { '204': { summary: 'Succeeded' } } } }, createSchemaTable(doc), 'request');
    expect(media!.examples).toEqual([{ value: { id: 0 }, generated: true }]);
  });
});
