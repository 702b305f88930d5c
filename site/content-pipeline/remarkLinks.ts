import type { Definition, Link, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { LocaleCode } from '../config/schema.ts';
import { sitePath } from '../config/base.ts';
import { ContentError } from './frontMatter.ts';

interface Options {
  file: string;
  locale: LocaleCode;
  /** Every site path that exists, without locale prefix (`/docs/intro`, `/api/login`). */
  routes: ReadonlySet<string>;
}

/**
 * Checks every internal link against the site's routes (a dead link fails the build with the
 * file and line) and prefixes the reader's locale and the base path, so content is written once per language
 * with plain site paths. A reference's definition (`[intro]: /docs/intro`) is a link too.
 */
export function remarkLinks({ file, locale, routes }: Options) {
  return (tree: Root) => {
    visit(tree, ['link', 'definition'], (found) => {
      const node = found as Link | Definition;
      if (!node.url.startsWith('/') || node.url.startsWith('//')) return;
      const [path = '', hash] = node.url.split('#');
      const normalized = path.length > 1 ? path.replace(/\/$/, '') : path;
      if (!routes.has(normalized)) {
        throw new ContentError(file, node.position?.start.line ?? 1, `broken link to "${node.url}": no page has that path`);
      }
      node.url = sitePath(normalized, locale) + (hash === undefined ? '' : `#${hash}`);
    });
  };
}
