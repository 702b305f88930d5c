import { renderToStaticMarkup } from 'react-dom/server';
import type { Example, MediaType, OperationPage, Parameter, ParameterLocation, SchemaNode } from '../../../generator/normalize/model.ts';
import type { LocaleCode } from '../../config/schema.ts';
import { boundedCache } from '../../content-pipeline/boundedCache.ts';
import { highlight } from '../../content-pipeline/highlight.ts';
import { plainDescription } from '../../content-pipeline/plainDescription.ts';
import { renderDescription } from '../../content-pipeline/renderDescription.ts';
import type { TocEntry } from '../../content-pipeline/rehypeHeadings.ts';
import { info } from '../../generated/info.ts';
import type { OperationVersions } from '../changelog/operationVersions.ts';
import { LocaleProvider, translator } from '../../i18n/i18n.tsx';
import { buildCodeSamples, hasCodeSamples } from './codeSamples/buildCodeSamples.ts';
import { exampleText } from './exampleText.ts';
import type { HighlightedExample } from './ExamplesView.tsx';
import type { ParameterFacts } from './ParameterRow.tsx';
import { buildSchemaView, SchemaViewer, type SchemaUsage } from './schema/index.ts';
import { anchorSegment, bodySchemaPrefix } from './schema/anchors.ts';
import { constraintText } from './schema/constraintText.ts';
import { refName } from './schema/refName.ts';
import { OperationView } from './OperationView.tsx';

const LOCATIONS: { location: ParameterLocation; label: 'api.pathParameters' | 'api.queryParameters' | 'api.headerParameters' | 'api.cookieParameters' }[] = [
  { location: 'path', label: 'api.pathParameters' },
  { location: 'query', label: 'api.queryParameters' },
  { location: 'header', label: 'api.headerParameters' },
  { location: 'cookie', label: 'api.cookieParameters' },
];

// Room for a few pages' schemas in each locale: what recurs on every page (the Problem of the
// errors) stays, being used again and again. A large spec's schema is tens of KB of HTML: 1,000 of
// GitHub's held ~50 MB in each pre-rendering thread, 300 and the other memos at three times
// their size ~85 MB more in all at the build's peak (docs/performance-history.md, seventh pass).
const schemaCache = boundedCache<string>(100);

/** Where a page already shows a response schema: the response's status and the schema's anchor. */
export interface SameSchema {
  status: string;
  anchor: string;
  name: string | undefined;
}

/**
 * An operation's article as static HTML, made at build time: descriptions as sanitised HTML,
 * examples and code samples highlighted by shiki, schemas rendered by the schema viewer. None of
 * it is React state on the client: the page hydrates around this markup (its tabs, copy buttons
 * and <details> work by delegated handlers), so neither the view's code nor a copy of its data
 * ships with the page. `page` is in the locale's translation; `source`, the generated data's
 * own page, gives the code samples (code is not translated), made once for every locale.
 * `versions`, from the release history, says since which release it exists and which changed it.
 */
export async function renderOperationArticle(page: OperationPage, locale: LocaleCode, source: OperationPage = page, versions?: OperationVersions): Promise<string> {
  return renderToStaticMarkup(
    <LocaleProvider locale={locale}>
      <OperationView data={await operationData(page, locale, source)} versions={versions} />
    </LocaleProvider>,
  );
}

/** The article's table of contents, from the model alone (the page's data carries it, not the article). */
export function operationToc({ operation }: OperationPage, locale: LocaleCode): TocEntry[] {
  const t = translator(locale);
  const groups = LOCATIONS.filter(({ location }) => operation.parameters[location].length > 0);
  return [
    ...(hasCodeSamples(operation) ? [{ depth: 2, id: 'code-samples', text: t('api.codeSamples') }] : []),
    ...(operation.responses.some((r) => r.content.some((media) => media.examples.length > 0)) ? [{ depth: 2, id: 'response-example', text: t('api.responseExample') }] : []),
    ...(groups.length ? [{ depth: 2, id: 'parameters', text: t('api.parameters') }] : []),
    ...groups.map(({ location, label }) => ({ depth: 3, id: `parameters-${location}`, text: t(label) })),
    ...(operation.requestBody ? [{ depth: 2, id: 'request-body', text: t('api.requestBody') }] : []),
    { depth: 2, id: 'responses', text: t('api.responses') },
    ...operation.responses.map((r) => ({ depth: 3, id: `response-${r.status}`, text: r.status })),
  ];
}

