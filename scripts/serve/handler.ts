// The request handler: method check → URL parsing → base path → canonical redirect → the file,
// or the locale's not-found page. sirv finds and streams files; finishFileResponse completes
// its response with what sirv does not do (issue 33).
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { createCompressor } from './compression.ts';
import { finishFileResponse } from './finishFileResponse.ts';
import { parseRequestUrl } from './parseRequestUrl.ts';
import { canonicalPath, encodePath } from './redirects.ts';

export interface ServeOptions {
  /** The directory to serve (the build output). */
  root: string;
  /** Locales with a URL prefix (the default locale has none), e.g. ['he', 'zh']. */
  locales?: readonly string[];
  /** The path the site is served under, `/` (the default) or `/docs/` (`BASE_PATH`): nothing is served outside it. */
  base?: string;
}

/** Settles when the response has ended: rejects, for server.ts to answer 500, when it failed. */
export type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export function createHandler(options: ServeOptions): Handler {
  const root = path.resolve(options.root);
  const locales = options.locales ?? ['he', 'zh'];
  const base = options.base ?? '/';
  const notFoundPages = new Set(['404.html', ...locales.map((l) => `${l}/404.html`)]);
  const compressed = createCompressor();
  // `dev` looks each request's file up on disk rather than listing the root once at start: a
  // build rewrites dist/ in place while it may be served. `/x` is x, x.html or x/index.html.
  // sirv's ETag (size and mtime) is weak: one tag covers the identity, gzip and brotli bodies.
  const files = sirv(root, { dev: true, etag: true, extensions: ['html'] });

  return (req, res) =>
    // A throw in here (sirv's lookup) rejects the promise too.
    new Promise<void>((resolve, reject) => {
      res.once('close', () => resolve());
      // Applies to every response, errors included: browsers must not guess a type.
      res.setHeader('X-Content-Type-Options', 'nosniff');

      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('Allow', 'GET, HEAD');
        return sendText(req, res, 405, 'Method not allowed');
      }

      const parsed = parseRequestUrl(req.url ?? '/');
      if (!parsed.ok) return sendText(req, res, 400, parsed.reason);
      // The site's own path: below the base path, or nothing (`/docs` is the home, `/docs/`).
      if (`${parsed.pathname}/` === base) return redirect(res, base + parsed.query);
      if (!parsed.pathname.startsWith(base)) return sendText(req, res, 404, 'Not found');
      const pathname = `/${parsed.pathname.slice(base.length)}`;

      const canonical = canonicalPath(pathname, locales);
      if (canonical !== pathname) return redirect(res, encodePath(base + canonical.slice(1)) + parsed.query);

      finishFileResponse(req, res, { root, notFoundPages, compressed, ifNoneMatch: req.headers['if-none-match'], fail: reject });
      // sirv would answer these itself: If-None-Match by exact match, with a 304 that has no
      // ETag; Range by a parser that reads `bytes=-500` as the first 501 bytes. Whole files it is.
      delete req.headers['if-none-match'];
      delete req.headers.range;
      // sirv reads the path below the base from req.url and decodes it with decodeURI, which
      // undoes encodeURI (a `?` or `#` would cut it, but no page's name has one).
      const serve = (target: string, notFound: () => void) => {
        req.url = encodeURI(target);
        files(req, res, notFound);
      };
      // Each locale has its own pre-rendered not-found page, in its language and direction.
      const first = pathname.split('/')[1] ?? '';
      const notFoundPage = locales.includes(first) ? `/${first}/404.html` : '/404.html';
      serve(pathname, () => serve(notFoundPage, () => sendText(req, res, 404, 'Not found')));
    });
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(301, { Location: location, 'Content-Length': 0 });
  res.end();
}

function sendText(req: IncomingMessage, res: ServerResponse, status: number, text: string): void {
  const body = Buffer.from(`${text}\n`);
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-cache',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
