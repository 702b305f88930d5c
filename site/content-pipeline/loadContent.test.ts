import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileContent } from './loadContent.ts';

/** A small content tree: English complete, Hebrew translating only the intro, Chinese nothing. */
function contentTree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'content-'));
  const base: Record<string, string> = {
    'authors.yaml': 'maya:\n  name: Maya\n  title: DevRel\n  url: https://example.org/maya\n  imageUrl: /img/maya.svg\n',
    'en/home.md': '---\ntitle: Home\ntagline: T\ncta: Go\nfeatures:\n  - {title: a, description: a}\n  - {title: b, description: b}\n  - {title: c, description: c}\n---\nWelcome.\n',
    'en/markdown-page.md': '---\ntitle: Markdown page\n---\nHello.\n',
    'en/docs/intro.md': '---\ntitle: Intro\nsidebar_position: 1\n---\nSee the [guide](/docs/tutorial-basics/guide).\n',
    'en/docs/tutorial-basics/guide.md': '---\ntitle: Guide\n---\n## Start\n\nRead [the intro](/docs/intro).\n',
    'en/blog/2024-01-02-news.md': '---\ntitle: News\nslug: news\nauthors: [maya]\ntags: [hello]\n---\nShort.\n\n<!-- truncate -->\n\nLong.\n',
    'he/docs/intro.md': '---\ntitle: מבוא\nsidebar_position: 1\n---\nראו את [המדריך](/docs/tutorial-basics/guide).\n',
    ...files,
  };
  for (const [file, text] of Object.entries(base)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('compileContent', () => {
  it('uses each locale’s translation and falls back to English, with links in the reader’s locale', async () => {
    const content = await compileContent(contentTree({}));
    const [heIntro, heGuide] = content.he.docs;
    expect(heIntro).toMatchObject({ title: 'מבוא', fallback: false });
    expect(heIntro!.html).toContain('href="/he/docs/tutorial-basics/guide"');
    expect(heGuide).toMatchObject({ title: 'Guide', fallback: true, category: 'tutorial-basics' });
    expect(heGuide!.html).toContain('href="/he/docs/intro"');
    expect(content.zh.home).toMatchObject({ title: 'Home', fallback: true });
    expect(content.en.docs.map((d) => d.fallback)).toEqual([false, false]);
  });

  it('reads blog posts with authors, tags, dates from the file name, excerpts and reading time', async () => {
    const { posts } = (await compileContent(contentTree({}))).en;
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ slug: 'news', path: '/blog/news', date: '2024-01-02', tags: ['hello'], truncated: true, readingMinutes: 1 });
    expect(posts[0]!.authors[0]).toMatchObject({ key: 'maya', name: 'Maya' });
    expect(posts[0]!.excerptHtml).not.toContain('Long.');
  });

  it('compiles again only the pages edited, and every page when the routes change', async () => {
    const root = contentTree({});
    const before = (await compileContent(root)).en.docs;
    writeFileSync(path.join(root, 'en/docs/intro.md'), '---\ntitle: Intro\nsidebar_position: 1\n---\n## Edited\n\nSee the [guide](/docs/tutorial-basics/guide).\n');
    const edited = (await compileContent(root)).en.docs;
    expect(edited[0]!.html).toContain('Edited');
    expect(edited[0]!.toc).not.toBe(before[0]!.toc);
    expect(edited[1]!.toc, 'the guide, unchanged, taken from the memo').toBe(before[1]!.toc);
    // A page added: the links of every page are checked against the new routes.
    writeFileSync(path.join(root, 'en/docs/added.md'), '---\ntitle: Added\n---\nNew.\n');
    const added = (await compileContent(root)).en.docs;
    expect(added.find((doc) => doc.id === 'tutorial-basics/guide')!.toc).not.toBe(before[1]!.toc);
  });

  it('leads links to files, relative to the file they are in, to their pages: a doc, a post, from the Markdown page too', async () => {
    const root = contentTree({
      'en/docs/tutorial-basics/guide.md': '---\ntitle: Guide\n---\nBack to [the intro](../intro.md) or on to [the news](../../blog/2024-01-02-news.md).\n',
      'en/markdown-page.md': '---\ntitle: Markdown page\n---\nStart with [the intro](docs/intro.md).\n',
    });
    const { he } = await compileContent(root);
    expect(he.docs.find((doc) => doc.id === 'tutorial-basics/guide')!.html).toContain('<a href="/he/docs/intro">the intro</a> or on to <a href="/he/blog/news">the news</a>');
    expect(he.markdownPage.html).toContain('<a href="/he/docs/intro">the intro</a>');
  });

  it('fails on an unknown author, naming the file and line', async () => {
    const root = contentTree({ 'en/blog/2024-01-02-news.md': '---\ntitle: News\nslug: news\nauthors: [nobody]\ntags: [hello]\n---\nText.\n' });
    await expect(compileContent(root)).rejects.toThrow(/en\/blog\/2024-01-02-news\.md:4: unknown author "nobody"/);
  });

  it('fails on two posts of one slug, which would be one page, at the second one\'s slug', async () => {
    const root = contentTree({ 'en/blog/2024-03-04-more-news.md': '---\ntitle: More news\nslug: news\nauthors: [maya]\ntags: [hello]\n---\nText.\n' });
    await expect(compileContent(root)).rejects.toThrow(/en\/blog\/2024-03-04-more-news\.md:3: the slug "news" is .*en\/blog\/2024-01-02-news\.md's too: each post needs a slug of its own$/);
  });

  it('reads a file that starts with a byte-order mark, and refuses one that is not UTF-8 at the line of its first bad byte', async () => {
    const intro = '---\ntitle: Intro\nsidebar_position: 1\n---\nSee the [guide](/docs/tutorial-basics/guide).\n';
    const withMark = await compileContent(contentTree({ 'en/docs/intro.md': `\uFEFF${intro}` }));
    expect(withMark.en.docs[0]).toMatchObject({ title: 'Intro' });
    const latin1 = contentTree({});
    writeFileSync(path.join(latin1, 'en/docs/intro.md'), Buffer.concat([Buffer.from(intro), Buffer.from('Caf'), Buffer.from([0xe9]), Buffer.from('.\n')]));
    await expect(compileContent(latin1)).rejects.toThrow(/en\/docs\/intro\.md:6: not UTF-8: save the file as UTF-8$/);
  });

  it('fails on a date that is no day, at its line', async () => {
    for (const date of ['2019-13-45', '2019-02-30']) {
      const root = contentTree({ 'en/blog/2024-01-02-news.md': `---\ntitle: News\nslug: news\nauthors: [maya]\ntags: [hello]\ndate: ${date}\n---\nText.\n` });
      await expect(compileContent(root)).rejects.toThrow(/en\/blog\/2024-01-02-news\.md:6: front matter "date": not a day of the calendar$/);
    }
  });

  it('fails on an authors.yaml that is not YAML, or not authors, at the line', async () => {
    await expect(compileContent(contentTree({ 'authors.yaml': 'maya:\n  name: [Maya\n' }))).rejects.toThrow(/authors\.yaml:3: not valid YAML: /);
    await expect(compileContent(contentTree({ 'authors.yaml': 'maya:\n  name: Maya\n  title: DevRel\n  url: not a url\n  imageUrl: /img/maya.svg\n' }))).rejects.toThrow(/authors\.yaml:4: "maya\.url": Invalid URL$/);
  });

  it('fails on a dead link in a translation, naming the translated file', async () => {
    const root = contentTree({ 'he/docs/intro.md': '---\ntitle: מבוא\n---\n\n[שבור](/docs/missing)\n' });
    await expect(compileContent(root)).rejects.toThrow(/he\/docs\/intro\.md:5: broken link to "\/docs\/missing"/);
  });
});