/** What the operation view shows, computed for rendering. */
async function operationData(page: OperationPage, locale: LocaleCode, source: OperationPage) {
  const { operation, schemas } = page;
  const t = translator(locale);
  const schemaHtml = (schema: SchemaNode | undefined, usage: SchemaUsage, anchorPrefix: string) => {
    if (!schema) return '';
    // The same schema at the same place (every operation's 400 Problem…) renders the same HTML;
    // a ref names the same table entry on every page of one build.
    const key = JSON.stringify([locale, usage, anchorPrefix, schema]);
    let rendered = schemaCache.get(key);
    if (rendered === undefined) {
      rendered = renderToStaticMarkup(
        <LocaleProvider locale={locale}>
          <SchemaViewer schema={schema} schemas={schemas} usage={usage} anchorPrefix={anchorPrefix} />
        </LocaleProvider>,
      );
      schemaCache.set(key, rendered);
    }
    return rendered;
  };
  const facts = (schema: SchemaNode | undefined, anchor: string): ParameterFacts | undefined => {
    if (!schema) return undefined;
    const view = buildSchemaView(schema, schemas, 'request', anchor);
    return {
      type: view.type,
      deprecated: view.deprecated,
      ...(view.enum ? { enum: view.enum } : {}),
      ...(view.enumDescriptions ? { enumDescriptions: view.enumDescriptions } : {}),
      ...(view.default !== undefined ? { default: view.default } : {}),
      ...(view.example !== undefined ? { example: view.example } : {}),
      constraints: view.constraints.map((c) => constraintText(c, t)),
    };
  };
  const parameterGroups = LOCATIONS.map(({ location, label }) => ({
    location,
    label: t(label),
    parameters: operation.parameters[location].map(({ schema, description, examples, ...parameter }: Parameter) => ({
      ...parameter,
      facts: facts(schema, `parameter-${location}-${parameter.name}-schema`),
      descriptionHtml: renderDescription(description, locale),
      // The spec's own: one the generator made from the bare type (`"string"`) says nothing the type does not.
      examples: examples.filter((e) => !e.generated).map((e) => ({ text: JSON.stringify(e.value) })),
    })),
  })).filter((group) => group.parameters.length > 0);

  // A response schema already shown on the page (every error's Problem…) is shown once: later
  // responses link to it, which keeps the page a third lighter and says that they are the same.
  const shownResponseSchemas = new Map<string, SameSchema>();
  // A request body's (no `status`) or a response's.
  const content = (media: MediaType[], status?: string) =>
    Promise.all(
      media.map(async ({ mediaType, schema, examples }) => {
        const prefix = bodySchemaPrefix(mediaType, status);
        const key = status && schema ? JSON.stringify([mediaType, schema]) : undefined;
        const sameAs = key ? shownResponseSchemas.get(key) : undefined;
        if (key && !sameAs) shownResponseSchemas.set(key, { status: status!, anchor: anchorSegment(prefix), name: schema!.ref && refName(schema!.ref) });
        return {
          mediaType,
          ...(sameAs ? { sameAs, schemaHtml: '' } : { schemaHtml: schemaHtml(schema, status === undefined ? 'request' : 'response', prefix) }),
          examples: await highlightExamples(examples, mediaType),
        };
      }),
    );
  const requestBody = operation.requestBody && {
    required: operation.requestBody.required,
    descriptionHtml: renderDescription(operation.requestBody.description, locale),
    content: await content(operation.requestBody.content),
  };
  const responses = await Promise.all(
    operation.responses.map(async (response) => ({
      status: response.status,
      /** The description's first paragraph as plain text (`[x](…)` is `x`, cut near 160 characters), for the response's heading. */
      summary: plainDescription(response.description.split(/\n\s*\n/)[0]!, locale),
      descriptionHtml: renderDescription(response.description, locale),
      headers: response.headers.map(({ schema, description, ...header }) => ({
        ...header,
        facts: facts(schema, `response-${response.status}-header-${header.name}-schema`),
        descriptionHtml: renderDescription(description, locale),
      })),
      content: await content(response.content, response.status),
      ...(response.links ? { links: response.links.map(({ description, ...link }) => ({ ...link, descriptionHtml: renderDescription(description, locale) })) } : {}),
    })),
  );

  const codeSamples = await highlightCodeSamples(source);

  const { requestBody: _body, responses: _responses, parameters: _parameters, ...rest } = operation;
  return {
    operation: rest,
    schemes: info.securitySchemes,
    descriptionHtml: renderDescription(operation.description, locale),
    parameterGroups,
    requestBody,
    responses,
    codeSamples,
  };
}

export type OperationData = Awaited<ReturnType<typeof operationData>>;

/** Examples with their highlighted HTML, as ExamplesView shows them. */
export async function highlightExamples(examples: Example[], mediaType: string): Promise<HighlightedExample[]> {
  return Promise.all(
    examples.map(async (example) => ({
      ...(example.name ? { name: example.name } : {}),
      ...(example.summary ? { summary: example.summary } : {}),
      ...(example.generated ? { generated: true } : {}),
      ...(example.shortened ? { shortened: true } : {}),
      html: await highlightExample(example, mediaType),
    })),
  );
}

/** An example as the page shows it: JSON pretty-printed and highlighted, other text as is. */
function highlightExample(example: Example, mediaType: string): Promise<string> {
  return highlight(...exampleText(example, mediaType));
}

const samplesByPage = new WeakMap<OperationPage, ReturnType<typeof buildHighlightedSamples>>();

/** The operation's code samples, each with its highlighted HTML: made once per page object. */
function highlightCodeSamples(page: OperationPage) {
  let samples = samplesByPage.get(page);
  if (!samples) samplesByPage.set(page, (samples = buildHighlightedSamples(page)));
  return samples;
}

function buildHighlightedSamples({ operation, schemas }: OperationPage) {
  return Promise.all(buildCodeSamples(operation, info, schemas).map(async (sample) => ({ ...sample, html: await highlight(sample.source, sample.lang) })));
}

