import { childAnchor } from './anchors.ts';
import { buildNode, type BuildContext } from './buildSchemaView.ts';
import type { MergedSchema } from './mergeSchemas.ts';
import { refName } from './refName.ts';
import { asSoleRef } from './resolveSchema.ts';
import type { DiscriminatorView, SchemaView, VariantView } from './schemaView.ts';

/**
 * `oneOf`/`anyOf` as labelled variants (title, else reference name, else "Option N") with the
 * discriminator values that select each: the explicit `mapping`, else the variant's schema name
 * (OpenAPI's implicit mapping). A discriminator without variants (a base schema that its
 * subtypes extend with `allOf`) still lists its mapping: the generator maps each subtype
 * (generator/normalize/implicitMapping.ts), whose page the list links to.
 */
export function buildVariants(
  schema: MergedSchema,
  anchor: string,
  depth: number,
  context: BuildContext,
): { variants?: SchemaView['variants']; discriminator?: DiscriminatorView } {
  const kind = schema.oneOf?.length ? 'oneOf' : schema.anyOf?.length ? 'anyOf' : undefined;
  const { discriminator } = schema;
  const explicit = Object.entries(discriminator?.mapping ?? {});
  const mapped = new Set(explicit.map(([, target]) => target));

  const options: VariantView[] = (kind ? schema[kind]! : []).map((variant, i) => {
    const use = asSoleRef(variant);
    const label = use.title ?? (use.ref !== undefined ? (context.schemas[use.ref]?.title ?? refName(use.ref)) : undefined);
    const values =
      discriminator && use.ref !== undefined
        ? mapped.has(use.ref)
          ? explicit.filter(([, target]) => target === use.ref).map(([value]) => value)
          : [refName(use.ref)]
        : [];
    const node = buildNode(variant, childAnchor(anchor, label ?? `option-${i + 1}`), depth, context);
    return { ...(label !== undefined ? { label } : {}), index: i + 1, discriminatorValues: values, schema: node };
  });

  const result: ReturnType<typeof buildVariants> = {};
  if (kind) result.variants = { kind, options };
  if (discriminator) {
    const byRef = new Map(options.filter((o) => o.schema.ref !== undefined).map((o) => [o.schema.ref!, o]));
    const mapping: DiscriminatorView['mapping'] = explicit.map(([value, target]) => {
      const option = byRef.get(target);
      return option ? { value, name: option.label ?? refName(target), anchor: option.schema.anchor } : { value, name: refName(target), ref: target };
    });
    for (const option of options) {
      if (option.schema.ref !== undefined && !mapped.has(option.schema.ref)) {
        for (const value of option.discriminatorValues) mapping.push({ value, name: option.label ?? refName(option.schema.ref), anchor: option.schema.anchor });
      }
    }
    result.discriminator = { propertyName: discriminator.propertyName, mapping };
  }
  return result;
}
