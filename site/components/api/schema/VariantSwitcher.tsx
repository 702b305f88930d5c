import { useT } from '../../../i18n/i18n.tsx';
import { Link } from '../../common/Link.tsx';
import { schemaPath } from '../schemaPath.ts';
import { NodeChildren } from './NodeChildren.tsx';
import { NodeFacts } from './NodeFacts.tsx';
import { NodeHead } from './NodeHead.tsx';
import type { DiscriminatorView, SchemaView } from './schemaView.ts';

/**
 * `oneOf`/`anyOf`: every variant one after another, each titled, as pre-rendered (without
 * JavaScript the tab row is hidden by the `html.js` rule of SchemaViewer.css); with JavaScript, a
 * tab row shows one at a time. The viewer is rendered at build time, so this is markup only: the
 * panels follow the convention of the content tabs (the `aria-controls` panel carries
 * `data-selected`) and the layout's delegated tab handler (useContentEnhancements) switches them
 * by click, arrow keys, Home and End.
 */
export function VariantSwitcher({ view }: { view: SchemaView }) {
  const t = useT();
  const { kind, options } = view.variants!;
  const discriminator = view.discriminator;
  const labelOf = (i: number) => options[i]!.label ?? t('schema.option', { index: options[i]!.index });

  return (
    <div className="schema-variants">
      <p className="schema-variants-intro">{kind === 'oneOf' ? t('schema.oneOf') : t('schema.anyOf')}</p>
      {discriminator && <DiscriminatorMapping discriminator={discriminator} />}
      <div role="tablist" aria-label={t('schema.variants')} className="schema-tabs">
        {options.map((option, i) => (
          <button
            key={option.schema.anchor}
            type="button"
            role="tab"
            id={`${option.schema.anchor}--tab`}
            aria-controls={option.schema.anchor}
            aria-selected={i === 0}
            tabIndex={i === 0 ? 0 : -1}
          >
            {labelOf(i)}
          </button>
        ))}
      </div>
      {options.map((option, i) => (
        <section
          key={option.schema.anchor}
          role="tabpanel"
          id={option.schema.anchor}
          aria-labelledby={`${option.schema.anchor}--tab`}
          className="schema-variant"
          data-selected={i === 0 ? '' : undefined}
        >
          <NodeHead view={option.schema} label={labelOf(i)}>
            {discriminator &&
              option.discriminatorValues.map((value) => (
                <code key={value} className="schema-discriminator-value" dir="ltr">
                  {discriminator.propertyName}: {JSON.stringify(value)}
                </code>
              ))}
          </NodeHead>
          <NodeFacts view={option.schema} />
          <NodeChildren view={option.schema} />
        </section>
      ))}
    </div>
  );
}

/** Which discriminator value selects which variant, each linked to its panel when it has one, else to its schema's page. */
export function DiscriminatorMapping({ discriminator }: { discriminator: DiscriminatorView }) {
  const t = useT();
  const target = (entry: DiscriminatorView['mapping'][number]) => {
    if (entry.anchor) return <a href={`#${entry.anchor}`}>{entry.name}</a>;
    const page = entry.ref === undefined ? undefined : schemaPath(entry.ref);
    return page ? <Link to={page}>{entry.name}</Link> : <code dir="ltr">{entry.name}</code>;
  };
  return (
    <div className="schema-discriminator">
      {t('schema.discriminator')} <code dir="ltr">{discriminator.propertyName}</code>
      {discriminator.mapping.length > 0 && (
        <ul className="schema-mapping">
          {discriminator.mapping.map((entry) => (
            <li key={entry.value}>
              <code dir="ltr">{JSON.stringify(entry.value)}</code> <span className="reading-arrow" aria-hidden="true">→</span>{' '}
              {target(entry)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
