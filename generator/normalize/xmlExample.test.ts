import { describe, expect, it } from 'vitest';
import type { SchemaNode } from './model.ts';
import { isXml, xmlExample } from './xmlExample.ts';

const schemas = new Map<string, SchemaNode>([
  ['Tag', { types: ['object'], xml: { name: 'tag' }, properties: [{ name: 'id', required: false, schema: { types: ['integer'], xml: { attribute: true } } }, { name: 'name', required: false, schema: { types: ['string'] } }] }],
  ['Base', { types: ['object'], properties: [{ name: 'kind', required: false, schema: { types: ['string'], xml: { attribute: true } } }] }],
]);

describe('xmlExample', () => {
  it("names the root by the schema's xml.name, else by the schema it references or extends, else root", () => {
    expect(xmlExample({ name: 'a' }, { ref: 'Tag' }, schemas)).toBe('<tag>\n  <name>a</name>\n</tag>');
    expect(xmlExample({ kind: 'k' }, { ref: 'Base' }, schemas)).toBe('<Base kind="k"/>');
    expect(xmlExample({ kind: 'k' }, { allOf: [{ ref: 'Base' }, { properties: [] }] }, schemas)).toBe('<Base kind="k"/>');
    expect(xmlExample('text', { types: ['string'] }, schemas)).toBe('<root>text</root>');
  });

  it('writes attributes, prefixes and namespaces as the XML Object says, escaping text', () => {
    const schema: SchemaNode = {
      xml: { name: 'order', prefix: 'o', namespace: 'https://example.com/o' },
      allOf: [{ ref: 'Base' }],
      properties: [{ name: 'note', required: false, schema: { types: ['string'], xml: { prefix: 'o' } } }],
    };
    expect(xmlExample({ kind: 'a&b', note: '<1 > 0>' }, schema, schemas)).toBe('<o:order xmlns:o="https://example.com/o" kind="a&amp;b">\n  <o:note>&lt;1 &gt; 0&gt;</o:note>\n</o:order>');
  });

  it("repeats an array's items under its name, or their own, wrapped when it says", () => {
    const schema: SchemaNode = {
      types: ['object'],
      properties: [
        { name: 'animals', required: false, schema: { types: ['array'], items: { types: ['string'] } } },
        { name: 'aliens', required: false, schema: { types: ['array'], xml: { name: 'visitors', wrapped: true }, items: { types: ['string'], xml: { name: 'alien' } } } },
        { name: 'tags', required: false, schema: { types: ['array'], xml: { wrapped: true }, items: { ref: 'Tag' } } },
      ],
    };
    const value = { animals: ['cat', 'dog'], aliens: ['x'], tags: [{ id: 1, name: 'n' }] };
    expect(xmlExample(value, schema, schemas).split('\n')).toEqual([
      '<root>',
      '  <animals>cat</animals>',
      '  <animals>dog</animals>',
      '  <visitors>',
      '    <alien>x</alien>',
      '  </visitors>',
      '  <tags>',
      '    <tag id="1">',
      '      <name>n</name>',
      '    </tag>',
      '  </tags>',
      '</root>',
    ]);
    // A list at the top is wrapped: a document has one root.
    expect(xmlExample([{ name: 'n' }], { types: ['array'], items: { ref: 'Tag' } }, schemas)).toBe('<root>\n  <tag>\n    <name>n</name>\n  </tag>\n</root>');
  });

  it('makes valid names of keys that are none, and an empty element of null', () => {
    expect(xmlExample({ '2fa': true, 'a b': null }, { types: ['object'] }, schemas)).toBe('<root>\n  <_2fa>true</_2fa>\n  <a_b/>\n</root>');
  });

  it('knows XML media types from others', () => {
    expect(['application/xml', 'text/xml; charset=utf-8', 'application/atom+xml'].every(isXml)).toBe(true);
    expect(['application/json', 'application/xml-dtd', 'text/plain'].some(isXml)).toBe(false);
  });
});
