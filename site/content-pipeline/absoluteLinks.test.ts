import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { absoluteLinks } from './absoluteLinks.ts';

const ORIGIN = 'https://docs.example.org';
/** The Markdown with its links to pages made absolute, its site paths taken as remarkLinks left them. */
const rebased = (markdown: string) => absoluteLinks(markdown, unified().use(remarkParse).use(remarkGfm).parse(markdown), ORIGIN);

describe('absoluteLinks', () => {
  it('makes each link to a page an absolute URL, keeping its text, hash and title as written', () => {
    expect(rebased('See [the *intro*](/docs/he/docs/intro#start "Intro") and [`login`](/docs/he/api/login).\n')).toBe(
      `See [the *intro*](${ORIGIN}/docs/he/docs/intro#start "Intro") and [\`login\`](${ORIGIN}/docs/he/api/login).\n`,
    );
  });

  it('rewrites a destination in angle brackets, with parentheses, in a table, a list and a definition', () => {
    const markdown = ['- [a](</docs/a b>)', '- [b](/docs/(b)) [](/docs/c)', '', '| x |', '| - |', '| [d](/docs/d) |', '', '[e][ref]', '', '[ref]: /docs/e "E"', ''].join('\n');
    expect(rebased(markdown)).toBe(
      [`- [a](<${ORIGIN}/docs/a b>)`, `- [b](${ORIGIN}/docs/(b)) [](${ORIGIN}/docs/c)`, '', '| x |', '| - |', `| [d](${ORIGIN}/docs/d) |`, '', '[e][ref]', '', `[ref]: ${ORIGIN}/docs/e "E"`, ''].join('\n'),
    );
  });

  it('leaves external, relative and same-page links, code and links written as text alone', () => {
    const markdown = 'A [site](https://example.com/docs) and [rel](../intro), [top](#top), `[x](/docs/x)`, <https://example.com>, //cdn.example.com\n\n```md\n[y](/docs/y)\n```\n';
    expect(rebased(markdown)).toBe(markdown);
  });
});
