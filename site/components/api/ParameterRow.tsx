import { useT } from '../../i18n/i18n.tsx';
import { AllowedValues } from './schema/AllowedValues.tsx';

/** What the schema viewer's model says of a parameter's schema, worded at build time. */
export interface ParameterFacts {
  type: string;
  deprecated: boolean;
  enum?: string[];
  /** What each allowed value means, where the spec says (by its JSON text, as in `enum`). */
  enumDescriptions?: Record<string, string>;
  default?: string;
  example?: string;
  /** Each constraint as a sentence in the page's language. */
  constraints: string[];
}

interface Row {
  name: string;
  in: string;
  required: boolean;
  deprecated?: boolean;
  facts?: ParameterFacts;
  descriptionHtml: string;
  examples: { text: string }[];
  /** The row's id; parameters default to `parameter-<in>-<name>`. */
  anchor?: string;
}

/**
 * A parameter or a response header: name, type, required, default, allowed values,
 * constraints, description and example (facts from the schema viewer's model, so that types and
 * constraints are worded the same everywhere).
 */
export function ParameterRow({ parameter: p }: { parameter: Row }) {
  const t = useT();
  const id = p.anchor ?? `parameter-${p.in}-${p.name}`;
  const view = p.facts;
  const example = p.examples[0]?.text ?? view?.example;
  return (
    <li className="parameter" id={id}>
      {/* Spaces between the parts, as in the schema viewer's heads (NodeHead): words for search. */}
      <div className="parameter-head">
        <code className="parameter-name" dir="ltr">{p.name}</code>{' '}
        <a className="hash-link" href={`#${id}`} aria-label={`#${p.name}`}>
          #
        </a>{' '}
        {view && (
          <>
            <code className="parameter-type" dir="ltr">
              {view.type}
            </code>{' '}
          </>
        )}
        {p.required && <><span className="required">{t('api.required')}</span>{' '}</>}
        {(p.deprecated || view?.deprecated) && <span className="badge badge-deprecated">{t('api.deprecated')}</span>}
      </div>
      {p.descriptionHtml && <div className="parameter-description markdown" dir="auto" dangerouslySetInnerHTML={{ __html: p.descriptionHtml }} />}
      <ul className="parameter-facts">
        {view?.enum && (
          <li>
            {t('api.enum')}:{' '}
            <AllowedValues values={view.enum} descriptions={view.enumDescriptions} />
          </li>
        )}
        {view?.default !== undefined && (
          <li>
            {t('api.default')}: <code dir="ltr">{view.default}</code>
          </li>
        )}
        {view?.constraints.map((constraint, i) => (
          <li key={i}>{constraint}</li>
        ))}
        {example !== undefined && (
          <li>
            {t('api.example')}: <code dir="ltr">{example}</code>
          </li>
        )}
      </ul>
    </li>
  );
}
