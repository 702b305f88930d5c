import type { SchemaNode } from './model.ts';

type Xml = NonNullable<SchemaNode['xml']>;

/** XML and its structured-syntax relatives: `application/xml`, `text/xml`, `application/atom+xml`. */
export const isXml = (mediaType: string) => /^[\w.-]+\/(?:[\w.-]+\+)?xml\s*(?:;|$)/i.test(mediaType);

/**
 * An example value (JSON's shape: what the spec gives or exampleFromSchema makes) as the XML
 * document it stands for, read through OpenAPI's XML Object: the root element is named by the
 * schema's `xml.name`, else by the schema it references (or its first `allOf` part does: the type
 * it extends), else `root`; each property is an
 * element, or an attribute (`xml.attribute`), named by its `xml.name`, else its own name; an
 * array's items repeat under its name (their own `xml.name` when they have one), inside one
 * element of that name when it is `wrapped`; prefixes and namespaces as given. Two spaces a level.
 */
export function xmlExample(value: unknown, schema: SchemaNode, schemas: ReadonlyMap<string, SchemaNode>): string {
  const root = resolve(schema, schemas);
  const name = [root, ...(root.node.allOf ?? []).map((part) => resolve(part, schemas))].map(({ node, name }) => node.xml?.name ?? name).find(Boolean) ?? 'root';
  // A document has one root: a list at the top is always wrapped.
  const lines = Array.isArray(value) ? wrapped(name, root.node, value, schemas, '') : element(name, root.node, value, schemas, '');
  return lines.join('\n');
}

/** A schema with its references followed (as far as the table has them), and the name of the last one. */
function resolve(node: SchemaNode, schemas: ReadonlyMap<string, SchemaNode>): { node: SchemaNode; name?: string } {
  let name: string | undefined;
  const seen = new Set<string>();
  while (node.ref && !seen.has(node.ref)) {
    seen.add(node.ref);
    const target = schemas.get(node.ref);
    if (!target) break;
    name = node.ref.startsWith('#') ? node.ref.split('/').at(-1) : node.ref;
    node = target;
  }
  return { node, ...(name ? { name } : {}) };
}

/** An object schema's properties by name: its own and its `allOf` parts'. */
function properties(node: SchemaNode, schemas: ReadonlyMap<string, SchemaNode>, seen = new Set<SchemaNode>()): Map<string, SchemaNode> {
  const found = new Map<string, SchemaNode>();
  if (seen.has(node)) return found;
  seen.add(node);
  for (const part of node.allOf ?? []) for (const [key, schema] of properties(resolve(part, schemas).node, schemas, seen)) found.set(key, schema);
  for (const { name, schema } of node.properties ?? []) found.set(name, schema);
  return found;
}

/** `value` as the element `name` of `node`'s shape, indented by `indent`. */
function element(name: string, node: SchemaNode, value: unknown, schemas: ReadonlyMap<string, SchemaNode>, indent: string): string[] {
  const open = `${qualified(name, node.xml)}${namespace(node.xml)}`;
  if (typeof value !== 'object' || value === null) {
    return [value === null || value === undefined ? `${indent}<${open}/>` : `${indent}<${open}>${escape(String(value))}</${qualified(name, node.xml)}>`];
  }
  const props = properties(node, schemas);
  const attributes: string[] = [];
  const children: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    const prop = props.get(key);
    const resolved = prop ? resolve(prop, schemas).node : {};
    const xml = prop?.xml ?? resolved.xml;
    const childName = xml?.name ?? key;
    if (xml?.attribute && (typeof item !== 'object' || item === null)) attributes.push(` ${qualified(childName, xml)}="${escape(String(item))}"`);
    else if (Array.isArray(item)) children.push(...(xml?.wrapped ? wrapped(childName, { ...resolved, xml }, item, schemas, `${indent}  `) : repeated(childName, resolved, item, schemas, `${indent}  `)));
    else children.push(...element(childName, { ...resolved, ...(xml ? { xml } : {}) }, item, schemas, `${indent}  `));
  }
  const start = `${indent}<${open}${attributes.join('')}`;
  return children.length === 0 ? [`${start}/>`] : [`${start}>`, ...children, `${indent}</${qualified(name, node.xml)}>`];
}

/** An array's items, each an element named by the items' `xml.name`, else by `name`. */
function repeated(name: string, array: SchemaNode, items: unknown[], schemas: ReadonlyMap<string, SchemaNode>, indent: string): string[] {
  const item = array.items ? resolve(array.items, schemas).node : {};
  const xml = array.items?.xml ?? item.xml;
  return items.flatMap((value) => element(xml?.name ?? name, { ...item, ...(xml ? { xml } : {}) }, value, schemas, indent));
}

/** An array inside one element `name` (`xml.wrapped`), its items in it. */
function wrapped(name: string, array: SchemaNode, items: unknown[], schemas: ReadonlyMap<string, SchemaNode>, indent: string): string[] {
  const inner = repeated(name, array, items, schemas, `${indent}  `);
  const open = `${qualified(name, array.xml)}${namespace(array.xml)}`;
  return inner.length === 0 ? [`${indent}<${open}/>`] : [`${indent}<${open}>`, ...inner, `${indent}</${qualified(name, array.xml)}>`];
}

/** `prefix:name`, the name made a valid XML name (a property `2fa` or `a b` is no element's name as it is). */
const qualified = (name: string, xml: Xml | undefined) => {
  const valid = name.replace(/[^\p{L}\p{N}._-]/gu, '_').replace(/^(?=[\d.-])/u, '_') || '_';
  return xml?.prefix ? `${xml.prefix}:${valid}` : valid;
};

const namespace = (xml: Xml | undefined) => (xml?.namespace ? ` xmlns${xml.prefix ? `:${xml.prefix}` : ''}="${escape(xml.namespace)}"` : '');

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
