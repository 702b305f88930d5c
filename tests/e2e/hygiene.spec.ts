import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { clientDir } from '../../scripts/build/outDir.mjs';
import { PAGE_HTML_PLACE } from '../../site/prerender/pageHtmlApart.ts';
import { expect, test, watchHygiene } from './fixtures.ts';

// What every test's pages are held to (./fixtures.ts), proved to catch what it is for: a console
// error, an uncaught exception and a request to another origin are each reported, with the page;
// the not-found page's own 404 is not.
test.describe('the pages watched in every test', () => {
  test.use({ hygiene: false }); // This test's context is watched by hand.

  test('report a console error, an uncaught exception and a request elsewhere, not the not-found page', async ({ context, page, baseURL }) => {
    const { problems } = watchHygiene(context, new URL(baseURL!).origin);
    await page.goto('/no-such-page');
    expect(problems, "the not-found page's own 404 is the site's answer").toEqual([]);
    await page.evaluate(() => {
      console.error('logged on purpose');
      setTimeout(() => {
        throw new Error('thrown on purpose');
      });
      void fetch('http://elsewhere.invalid/x').catch(() => {});
    });
    // Each of the three (the request's failure may be logged as well).
    await expect
      .poll(() => problems)
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^console error on http:\/\/localhost:\d+\/no-such-page: logged on purpose$/),
          expect.stringMatching(/^request outside the site: http:\/\/elsewhere\.invalid\/x$/),
          expect.stringMatching(/^uncaught on http:\/\/localhost:\d+\/no-such-page: thrown on purpose$/),
        ]),
      );
  });
});

test('every page declares its charset in its first 1,024 bytes, with its stylesheets in its head and its scripts after its content', () => {
  const pages = readdirSync(clientDir(), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html') && !file.startsWith('pagefind'));
  expect(pages.length).toBeGreaterThan(700);
  const wrong: string[] = [];
  for (const file of pages) {
    const bytes = readFileSync(path.join(clientDir(), file));
    const html = bytes.toString('utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    const end = html.slice(html.lastIndexOf('</div>'));
    const problems = [
      bytes.subarray(0, 1024).includes('<meta charset="UTF-8"') ? '' : 'no <meta charset> in the first 1,024 bytes',
      // Vike's placeholders (site/pages/+config.ts), which it replaces with the page's assets.
      html.includes('__VITE_PLUGIN') ? 'a placeholder of Vike left in' : '',
      // Where the pre-rendering puts the page's own HTML back (site/prerender/pageHtmlApart.ts).
      html.includes(PAGE_HTML_PLACE) ? "the place of the page's HTML left in" : '',
      /<div id="root"><link rel="preload" as="image" href="[^"]*logo.svg"\/><a class="skip-to-content"/.test(html) ? '' : 'no page in its root',
      /<link rel="stylesheet"/.test(head) ? '' : 'no stylesheet in the head',
      /<script id="vike_pageContext"[^]*<script src="[^"]+" type="module"[^]*<\/body>/.test(end) ? '' : 'no page data and entry script after the content',
    ].filter(Boolean);
    if (problems.length) wrong.push(`${file}: ${problems.join(', ')}`);
  }
  expect(wrong).toEqual([]);
});
