import { apiSidebar } from '../components/api/apiSidebar.ts';
import { isApiPath } from '../content-pipeline/siteRoutes.ts';
import { operationMarkdown } from '../components/api/markdown/operationMarkdown.ts';
import { schemaMarkdown } from '../components/api/markdown/schemaMarkdown.ts';
import { SCHEMAS_PATH } from '../components/api/schemaIndexPath.ts';
import { usedBy } from '../components/api/usedBy.ts';
import { docsSidebar } from '../components/sidebar/docsSidebar.ts';
import type { LocaleCode } from '../config/schema.ts';
import { loadContent, type Doc, type BlogPost } from '../content-pipeline/loadContent.ts';
import { info } from '../generated/info.ts';
import { sidebar } from '../generated/sidebar.ts';
import { overviewMarkdown } from '../components/api/markdown/overviewMarkdown.ts';
import { apiLabels, translateOperationPage, translateSchemaPage } from '../i18n/apiTranslations.ts';
import { translator } from '../i18n/i18n.tsx';
import { operationPage } from '../pages/api/@slug/operationPage.ts';
import { schemaPage } from '../pages/api/schemas/@slug/schemaPage.ts';

/** A page that is also Markdown: its site path (without locale), title, description, and its Markdown made on demand. */
export interface MarkdownPage {
  path: string;
  title: string;
  description?: string;
  markdown: () => Promise<string>;
}

/** A group of pages, as the sidebars group them. */
export interface MarkdownSection {
  title: string;
  pages: MarkdownPage[];
}

/**
 * Every docs, blog, API operation and schema page of a locale that is also Markdown (issues 19,
 * 34), grouped and ordered as the sidebars show them: the docs' categories, the API's overview,
 * its groups and its schemas, the blog.
 * `built` is the set of site paths listed: every page for the process that writes the index files,
 * the API's alone for the others (./index.ts).
 */
export async function markdownSections(locale: LocaleCode, built: ReadonlySet<string>): Promise<MarkdownSection[]> {
  const t = translator(locale);
  // Compiled only when listed: a pre-rendering thread given API pages alone does without (site/prerender).
  const { docs, posts } = [...built].some((path) => !isApiPath(path)) ? (await loadContent())[locale] : { docs: [], posts: [] };
  const docsByPath = new Map(docs.map((doc) => [doc.path, doc]));
  const sections: MarkdownSection[] = [
    ...docsSidebar(docs, locale).map((section) => ({
      title: section.label ?? t('navbar.guide'),
      pages: section.items.map((item) => contentPage(docsByPath.get(item.path)!)),
    })),
    // The overview first: the API's introduction, servers and authentication, then its groups' pages.
    { title: t('navbar.api'), pages: [{ path: '/api', title: t('api.title'), ...(info.summary ? { description: info.summary } : {}), markdown: async () => overviewMarkdown(info, sidebar, locale) }] },
    ...(await Promise.all(
      apiSidebar(apiLabels(locale))
        .sections.filter((section) => section.label !== undefined || section.labelKey !== undefined)
        // A group's links are loaded, as the sidebar does when it is opened.
        .map(async (section) => ({
          title: `${t('navbar.api')}: ${section.labelKey ? t(section.labelKey) : section.label}`,
          pages: (section.more ? await section.more.load() : section.items).map((item) => ({ path: item.path, title: item.label!, markdown: () => apiMarkdown(item.path, locale) })),
        })),
    )),
    { title: t('blog.title'), pages: posts.map(contentPage) },
  ];
  return sections.map((section) => ({ ...section, pages: section.pages.filter((page) => built.has(page.path)) })).filter((section) => section.pages.length > 0);
}

/** A doc or a post: its title as a heading, then its Markdown as written. */
function contentPage({ path, title, description, source }: Doc | BlogPost): MarkdownPage {
  return { path, title, ...(description ? { description } : {}), markdown: async () => `# ${title}\n\n${source}\n` };
}

/** An operation's page (`/api/<slug>`) or a named schema's (`/api/schemas/<slug>`) as Markdown. */
async function apiMarkdown(path: string, locale: LocaleCode): Promise<string> {
  if (path.startsWith(`${SCHEMAS_PATH}/`)) {
    const page = translateSchemaPage(schemaPage(path.slice(SCHEMAS_PATH.length + 1))!, locale);
    return schemaMarkdown(page, locale, usedBy(page, apiLabels(locale)));
  }
  const source = (await operationPage(path.slice('/api/'.length)))!;
  return operationMarkdown(translateOperationPage(source, locale), locale, info, source);
}
