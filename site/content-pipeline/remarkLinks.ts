import type { Definition, Image, Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { LocaleCode } from '../config/schema.ts';
import { sitePath, withBase } from '../config/base.ts';
import { decodedPath } from './decodedPath.ts';
import { ContentError } from './frontMatter.ts';

interface Options {
  file: string;
  locale: LocaleCode;
  /** Every site path that exists, without locale prefix (`/docs/intro`, `/api/login`). */
  routes: ReadonlySet<string>;
  /** The files the site serves once, in no locale: site/public's (`/img/logo.svg`) and the build's (`/openapi.yaml`). */
  files: ReadonlySet<string>;
  /** The files the build writes in each locale (`/llms.txt`, `/docs/intro.md`): the reader's is linked. */
  localeFiles: ReadonlySet<string>;
}

/**
 * Checks every internal link against the site's routes (a dead link fails the build with the
 * file and line) and prefixes the reader's locale and the base path, so content is written once per language
 * with plain site paths. A reference's definition (`[intro]: /docs/intro`) is a link too. An image,
 * or a link to a file of site/public, must lead to one (a missing image fails the build likewise),
 * and gets the base path alone: the file is the same in every locale. A link may lead to what the
 * build writes beside the pages too: the spec's downloads, the sitemap, and in the reader's locale
 * llms.txt and a page's Markdown.
 */
export function remarkLinks({ file, locale, routes, files, localeFiles }: Options) {
  return (tree: Root) => {
    visit(tree, ['link', 'definition', 'image'], (found) => {
      const node = found as Link | Definition | Image;
      if (!node.url.startsWith('/') || node.url.startsWith('//')) return;
      const [path = '', hash] = node.url.split('#');
      const fragment = hash === undefined ? '' : `#${hash}`;
      const line = node.position?.start.line ?? 1;
      if (files.has(decodedPath(path))) {
        node.url = withBase(path) + fragment;
        return;
      }
      if (node.type === 'image') throw new ContentError(file, line, `broken image "${node.url}": site/public has no such file`);
      if (localeFiles.has(decodedPath(path))) {
        node.url = sitePath(path, locale) + fragment;
        return;
      }
      const normalized = path.length > 1 ? path.replace(/\/$/, '') : path;
      if (!routes.has(normalized)) {
        throw new ContentError(file, line, `broken link to "${node.url}": no page has that path`);
      }
      node.url = sitePath(normalized, locale) + fragment;
    });
  };
}
