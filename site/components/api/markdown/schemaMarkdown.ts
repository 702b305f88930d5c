import type { SchemaPage } from '../../../../generator/normalize/model.ts';
import { siteUrl } from '../../../config/base.ts';
import type { LocaleCode } from '../../../config/schema.ts';
import { translator } from '../../../i18n/i18n.tsx';
import { markdownPath } from '../../../site-files/llmsTxt.ts';
import { exampleText } from '../exampleText.ts';
import { buildSchemaView } from '../schema/buildSchemaView.ts';
import type { SchemaUsers } from '../usedBy.ts';
import { code, codeBlock, externalDocsBlocks, heading, link, list, listItem, markdownBlocks, paragraph, strong, stringify, text } from './mdast.ts';
import { schemaBody } from './schemaList.ts';

const USES = { request: 'api.useRequest', response: 'api.useResponse', callback: 'api.useCallback' } as const;

/**
 * A named schema's page as Markdown (issue 34: `/api/schemas/<slug>.md`, listed in llms.txt):
 * its name and description, its definition as nested lists (the page's own view of it, nothing
 * left out), its example and the operations using it (`users`, usedBy.ts), each linked to its
 * own Markdown, or their groups, each linked to its part of the reference's index. `page` is in the locale's translation.
 */
export function schemaMarkdown(page: SchemaPage, locale: LocaleCode, users: SchemaUsers): string {
  const t = translator(locale);
  const schema = page.schemas[page.key]!;
  // The page's viewer's own view (SchemaPageView), whose description is the page's, above it.
  const { description: _, ...view } = buildSchemaView({ ref: page.key }, page.schemas, 'definition', 'schema');
  const operations = users.operations.map((user) =>
    listItem(paragraph(code(user.method.toUpperCase()), text(' '), link(markdownPath(siteUrl(`/api/${user.slug}`, locale)), text(user.summary)), text(` (${user.in.map((use) => t(USES[use])).join(', ')})`))),
  );
  const groups = users.groups.map((group) => listItem(paragraph(link(siteUrl(`/api#${group.anchor}`, locale), text(group.label)), text(` (${t('api.usedByGroupCount', { count: group.count })})`))));
  return stringify([
    heading(1, t('api.schemaTitle', { name: page.key })),
    ...(schema.deprecated ? [paragraph(strong(t('api.deprecated')))] : []),
    ...markdownBlocks(schema.description),
    ...externalDocsBlocks(schema.externalDocs, t('api.externalDocs')),
    heading(2, t('api.schemaDefinition')),
    // What a name stands for when it is not an object (`Timestamp`: `string<date-time>`).
    ...(view.baseType ? [paragraph(code(view.baseType))] : []),
    ...schemaBody(view, t),
    ...(page.example ? [heading(2, t('api.example')), codeBlock(...exampleText(page.example, 'application/json'))] : []),
    heading(2, t('api.usedBy')),
    ...(groups.length
      ? [paragraph(text(t('api.usedByGroupsIntro', { count: users.count }))), list(groups)]
      : operations.length
        ? [paragraph(text(t('api.usedByIntro', { count: users.count }))), list(operations)]
        : [paragraph(text(t('api.usedByNone')))]),
  ], locale);
}
