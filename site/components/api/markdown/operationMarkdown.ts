import type { ApiInfo, MediaType, OperationPage, Parameter, ResponseLink, SchemaNode } from '../../../../generator/normalize/model.ts';
import { siteUrl } from '../../../config/base.ts';
import type { LocaleCode } from '../../../config/schema.ts';
import { translator, type Translate } from '../../../i18n/i18n.tsx';
import { renderSample } from '../codeSamples/renderSample.ts';
import { requestShape } from '../codeSamples/requestShape.ts';
import { exampleText } from '../exampleText.ts';
import { operationBehaviour } from '../operationBehaviour.ts';
import { bodySchemaPrefix } from '../schema/anchors.ts';
import { buildSchemaView } from '../schema/buildSchemaView.ts';
import type { SchemaUsage } from '../schema/schemaView.ts';
import { boundedCache } from '../../../content-pipeline/boundedCache.ts';
import { code, codeBlock, externalDocsBlocks, heading, link as linkTo, list, listItem, markdownBlocks, paragraph, strong, stringify, text, type Block } from './mdast.ts';
import { markdownPath } from '../../../site-files/llmsTxt.ts';
import { schemaBlocks, schemaItem } from './schemaList.ts';

const LOCATIONS = [
  ['path', 'api.pathParameters'],
  ['query', 'api.queryParameters'],
  ['header', 'api.headerParameters'],
  ['cookie', 'api.cookieParameters'],
] as const;

/**
 * An operation's page as Markdown, for AI assistants and offline readers (issue 19: served as
 * `/api/<slug>.md`, listed in llms.txt): the method and path, the description, the curl sample,
 * the parameters, the request body and every response, their schemas as nested lists and an
 * example each. `page` is in the locale's translation, whose words the labels are in; `source`,
 * the spec's own page, gives the curl sample (code is not translated).
 */
export function operationMarkdown(page: OperationPage, locale: LocaleCode, info: ApiInfo, source: OperationPage = page): string {
  const t = translator(locale);
  const { operation, schemas } = page;
  const blocks: (Block | string)[] = [
    heading(1, operation.summary),
    paragraph(code(`${operation.method.toUpperCase()} ${operation.path}`), ...(operation.deprecated ? [text(' '), strong(t('api.deprecated'))] : [])),
    ...operationBehaviour(operation, t).map(({ label, parts }) => paragraph(strong(label), text(': '), ...parts.map((part) => (typeof part === 'string' ? text(part) : code(part.code))))),
    ...markdownBlocks(operation.description),
    ...externalDocsBlocks(operation.externalDocs, t('api.externalDocs')),
  ];
  if (source.operation.kind === 'operation') {
    blocks.push(heading(2, t('api.codeSamples')), codeBlock(renderSample('curl', requestShape(source.operation, info, source.schemas)), 'bash'));
  }
  const groups = LOCATIONS.filter(([location]) => operation.parameters[location].length > 0);
  if (groups.length) blocks.push(heading(2, t('api.parameters')));
  for (const [location, label] of groups) {
    blocks.push(heading(3, t(label)), list(operation.parameters[location].map((parameter) => parameterItem(parameter, schemas, t))));
  }
  if (operation.requestBody) {
    blocks.push(heading(2, t('api.requestBody')), ...markdownBlocks(operation.requestBody.description));
    for (const media of operation.requestBody.content) blocks.push(mediaBlocks(media, schemas, locale));
  }
  blocks.push(heading(2, t('api.responses')));
  for (const response of operation.responses) {
    blocks.push(heading(3, response.status), ...markdownBlocks(response.description));
    if (response.headers.length) {
      blocks.push(paragraph(strong(t('api.headers'))), list(response.headers.map((header) => parameterItem({ ...header, examples: [] }, schemas, t))));
    }
    if (!response.content.length) blocks.push(paragraph(text(t('api.noBody'))));
    for (const media of response.content) blocks.push(mediaBlocks(media, schemas, locale, response.status));
    if (response.links) blocks.push(paragraph(strong(t('api.links'))), list(response.links.map((link) => linkItem(link, locale, t))));
  }
  // The bodies come written already (mediaBlocks).
  return blocks.map((block) => (typeof block === 'string' ? block : stringify([block], locale))).join('\n');
}

/** A response's link: its name, the operation it leads to (its Markdown, when the document has it), its description, what fills that operation's parameters and body. */
function linkItem(link: ResponseLink, locale: LocaleCode, t: Translate) {
  const target = link.operation
    ? [linkTo(markdownPath(siteUrl(`/api/${link.operation.slug}`, locale)), code(`${link.operation.method.toUpperCase()} ${link.operation.path}`))]
    : [code(link.target)];
  const values = [
    ...link.parameters.map((parameter) => listItem(paragraph(code(parameter.name), text(' = '), code(parameter.value)))),
    ...(link.requestBody === undefined ? [] : [listItem(paragraph(text(`${t('api.requestBody')} = `), code(link.requestBody)))]),
  ];
  return listItem(paragraph(code(link.name), text(' → '), ...target), ...markdownBlocks(link.description), ...(values.length ? [list(values)] : []));
}

/** A parameter (or a response header): its name, its schema's type and flags, its description, facts and example. */
function parameterItem(parameter: Pick<Parameter, 'name' | 'required' | 'description' | 'schema' | 'examples'>, schemas: Record<string, SchemaNode>, t: Translate) {
  const view = buildSchemaView(parameter.schema ?? {}, schemas, 'request', parameter.name);
  const example = parameter.examples.find((each) => !each.generated); // As the page: the spec's own.
  const more = [
    ...markdownBlocks(parameter.description),
    ...(example ? [paragraph(text(`${t('api.example')}: `), code(JSON.stringify(example.value)))] : []),
  ];
  return schemaItem(view, t, [code(parameter.name)], parameter.required, more);
}

// Room for a few pages' bodies, as for the schemas' HTML (site/components/api/operationArticle.tsx).
const mediaCache = boundedCache<string>(300);

/**
 * A body of one media type, a request's (no `status`) or a response's: its name and schema (as
 * lists), its first example. Written once per locale, usage and body: the same body (every
 * error's Problem) recurs on most pages. A reference names the same schema on every page of one
 * build. The schema's view is the page's HTML's (the same anchor prefix), built once.
 */
function mediaBlocks(media: MediaType, schemas: Record<string, SchemaNode>, locale: LocaleCode, status?: string): string {
  const t = translator(locale);
  const usage: SchemaUsage = status === undefined ? 'request' : 'response';
  const key = JSON.stringify([locale, usage, media]);
  let markdown = mediaCache.get(key);
  if (markdown === undefined) {
    const { mediaType, schema, examples } = media;
    markdown = stringify([
      ...(schema ? schemaBlocks(buildSchemaView(schema, schemas, usage, bodySchemaPrefix(mediaType, status)), t, [code(mediaType)]) : [paragraph(code(mediaType))]),
      ...(examples[0] ? [paragraph(strong(t('api.example'))), codeBlock(...exampleText(examples[0], mediaType))] : []),
    ], locale);
    mediaCache.set(key, markdown);
  }
  return markdown;
}
