import { describe, expect, it } from 'vitest';
import { SITE_URL } from '../config/base.ts';
import { renderDescription } from './renderDescription.ts';
import { mayLinkRelative, resolveMarkdownLinks, specLink } from './specLinks.ts';

const GITHUB_DOCS = 'https://docs.github.com/rest/';

describe('specLink', () => {
  it("leads a path of this reference to its page in the reader's locale, also when the document has documentation elsewhere", () => {
    expect(specLink('/api/login#request-body', 'he', false, GITHUB_DOCS)).toBe('/he/api/login#request-body');
    expect(specLink('/api/schemas/room/', 'zh')).toBe('/zh/api/schemas/room');
    expect(specLink('/api', 'en')).toBe('/api');
    expect(specLink('/openapi.yaml', 'he', false, GITHUB_DOCS)).toBe('/openapi.yaml');
  });

  it("resolves any other relative link against the document's root externalDocs, as on the site it was written for", () => {
    expect(specLink('/rest/reference/orgs#get-an-organization', 'he', false, GITHUB_DOCS)).toBe('https://docs.github.com/rest/reference/orgs#get-an-organization');
    expect(specLink('/api/no-such-operation', 'en', false, GITHUB_DOCS)).toBe('https://docs.github.com/api/no-such-operation');
    expect(specLink('overview#limits', 'en', false, GITHUB_DOCS)).toBe('https://docs.github.com/rest/overview#limits');
    expect(specLink('../guides/x', 'en', false, 'https://example.org/docs/api/')).toBe('https://example.org/docs/guides/x');
  });

  it("without one, takes a path as this site's (under the base path) and leaves a page-relative link as written", () => {
    expect(specLink('/docs/intro?tab=2', 'he', false, undefined)).toBe('/docs/intro?tab=2');
    expect(specLink('intro', 'he', false, undefined)).toBeUndefined();
  });

  it('leaves absolute links, other hosts, fragments and queries alone', () => {
    for (const href of ['https://example.org/a', 'mailto:a@example.org', '//cdn.example.org/x', '#servers', '?q=1', '']) {
      expect(specLink(href, 'he', false, GITHUB_DOCS), href).toBeUndefined();
    }
  });

  it("writes this site's links absolute for the Markdown copies", () => {
    expect(specLink('/api/login', 'zh', true, GITHUB_DOCS)).toBe(`${SITE_URL}/zh/api/login`);
    expect(specLink('/docs/intro', 'en', true, undefined)).toBe(`${SITE_URL}/docs/intro`);
    expect(specLink('/rest/x', 'en', true, GITHUB_DOCS)).toBe('https://docs.github.com/rest/x');
  });
});

describe('spec descriptions rendered with their links resolved', () => {
  it("links Markdown and HTML to this reference's pages in each reader's locale", () => {
    const text = 'See [signing in](/api/login) and <a href="/api/schemas/room">the room</a>.';
    expect(renderDescription(text, 'en')).toContain('<a href="/api/login">signing in</a>');
    expect(renderDescription(text, 'he')).toContain('<a href="/he/api/login">signing in</a>');
    expect(renderDescription(text, 'he')).toContain('<a href="/he/api/schemas/room">the room</a>');
    expect(renderDescription(text, 'zh')).toContain('<a href="/zh/api/login">signing in</a>');
  });

  it('tells which texts may hold such a link', () => {
    expect(mayLinkRelative('[a](/api/login)')).toBe(true);
    expect(mayLinkRelative('[a]: rest/x')).toBe(true);
    expect(mayLinkRelative("<a href='/x'>x</a>")).toBe(true);
    expect(mayLinkRelative('[a](https://example.org) and <img src="https://example.org/i.png">')).toBe(false);
    expect(mayLinkRelative('[a](#servers)')).toBe(false);
  });
});

describe('resolveMarkdownLinks', () => {
  it("writes each relative destination absolute where it stands, the rest of the spec's Markdown as it was", () => {
    const text = ['See [signing in](/api/login "Sign in"), [the room][room] and <a href=\'/api/schemas/room\'>it</a>.', '', '[room]: </api/schemas/room>', '', '[Elsewhere](https://example.org/a) `[code](x)`'].join('\n');
    expect(resolveMarkdownLinks(text, 'he')).toBe(
      [
        `See [signing in](${SITE_URL}/he/api/login "Sign in"), [the room][room] and <a href='${SITE_URL}/he/api/schemas/room'>it</a>.`,
        '',
        `[room]: <${SITE_URL}/he/api/schemas/room>`,
        '',
        '[Elsewhere](https://example.org/a) `[code](x)`',
      ].join('\n'),
    );
  });

  it('leaves links written in code as they are written, spans and blocks', () => {
    const text = ['Call `[me](/api/login)` as [signing in](/api/login) does.', '', '```html', '<a href="/api/login">x</a>', '```'].join('\n');
    expect(resolveMarkdownLinks(text, 'zh')).toBe(text.replace('[signing in](/api/login)', `[signing in](${SITE_URL}/zh/api/login)`));
  });

  it('leaves a text without relative links as the same string', () => {
    const text = 'No [links](https://example.org) here.';
    expect(resolveMarkdownLinks(text, 'zh')).toBe(text);
  });
});
