import type { ExternalDocs, SchemaNode } from '../../../generator/normalize/model.ts';
import { useT } from '../../i18n/i18n.tsx';
import { Link } from '../common/Link.tsx';
import { MethodBadge } from '../common/MethodBadge.tsx';
import { CopyPageButton } from '../content/CopyPageButton.tsx';
import { Markdown } from '../content/Markdown.tsx';
import { ExamplesView, type HighlightedExample } from './ExamplesView.tsx';
import { ExternalDocsLink } from './ExternalDocsLink.tsx';
import { SchemaViewer } from './schema/index.ts';
import { SectionHeading } from './SectionHeading.tsx';
import type { SchemaUsers } from './usedBy.ts';

/** The ids of a schema page's sections, for its headings and table of contents. */
export const SCHEMA_SECTIONS = { definition: 'definition', example: 'example', usedBy: 'used-by' } as const;

/** What a named schema's page shows, computed for rendering (schemaArticle.tsx). */
export interface SchemaPageData {
  /** The schema table key: the component's name. */
  name: string;
  title: string;
  deprecated: boolean;
  descriptionHtml: string;
  externalDocs?: ExternalDocs | undefined;
  schemas: Record<string, SchemaNode>;
  examples: HighlightedExample[];
  usedBy: SchemaUsers;
}

const USES = { request: 'api.useRequest', response: 'api.useResponse', callback: 'api.useCallback' } as const;

/**
 * A named schema's page (issue 34): its name and description, its definition in the viewer that
 * operation pages use, an example, and every operation that takes or returns it. Rendered at
 * build time only: no state, no handlers. A schema used by many operations lists their groups
 * instead (usedBy.ts).
 */
export function SchemaPageView({ data }: { data: SchemaPageData }) {
  const t = useT();
  return (
    // Search indexes the name, description and definition; the example and the operations' names
    // (each operation is a result of its own) are left out. Its result reads "Room schema", in
    // the API group (attributes, as an operation's metadata: OperationView).
    <div className="schema-page" data-pagefind-body="" data-pagefind-meta="group[data-group], title[data-title]" data-group="api" data-title={data.title}>
      <CopyPageButton />
      <header>
        <p className="schema-page-kind">{t('api.schemaKind')}</p>
        <h1 className="page-title">
          <code dir="ltr">{data.name}</code>
          {data.deprecated && <span className="badge badge-deprecated">{t('api.deprecated')}</span>}
        </h1>
      </header>
      <Markdown html={data.descriptionHtml} className="spec-text" dir="auto" />
      <ExternalDocsLink docs={data.externalDocs} />
      <section aria-labelledby={SCHEMA_SECTIONS.definition}>
        <SectionHeading id={SCHEMA_SECTIONS.definition} level={2} text={t('api.schemaDefinition')} />
        <div className="schema-html">
          <SchemaViewer schema={{ ref: data.name }} schemas={data.schemas} usage="definition" anchorPrefix="schema" ownPage />
        </div>
      </section>
      {data.examples.length > 0 && (
        <section aria-labelledby={SCHEMA_SECTIONS.example} data-pagefind-ignore="all">
          <SectionHeading id={SCHEMA_SECTIONS.example} level={2} text={t('api.example')} />
          <ExamplesView examples={data.examples} />
        </section>
      )}
      <section aria-labelledby={SCHEMA_SECTIONS.usedBy} data-pagefind-ignore="all">
        <SectionHeading id={SCHEMA_SECTIONS.usedBy} level={2} text={t('api.usedBy')} />
        {data.usedBy.count === 0 ? (
          <p className="muted">{t('api.usedByNone')}</p>
        ) : data.usedBy.groups.length > 0 ? (
          <>
            <p>{t('api.usedByGroupsIntro', { count: data.usedBy.count })}</p>
            <ul className="api-group-list schema-users">
              {data.usedBy.groups.map((group) => (
                <li key={group.anchor}>
                  <Link to={`/api#${group.anchor}`}>
                    <span dir="auto">{group.label}</span>
                  </Link>{' '}
                  <span className="schema-use">{t('api.usedByGroupCount', { count: group.count })}</span>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <>
            <p>{t('api.usedByIntro', { count: data.usedBy.count })}</p>
            <ul className="api-group-list schema-users">
              {data.usedBy.operations.map((user) => (
                <li key={user.slug}>
                  <Link to={`/api/${user.slug}`} data-deprecated={user.deprecated || undefined}>
                    <MethodBadge method={user.method} webhook={user.kind === 'webhook'} /> <span dir="auto">{user.summary}</span>
                  </Link>{' '}
                  <span className="schema-use">{user.in.map((use) => t(USES[use])).join(' · ')}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
