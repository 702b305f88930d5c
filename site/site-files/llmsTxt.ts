import type { LocaleCode } from '../config/schema.ts';
import { siteUrl } from '../config/base.ts';
import type { MarkdownSection } from './markdownPages.ts';

/** A page's Markdown beside its HTML: `/docs/intro` → `/docs/intro.md` (and `/he/docs/intro.md`). */
export const markdownPath = (localizedPath: string) => `${localizedPath}.md`;

/**
 * A locale's llms.txt (the llms.txt format: https://llmstxt.org): the site's title and summary,
 * then a section per sidebar group listing its pages' Markdown, each with its description.
 */
export function llmsTxt(title: string, summary: string, sections: readonly MarkdownSection[], locale: LocaleCode): string {
  const lines = [`# ${title}`, '', `> ${summary}`];
  for (const section of sections) {
    lines.push('', `## ${section.title}`, '');
    for (const page of section.pages) {
      const link = `- [${page.title.replace(/[[\]\\]/g, '\\$&')}](${markdownPath(siteUrl(page.path, locale))})`;
      lines.push(page.description ? `${link}: ${page.description.replace(/\s+/g, ' ')}` : link);
    }
  }
  return `${lines.join('\n')}\n`;
}
