import { fc } from '@fast-check/vitest';

export type Json = Record<string, unknown>;
export type Version = '3.0' | '3.1';

/** A name as `components` allows it (`^[a-zA-Z0-9.\-_]+$`), odd ones first: case twins, a device name, one that ends like a hashed file name. */
export const componentName = fc.oneof(
  fc.constantFrom('User', 'user', 'con', 'A.b-c_1', '0', 'x-0123abcd', '_'),
  fc.stringMatching(/^[A-Za-z0-9._-]{1,12}$/),
);

/** Property names the writer of a schema may pick: any text, and keys that mean something elsewhere. */
export const propertyName = fc.oneof(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }), fc.constantFrom('$ref', 'constructor', '__proto__', 'x-kind', 'type', ''));

export const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** A JSON value as an example or default holds it: small, of any shape. */
export const exampleValue = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 2 }),
);

const nullable = (version: Version, schema: Json): Json =>
  version === '3.0' ? { ...schema, nullable: true } : { ...schema, type: [schema.type, 'null'] };

/** A string, number, integer or boolean schema, with what real ones carry: formats, bounds, enums, examples. */
function scalarSchema(version: Version): fc.Arbitrary<Json> {
  const string = fc.record(
    {
      type: fc.constant('string'),
      // What each allowed value means (Azure's, Redoc's), for values allowed or not.
      'x-ms-enum': fc.constant({ name: 'Tier', values: [{ value: 'a', description: 'The first' }, { value: 1, description: 'A number' }] }),
      'x-enumDescriptions': fc.dictionary(fc.string({ maxLength: 3 }), fc.string(), { maxKeys: 2 }),
      format: fc.constantFrom('date-time', 'email', 'uuid', 'binary', 'byte', 'password', 'made-up'),
      // Valid at any size: a minLength can ask for a long example from a few bytes of document.
      minLength: fc.oneof(fc.nat(12), fc.nat(1_000_000)),
      maxLength: fc.nat(10_000),
      pattern: fc.constantFrom('^[a-z]+$', '\\d{3}'),
      enum: fc.uniqueArray(fc.string(), { minLength: 1, maxLength: 4 }),
    },
    { requiredKeys: ['type'] },
  );
  const number = fc.record(
    {
      type: fc.constantFrom('number', 'integer'),
      minimum: fc.integer(),
      maximum: fc.integer(),
      // 3.0's flag beside the bound; 3.1's bound itself.
      exclusiveMinimum: version === '3.0' ? fc.boolean() : fc.integer(),
      multipleOf: fc.integer({ min: 1, max: 100 }),
    },
    { requiredKeys: ['type'] },
  );
  const scalar: fc.Arbitrary<Json> = fc.oneof(string, number, fc.constant({ type: 'boolean' }), fc.constant({}));
  // One annotation or none, so that schemas stay small enough to read when a run fails.
  const annotation = fc.oneof(
    fc.constant({}),
    fc.string().map((description) => ({ description })),
    exampleValue.map((example) => ({ example })),
    exampleValue.map((value) => ({ default: value })),
    fc.constantFrom({ readOnly: true }, { writeOnly: true }, { deprecated: true }),
    // How it is written as XML: element or attribute names (valid or not as XML names), prefixes, wrapping.
    fc.record({ name: fc.string({ maxLength: 6 }), attribute: fc.boolean(), wrapped: fc.boolean(), prefix: fc.constantFrom('p', ''), namespace: fc.constant('https://example.com/ns') }, { requiredKeys: [] }).map((xml) => ({ xml })),
    ...(version === '3.1' ? [exampleValue.map((value) => ({ const: value })), fc.array(exampleValue, { maxLength: 2 }).map((examples) => ({ examples }))] : []),
  );
  const annotated = fc.tuple(scalar, annotation, fc.boolean());
  return annotated.map(([schema, extra, isNullable]) => {
    const merged = { ...schema, ...extra };
    return isNullable && typeof schema.type === 'string' ? nullable(version, merged) : merged;
  });
}

