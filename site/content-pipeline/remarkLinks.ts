import { posix } from 'node:path';
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
  /** The file's path in its locale's content (`docs/tutorial-basics/create-a-page.md`), which a link to a file is relative to. */
  at: string;
  /** The page each Markdown file of the content makes (./siteRoutes.ts, pagesByFile). */
  pagesByFile: ReadonlyMap<string, string>;
}

/**
 * Checks every internal link against the site's routes (a dead link fails the build with the
 * file and line) and prefixes the reader's locale and the base path, so content is written once per language
 * with plain site paths. A reference's definition (`[intro]: /docs/intro`) is a link too. An image,
 * or a link to a file of site/public, must lead to one (a missing image fails the build likewise),
 * and gets the base path alone: the file is the same in every locale. A link may lead to what the
 * build writes beside the pages too: the spec's downloads, the sitemap, and in the reader's locale
 * llms.txt and a page's Markdown. A link to a Markdown file of the content, relative to the file
 * it is written in (`./create-a-page.md#front-matter`, as Docusaurus sites write them), leads to the
 * page that file makes, in the reader's locale; one to a file that makes no page fails the build.
 * Any other relative link (`create-a-page`, `../intro#servers`) is resolved against the page's
 * own path, as a browser would, and checked as a site path. An image beside the file
 * (`./diagram.png`) is refused: the site serves images from site/public.
 */
export function remarkLinks({ file, locale, routes, files, localeFiles, at, pagesByFile }: Options) {
  return (tree: Root) => {
    visit(tree, ['link', 'definition', 'image'], (found) => {
      const node = found as Link | Definition | Image;
      const [written = '', hash] = node.url.split('#');
      const fragment = hash === undefined ? '' : `#${hash}`;
      const line = node.position?.start.line ?? 1;
      if (node.type !== 'image' && isFileLink(written)) {
        const target = posix.join(posix.dirname(at), decodedPath(written));
        const page = pagesByFile.get(target);
        if (page === undefined) throw new ContentError(file, line, `broken link to "${node.url}": no page is made from ${target} of the content`);
        node.url = sitePath(page, locale) + fragment;
        return;
      }
      if (node.type === 'image' && isRelative(node.url)) {
        throw new ContentError(file, line, `image "${node.url}" is relative, which the pages' URLs would not resolve: put the file in site/public and write its path from there ("/img/…")`);
      }
      // Relative to the page's own path (`create-a-page` beside `/docs/tutorial-basics/intro`), as the
      // browser would resolve it: checked and written from the site's root like the others.
      const page = isRelative(node.url) && written !== '' ? pagesByFile.get(at) : undefined;
      const path = page === undefined ? written : posix.join(posix.dirname(page), written);
      if (!path.startsWith('/') || path.startsWith('//')) return;
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
        throw new ContentError(file, line, `broken link to "${node.url}"${path === written ? '' : ` (${path})`}: no page has that path`);
      }
      node.url = sitePath(normalized, locale) + fragment;
    });
  };
}

/** A URL relative to the page (`./diagram.png`, `img/a.png`): not absolute (`https:`, `data:`), nor a site path, nor a fragment or query alone. */
const isRelative = (url: string) => !/^[/#?]/.test(url) && !/^[a-z][a-z0-9+.-]*:/i.test(url);

/** A link to a Markdown file, relative to the one it is in (`./create-a-page.md`, `../intro.md`). */
const isFileLink = (path: string) => /\.mdx?$/.test(path) && isRelative(path);
