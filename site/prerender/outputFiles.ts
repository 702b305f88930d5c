import path from 'node:path';

// Where a page's files go in the built site. Apart from the pre-rendering (./index.ts), which
// imports Vike's server: the build's script, which records what each page wrote
// (scripts/build/prerenderAfterBuild.ts), runs without it.

/** Where a page's HTML goes, as Vike writes it: `/api/ping` → `api/ping/index.html`, a not-found page `/he/404` → `he/404.html`. */
export const htmlFile = (url: string, is404: boolean) => (is404 ? `${url.slice(1)}.html` : path.posix.join(url.slice(1), 'index.html'));

/** Where Vike's client asks for a page's data for client-side navigation: `/api/ping` → `api/ping/index.pageContext.json`. */
export const jsonFile = (url: string) => path.posix.join(url, 'index.pageContext.json').slice(1);

/** Where a page's Markdown goes (site/site-files/llmsTxt.ts, markdownPath): `/zh/api/login` → `zh/api/login.md`. */
export const markdownFile = (url: string) => `${url.slice(1)}.md`;
