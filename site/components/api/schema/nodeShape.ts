import type { SchemaView } from './schemaView.ts';

/**
 * Whether a node says nothing its parent's type does not already say (`array<string>`'s items
 * when they have no description, constraint or flag): such a node gets no block of its own.
 */
export function isTrivial(view: SchemaView): boolean {
  return (
    !view.title && !view.description && !view.enum && view.const === undefined && view.default === undefined && view.example === undefined &&
    !view.contentMediaType && view.constraints.length === 0 && !view.readOnly && !view.writeOnly && !view.createOnly && !view.deprecated &&
    !view.circular && !view.listedAbove && !view.onItsPage && !view.unresolved && !view.closed && !hasChildren(view)
  );
}

/** Whether the node has anything to expand: properties, items worth a block, variants, … */
export function hasChildren(view: SchemaView): boolean {
  return Boolean(
    view.properties?.length || view.omitted?.length || view.additionalProperties || (view.items && !isTrivial(view.items)) || view.variants || view.discriminator || view.not,
  );
}

/**
 * Whether the children go behind a disclosure: not when all there is is one line of array
 * items (a circular link, or a scalar with a constraint), which a toggle would only hide.
 */
export function needsDisclosure(view: SchemaView): boolean {
  if (!hasChildren(view)) return false;
  const onlyItems = !view.properties?.length && !view.omitted?.length && !view.additionalProperties && !view.variants && !view.discriminator && !view.not;
  return !(onlyItems && view.items && !hasChildren(view.items));
}

/** What the collapsed block holds, for its summary line: counts of the node's or its items' contents. */
export function childCounts(view: SchemaView): { properties: number; variants: number; items: boolean } {
  const own = { properties: view.properties?.length ?? 0, variants: view.variants?.options.length ?? 0 };
  if (own.properties || own.variants || !view.items) return { ...own, items: false };
  return { ...childCounts(view.items), items: true };
}

/** How deep `<details>` start open: the root and the first level of properties. */
export const OPEN_DEPTH = 1;
