import { useT } from '../../../i18n/i18n.tsx';
import { NodeFacts } from './NodeFacts.tsx';
import { NodeHead } from './NodeHead.tsx';
import { childCounts, hasChildren, isTrivial, needsDisclosure, OPEN_DEPTH } from './nodeShape.ts';
import type { OmittedProperty, SchemaView } from './schemaView.ts';
import { DiscriminatorMapping, VariantSwitcher } from './VariantSwitcher.tsx';

/**
 * A node's contents behind a native disclosure, so it reads without JavaScript and opens with
 * the keyboard; open down to {@link OPEN_DEPTH}, closed deeper.
 */
function ChildrenDetails({ view }: { view: SchemaView }) {
  return (
    <details className="schema-children" open={view.depth <= OPEN_DEPTH}>
      <summary>
        <ChildSummary view={view} />
      </summary>
      <NodeChildren view={view} />
    </details>
  );
}

function ChildSummary({ view }: { view: SchemaView }) {
  const t = useT();
  const counts = childCounts(view);
  const parts: string[] = [];
  if (counts.items) parts.push(t('schema.items'));
  if (counts.properties) parts.push(t('schema.countProperties', { count: counts.properties }));
  if (counts.variants) parts.push(t('schema.countVariants', { count: counts.variants }));
  if (!counts.properties && !counts.variants && view.additionalProperties) parts.push(t('schema.additionalProperties'));
  return <>{parts.length ? parts.join(' · ') : view.type}</>;
}

/** Properties, items, variants and `not` of a node, in that order. */
export function NodeChildren({ view }: { view: SchemaView }) {
  const t = useT();
  return (
    <>
      {(view.properties?.length || view.additionalProperties) && (
        <ul className="schema-properties">
          {view.properties?.map((p) => <PropertyRow key={p.name} view={p.schema} name={p.name} required={p.required} />)}
          {view.additionalProperties && <PropertyRow view={view.additionalProperties} label={t('schema.additionalProperties')} />}
        </ul>
      )}
      {view.omitted && <OmittedNote omitted={view.omitted} />}
      {view.items && !isTrivial(view.items) && <NestedBlock view={view.items} label={t('schema.items')} />}
      {view.variants ? <VariantSwitcher view={view} /> : view.discriminator && <DiscriminatorMapping discriminator={view.discriminator} />}
      {view.not && <NestedBlock view={view.not} label={t('schema.not')} />}
    </>
  );
}

/** A node's children: behind a disclosure when there is more than a line of them. */
export function Children({ view }: { view: SchemaView }) {
  if (!hasChildren(view)) return null;
  return needsDisclosure(view) ? <ChildrenDetails view={view} /> : <NodeChildren view={view} />;
}

function PropertyRow({ view, name, label, required }: { view: SchemaView; name?: string; label?: string; required?: boolean }) {
  return (
    <li className="schema-property" id={view.anchor}>
      <NodeHead view={view} name={name} label={label} required={required} />
      <NodeFacts view={view} />
      <Children view={view} />
    </li>
  );
}

/** Array items or a `not` schema: a block at the parent's level, inside the parent's disclosure. */
function NestedBlock({ view, label }: { view: SchemaView; label: string }) {
  return (
    <div className="schema-nested" id={view.anchor}>
      <NodeHead view={view} label={label} />
      <NodeFacts view={view} />
      <NodeChildren view={view} />
    </div>
  );
}

function OmittedNote({ omitted }: { omitted: OmittedProperty[] }) {
  const t = useT();
  const groups = [
    [t('schema.omittedReadOnly'), omitted.filter((o) => o.reason === 'readOnly')],
    [t('schema.omittedWriteOnly'), omitted.filter((o) => o.reason === 'writeOnly')],
  ] as const;
  return groups.map(([text, list]) =>
    list.length ? (
      <p key={text} className="schema-omitted">
        {text}{' '}
        {list.map((o, i) => (
          <span key={o.name}>
            {i > 0 && ', '}
            <code dir="ltr">{o.name}</code>
          </span>
        ))}
      </p>
    ) : null,
  );
}
