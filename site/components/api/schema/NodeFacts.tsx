import { useT } from '../../../i18n/i18n.tsx';
import { constraintText } from './constraintText.ts';
import { AllowedValues } from './AllowedValues.tsx';
import { Description } from './Description.tsx';
import type { SchemaView } from './schemaView.ts';

/** What a node says about itself: title, description, values, constraints. */
export function NodeFacts({ view }: { view: SchemaView }) {
  const t = useT();
  const values: [label: string, value: string][] = [];
  if (view.const !== undefined) values.push([t('schema.const'), view.const]);
  if (view.default !== undefined) values.push([t('schema.default'), view.default]);
  if (view.example !== undefined && view.example !== view.const && view.example !== view.default) values.push([t('schema.example'), view.example]);
  if (view.contentMediaType !== undefined) values.push([t('schema.mediaType'), view.contentMediaType]);
  const hasList = view.enum || values.length || view.constraints.length || view.closed;
  return (
    <>
      {view.title !== undefined && <p className="schema-title">{view.title}</p>}
      {view.description !== undefined && <Description text={view.description} />}
      {hasList && (
        <ul className="schema-facts">
          {view.constraints.map((c, i) => (
            <li key={`c${i}`} className="schema-constraint">
              {constraintText(c, t)}
              {c.kind === 'pattern' && (
                <>
                  {' '}
                  <code dir="ltr">{c.pattern}</code>
                </>
              )}
            </li>
          ))}
          {view.enum && (
            <li className="schema-enum">
              {t('schema.enum')}{' '}
              <AllowedValues values={view.enum} descriptions={view.enumDescriptions} />
            </li>
          )}
          {values.map(([label, value]) => (
            <li key={label}>
              {label} <code dir="ltr">{value}</code>
            </li>
          ))}
          {view.closed && <li>{t('schema.closed')}</li>}
        </ul>
      )}
    </>
  );
}
