import type { SchemaNode } from '../../../generator/normalize/model.ts';
import { useT } from '../../i18n/i18n.tsx';

interface Row {
  name: string;
  in: string;
  required: boolean;
  deprecated?: boolean;
  schema?: SchemaNode;
  descriptionHtml: string;
  examples: { text: string }[];
  /** The row's id; parameters default to `parameter-<in>-<name>`. */
  anchor?: string;
}

/** A parameter or header: name, type, required, default, allowed values, description, example. */
export function ParameterRow({ parameter: p, schemas }: { parameter: Row; schemas: Record<string, SchemaNode> }) {
  const t = useT();
  const id = p.anchor ?? `parameter-${p.in}-${p.name}`;
  const schema = p.schema?.ref ? { ...schemas[p.schema.ref], ...p.schema } : p.schema;
  const type = schema?.types?.join(' | ') ?? p.schema?.ref ?? '';
  return (
    <li className="parameter" id={id}>
      <div className="parameter-head">
        <code className="parameter-name">{p.name}</code>
        <a className="hash-link" href={`#${id}`} aria-label={`#${p.name}`}>
          #
        </a>
        <span className="parameter-type">
          {type}
          {schema?.format && `<${schema.format}>`}
        </span>
        {p.required && <span className="required">{t('api.required')}</span>}
        {p.deprecated && <span className="badge badge-deprecated">{t('api.deprecated')}</span>}
      </div>
      {p.descriptionHtml && <div className="parameter-description markdown" dir="auto" dangerouslySetInnerHTML={{ __html: p.descriptionHtml }} />}
      {schema?.enum && (
        <p className="parameter-fact">
          {t('api.enum')}:{' '}
          {schema.enum.map((value) => (
            <code key={String(value)} className="chip">
              {String(value)}
            </code>
          ))}
        </p>
      )}
      {schema?.default !== undefined && (
        <p className="parameter-fact">
          {t('api.default')}: <code>{JSON.stringify(schema.default)}</code>
        </p>
      )}
      {p.examples[0] && (
        <p className="parameter-fact">
          {t('api.example')}: <code>{p.examples[0].text}</code>
        </p>
      )}
    </li>
  );
}
