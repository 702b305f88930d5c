import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export interface SiteFileSize {
  name: string;
  bytes: number;
  gzip: number;
}

/**
 * The sizes of the files for search engines and AI assistants (issue 19): sitemap.xml, each
 * locale's llms.txt and llms-full.txt, and the pages' Markdown together (`*.md`, with their count).
 */
export function siteFileSizes(site: string, localePrefixes: readonly string[]): SiteFileSize[] {
  const size = (name: string, files: string[]) => {
    const contents = files.map((file) => readFileSync(path.join(site, file)));
    return { name, bytes: contents.reduce((sum, c) => sum + c.length, 0), gzip: contents.reduce((sum, c) => sum + gzipSync(c, { level: 9 }).length, 0) };
  };
  const markdown = readdirSync(site, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md') && statSync(path.join(site, file)).isFile());
  return [
    size('sitemap.xml', ['sitemap.xml']),
    ...['', ...localePrefixes.map((prefix) => `${prefix}/`)].flatMap((prefix) => [size(`/${prefix}llms.txt`, [`${prefix}llms.txt`]), size(`/${prefix}llms-full.txt`, [`${prefix}llms-full.txt`])]),
    size(`${markdown.length} pages as Markdown (.md)`, markdown),
  ];
}