/** An object with properties, some required (or marked internal: left out), and maybe `additionalProperties`. */
const objectOf = (child: fc.Arbitrary<Json>) =>
  fc
    .tuple(fc.dictionary(propertyName, child, { maxKeys: 3 }), fc.boolean(), fc.option(fc.oneof(fc.boolean(), child), { nil: undefined }), fc.boolean())
    .map(([properties, someRequired, additional, lastInternal]) => ({
      type: 'object',
      properties: lastInternal && Object.keys(properties).length && !('$ref' in Object.values(properties).at(-1)!) ? { ...properties, [Object.keys(properties).at(-1)!]: { ...Object.values(properties).at(-1)!, 'x-internal': true } } : properties,
      ...(someRequired && Object.keys(properties).length ? { required: Object.keys(properties).slice(0, 2) } : {}),
      ...(additional === undefined ? {} : { additionalProperties: additional }),
    }));

/** A list, wrapped in an element of its own as XML (`xml.wrapped`) or not. */
const arrayOf = (child: fc.Arbitrary<Json>) => fc.tuple(child, fc.boolean()).map(([items, wrapped]) => ({ type: 'array', items, ...(wrapped ? { xml: { name: 'list', wrapped: true } } : {}) }));
const mapOf = (child: fc.Arbitrary<Json>) => child.map((additionalProperties) => ({ type: 'object', additionalProperties }));

/**
 * `allOf`/`oneOf`/`anyOf` of any schemas, or of references with a discriminator, its mapping
 * (if any) giving each value a `$ref` or, as 3.0 allows, a bare component name.
 */
function compositionOf(child: fc.Arbitrary<Json>, components: readonly string[]): fc.Arbitrary<Json> {
  const keyword = fc.constantFrom('allOf', 'oneOf', 'anyOf');
  const plain = fc.tuple(keyword, fc.array(child, { minLength: 1, maxLength: 3 })).map(([key, list]) => ({ [key]: list }));
  if (!components.length) return plain;
  const variants = fc.uniqueArray(fc.constantFrom(...components), { minLength: 1, maxLength: 4 });
  const mapping = (names: string[]) =>
    fc.option(fc.tuple(...names.map(() => fc.boolean())).map((asRef) => Object.fromEntries(names.map((name, i) => [`v${i}`, asRef[i] ? schemaRef(name).$ref : name]))), { nil: undefined });
  const discriminated = fc
    .tuple(keyword, variants, propertyName)
    .chain(([key, names, propertyName]) =>
      mapping(names).map((map) => ({ [key]: names.map(schemaRef), discriminator: { propertyName, ...(map ? { mapping: map } : {}) } })),
    );
  return fc.oneof(plain, discriminated);
}

/**
 * Any schema: scalars, objects, arrays, maps and compositions nested in each other, and
 * references to `components` (which may refer back: the cycles pass through whatever holds the
 * reference, `items` and `additionalProperties` included).
 */
export function arbitrarySchema(version: Version, components: readonly string[]): fc.Arbitrary<Json> {
  const { schema } = fc.letrec<{ schema: Json }>((tie) => {
    const child = tie('schema');
    return {
      schema: fc.oneof(
        { maxDepth: 4, depthSize: 'xsmall', withCrossShrink: true },
        scalarSchema(version),
        ...(components.length ? [fc.constantFrom(...components).map(schemaRef)] : []),
        objectOf(child),
        arrayOf(child),
        mapOf(child),
        compositionOf(child, components),
        child.map((not) => ({ not })),
      ),
    };
  });
  return schema;
}

/**
 * A component of a graph where each refers to several others, cycles included (an office
 * document's elements): a property for each reference, held directly, in an array, in a map or in
 * a composition, or annotated in a part of its own (`allOf: [ref, { description }]`, as AWS's
 * documents write it). Such graphs have exponentially many paths (issue 32).
 */
export function graphSchema(components: readonly string[]): fc.Arbitrary<Json> {
  const target = fc.constantFrom(...components).map(schemaRef);
  const annotated = fc.tuple(target, fc.string({ maxLength: 12 })).map(([ref, description]) => ({ allOf: [ref, { description }] }));
  const holder = fc.oneof(target, arrayOf(target), mapOf(target), target.map((ref) => ({ allOf: [ref] })), annotated, fc.tuple(target, target).map((refs) => ({ oneOf: refs })));
  return fc.dictionary(propertyName, holder, { minKeys: 1, maxKeys: 4 }).map((properties) => ({ type: 'object', properties }));
}
