import type { ApiInfo, ApiSidebar, SecurityScheme, Server } from '../../../../generator/normalize/model.ts';
import { siteUrl } from '../../../config/base.ts';
import type { LocaleCode } from '../../../config/schema.ts';
import { translator, type Translate } from '../../../i18n/i18n.tsx';
import { markdownPath } from '../../../site-files/llmsTxt.ts';
import { isWebUrl } from '../../../content-pipeline/specLinks.ts';
import { describeScheme, FLOW_URLS, OAUTH_FLOWS } from '../describeScheme.ts';
import { overviewGroups } from '../overviewGroups.ts';
import { code, externalDocsBlocks, heading, joined, link, list, listItem, markdownBlocks, paragraph, stringify, strong, text, type Block } from './mdast.ts';
import type { PhrasingContent } from 'mdast';

/**
 * The API overview (`/api`) as Markdown, `/api.md`, first of the API's pages in llms.txt: what an
 * assistant needs before any operation, as the page has it. The API's name, version and summary,
 * where to download the description, contact and licence, its description, the servers, how to
 * authenticate, then each group (under its `x-tagGroups` section) with its description and its
 * operations, each linked to its own Markdown. Labels in the reader's language; groups and
 * summaries in their translation, as the page shows them.
 */
export function overviewMarkdown(info: ApiInfo, sidebar: ApiSidebar, locale: LocaleCode): string {
  const t = translator(locale);
  const groups = overviewGroups(sidebar, locale);
  const groupDepth = groups.some((group) => group.startsSection) ? 4 : 3;
  const blocks: Block[] = [
    heading(1, info.title),
    paragraph(text(t('api.version', { version: info.version }))),
    ...(info.summary ? [paragraph(text(info.summary))] : []),
    paragraph(strong(t('api.download')), text(': '), link(siteUrl('/openapi.yaml', 'en'), text(t('api.downloadYaml'))), text(' · '), link(siteUrl('/openapi.json', 'en'), text(t('api.downloadJson')))),
    ...aboutBlocks(info, t),
    ...markdownBlocks(info.description),
    ...externalDocsBlocks(info.externalDocs, t('api.externalDocs')),
    heading(2, t('api.servers')),
    ...(info.servers.length ? [list(info.servers.map((server) => serverItem(server, t)))] : []),
    heading(2, t('api.securitySchemes')),
    ...info.securitySchemes.flatMap((scheme) => [headingOf(3, code(scheme.name), text(`: ${describeScheme(scheme, t)}`)), ...markdownBlocks(scheme.description), ...schemeBlocks(scheme, t)]),
    heading(2, t('api.operations')),
  ];
  for (const group of groups) {
    if (group.startsSection) blocks.push(heading(3, group.startsSection.text));
    blocks.push(heading(groupDepth, group.name), ...markdownBlocks(group.description), ...externalDocsBlocks(group.externalDocs, t('api.externalDocs')));
    if (group.items.length) {
      blocks.push(list(group.items.map((item) => listItem(paragraph(code(item.method.toUpperCase()), text(' '), link(markdownPath(siteUrl(`/api/${item.slug}`, locale)), text(item.summary)))))));
    }
  }
  return stringify(blocks, locale);
}

/** A server: its URL and description, then its variables, each with its default and allowed values (which the URL's `{name}` take). */
function serverItem(server: Server, t: Translate) {
  const line = paragraph(code(server.url), ...(server.description ? [text(` — ${server.description}`)] : []));
  const variables = server.variables.map((variable) => {
    const facts = [
      [text(`${t('api.default')}: `), code(variable.default)],
      ...(variable.enum?.length ? [[text(`${t('api.enum')}: `), ...joined(variable.enum.map((value) => [code(value)]), ', ')]] : []),
    ];
    return listItem(paragraph(code(variable.name), ...(variable.description ? [text(` — ${variable.description}`)] : []), text(' ('), ...joined(facts, '; '), text(')')));
  });
  return listItem(line, ...(variables.length ? [list(variables)] : []));
}

/** What a scheme needs beyond its kind, as the page's SchemeDetails: OAuth 2.0's flows with their URLs and scopes, OpenID Connect's discovery URL. */
function schemeBlocks(scheme: SecurityScheme, t: Translate): Block[] {
  if (scheme.type === 'openIdConnect' && scheme.openIdConnectUrl) return [paragraph(strong(t('api.openIdConnectUrl')), text(': '), code(scheme.openIdConnectUrl))];
  if (scheme.type !== 'oauth2') return [];
  return OAUTH_FLOWS.flatMap(([key, label]) => {
    const flow = scheme.flows?.[key];
    if (!flow) return [];
    const urls = FLOW_URLS.flatMap(([url, urlLabel]) => (flow[url] ? [listItem(paragraph(text(`${t(urlLabel)}: `), code(flow[url])))] : []));
    const scopes = Object.entries(flow.scopes).map(([name, meaning]) => listItem(paragraph(code(name), ...(meaning ? [text(`: ${meaning}`)] : []))));
    return [
      heading(4, t(label)),
      ...(urls.length ? [list(urls)] : []),
      ...(scopes.length ? [paragraph(strong(t('api.scopes'))), list(scopes)] : []),
    ];
  });
}

/** The contact, the licence and the terms of service, as the page's list has them (none: nothing). */
function aboutBlocks({ contact, license, termsOfService }: ApiInfo, t: Translate): Block[] {
  const items: PhrasingContent[][] = [];
  if (contact) {
    const name = contact.url ? [link(contact.url, text(contact.name ?? contact.url))] : contact.name ? [text(contact.name)] : [];
    const email = contact.email ? [link(`mailto:${contact.email}`, text(contact.email))] : [];
    if (name.length || email.length) items.push([strong(t('api.contact')), text(': '), ...joined([name, email].filter((part) => part.length), ' · ')]);
  }
  if (license) {
    items.push([strong(t('api.license')), text(': '), license.url ? link(license.url, text(license.name)) : text(license.name), ...(license.identifier ? [text(` (${license.identifier})`)] : [])]);
  }
  if (termsOfService) items.push([strong(t('api.termsOfService')), text(': '), isWebUrl(termsOfService) ? link(termsOfService, text(termsOfService)) : text(termsOfService)]);
  return items.length ? [list(items.map((item) => listItem(paragraph(...item))))] : [];
}

/** A heading of phrasing (code in it), where {@link heading} takes plain text. */
const headingOf = (depth: 1 | 2 | 3 | 4, ...children: PhrasingContent[]): Block => ({ type: 'heading', depth, children });
