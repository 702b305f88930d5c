import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { builtFiles, listContent, siteRoutes } from '../content-pipeline/siteRoutes.ts';
import { LOCALES } from '../i18n/locale.ts';
import { siteFile, siteFiles } from './siteFiles.ts';

const catalogue = (locale: string) => JSON.parse(readFileSync(`locales/${locale}/common.json`, 'utf8')) as Record<string, string>;

describe('siteFiles', () => {
  it('lists the sitemap, robots.txt, and per locale each page as Markdown, llms.txt and llms-full.txt', async () => {
    const files = await siteFiles(['/', '/docs/intro', '/api/login', '/blog/welcome']);
    expect(files.map(({ file }) => file)).toEqual([
      '/sitemap.xml',
      '/robots.txt',
      ...LOCALES.flatMap((locale) => {
        const prefix = locale === 'en' ? '' : `/${locale}`;
        return [`${prefix}/docs/intro.md`, `${prefix}/api/login.md`, `${prefix}/blog/welcome.md`, `${prefix}/llms.txt`, `${prefix}/llms-full.txt`];
      }),
    ]);
    expect(files.find(({ file }) => file === '/he/api/login.md')?.page).toBe('/api/login');
    expect(files.find(({ file }) => file === '/zh/llms-full.txt')?.parts).toEqual(['/zh/docs/intro.md', '/zh/api/login.md', '/zh/blog/welcome.md']);
  });

  it('are the files a page may link to (site/content-pipeline/remarkLinks.ts), the spec downloads with them', async () => {
    const { site, perLocale } = builtFiles(listContent());
    const written = (await siteFiles([...siteRoutes()])).map(({ file }) => file);
    expect(new Set(written.filter((file) => !/^\/(he|zh)\//.test(file)))).toEqual(new Set([...site, ...perLocale].filter((file) => !file.startsWith('/openapi.'))));
    expect(written).toEqual(expect.arrayContaining([...perLocale].map((file) => `/zh${file}`)));
  });

  it("writes llms.txt in the locale's words: the site's title and summary and the sections' titles", async () => {
    const files = await siteFiles(['/docs/intro', '/blog/welcome']);
    for (const [locale, prefix] of [['en', ''], ['he', '/he'], ['zh', '/zh']] as const) {
      const strings = catalogue(locale);
      const llms = await files.find(({ file }) => file === `${prefix}/llms.txt`)!.text();
      expect(llms, locale).toMatch(new RegExp(`^# ${strings['site.title']}\\n\\n> ${strings['site.tagline']}\\n\\n## ${strings['navbar.guide']}\\n`));
      expect(llms, locale).toContain(`\n## ${strings['blog.title']}\n`);
    }
  });

  it('answers one file by its path as the build writes it, over every page of the site', async () => {
    const llms = await siteFile('/he/llms.txt');
    expect(llms).toBe(await (await siteFiles([...siteRoutes()])).find(({ file }) => file === '/he/llms.txt')!.text());
    expect(await siteFile('/sitemap.xml')).toContain('/he/api/changelog</loc>');
    expect(await siteFile('/zh/docs/intro.md')).toMatch(/^# 教程简介\n/);
    expect(await siteFile('/llms-full.txt')).toContain(`${await siteFile('/docs/intro.md')}\n${await siteFile('/docs/tutorial-basics/create-a-page.md')}`);
    expect(await siteFile('/docs/nowhere.md')).toBeUndefined();
  });

  it("lists the named schemas' pages too: each as Markdown, in llms.txt's Schemas section and in the sitemap (issue 34)", async () => {
    const files = await siteFiles(['/api/login', '/api/schemas', '/api/schemas/room']);
    const names = files.map(({ file }) => file);
    for (const prefix of ['', '/he', '/zh']) expect(names).toContain(`${prefix}/api/schemas/room.md`);
    // The index lists what the sidebar lists: it has no Markdown of its own.
    expect(names.filter((file) => file.endsWith('/schemas.md'))).toEqual([]);
    const text = (file: string) => files.find((each) => each.file === file)!.text();
    expect(await text('/zh/llms.txt')).toMatch(/\n## API: 数据结构\n\n- \[Room\]\([^)]*\/zh\/api\/schemas\/room\.md\)\n/);
    expect(await text('/he/api/schemas/room.md')).toMatch(/^# הסכמה Room\n/);
    expect(await text('/sitemap.xml')).toContain('/he/api/schemas/room</loc>');
  });
});
