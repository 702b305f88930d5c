import type { ReactNode } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { Link } from '../../common/Link.tsx';
import { schemaPath } from '../schemaPath.ts';
import type { SchemaView } from './schemaView.ts';

/**
 * The line that names a node: its type (or, for a circular reference, a link back up; for a
 * reference listed earlier, a link to that listing beside it; for one listed only on its page, a
 * link there), flags and a "#" link to its
 * anchor. A named schema's name links to its page (issue 34), unless `linked` is false (on that
 * page), and is left out when `typed` is false (the root of that page, which names it).
 * Types and names are code, set left to right in every locale.
 */
export function NodeHead({
  view,
  name,
  label,
  required = false,
  linked = true,
  typed = true,
  children,
}: {
  view: SchemaView;
  name?: string;
  label?: string;
  required?: boolean;
  linked?: boolean;
  typed?: boolean;
  children?: ReactNode;
}) {
  const t = useT();
  const page = linked && view.ref !== undefined ? schemaPath(view.ref) : undefined;
  const type = <code className="schema-type" dir="ltr">{view.type}</code>;
  // A space after each part: the flex row does not show it, but it keeps the words apart for
  // search (Pagefind indexes the text as it runs: "joinPolicystringrequired" otherwise) and copy.
  return (
    <div className="schema-head">
      {name !== undefined && <><code className="schema-name" dir="ltr">{name}</code>{' '}</>}
      {label !== undefined && (
        <>
          {/* A variant labelled with its schema's name (VariantSwitcher): the label is the name, linked. */}
          {page && label === view.type && !view.circular ? (
            <Link to={page} className="schema-label schema-type-link">
              {label}
            </Link>
          ) : (
            <span className="schema-label">{label}</span>
          )}{' '}
        </>
      )}
      {view.circular ? (
        <a className="schema-circular" href={`#${view.circular.target}`} title={t('schema.circularTitle', { name: view.circular.name })}>
          {t('schema.circular', { name: view.type })} <span aria-hidden="true">↑</span>
        </a>
      ) : (
        typed &&
        label !== view.type &&
        (page ? (
          <Link to={page} className="schema-type-link">
            {type}
          </Link>
        ) : (
          type
        ))
      )}{' '}
      {view.listedAbove && (
        <>
          <a className="schema-listed" href={`#${view.listedAbove.target}`} title={t('schema.listedAboveTitle', { name: view.listedAbove.name })}>
            {t('schema.listedAbove')} <span aria-hidden="true">↑</span>
          </a>{' '}
        </>
      )}
      {view.onItsPage && page && (
        <>
          <Link to={page} className="schema-listed" title={t('schema.onItsPageTitle', { name: view.onItsPage.name })}>
            {t('schema.onItsPage')}
          </Link>{' '}
        </>
      )}
      {view.baseType !== undefined && <><code className="schema-base-type" dir="ltr">{view.baseType}</code>{' '}</>}
      {required && <><span className="schema-required">{t('schema.required')}</span>{' '}</>}
      {view.deprecated && <><span className="schema-badge schema-badge-deprecated">{t('schema.deprecated')}</span>{' '}</>}
      {view.readOnly && <><span className="schema-badge">{t('schema.readOnly')}</span>{' '}</>}
      {view.writeOnly && <><span className="schema-badge">{t('schema.writeOnly')}</span>{' '}</>}
      {view.createOnly && <><span className="schema-badge">{t('schema.createOnly')}</span>{' '}</>}
      {view.unresolved && <><span className="schema-badge schema-badge-deprecated">{t('schema.unresolved')}</span>{' '}</>}
      {children}
      <AnchorLink anchor={view.anchor} name={name ?? label ?? view.type} />
    </div>
  );
}

export function AnchorLink({ anchor, name }: { anchor: string; name: string }) {
  const t = useT();
  return (
    <a className="schema-anchor" href={`#${anchor}`} aria-label={t('schema.anchorLink', { name })}>
      #
    </a>
  );
}
