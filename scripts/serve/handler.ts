// The request handler: method check → URL parsing → canonical redirect → file or locale 404.
import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { cacheControlFor, etagFor, matchesEtag } from './caching.ts';
import { createCompressor, negotiateEncoding } from './compression.ts';
import { contentTypeFor } from './contentTypes.ts';
import { canonicalPath, encodePath } from './redirects.ts';
import { findFile, parseRequestUrl, statOrNull, type FoundFile } from './resolvePath.ts';

export interface ServeOptions {
  /** The directory to serve (the build output). */
  root: string;
  /** Locales with a URL prefix (the default locale has none), e.g. ['he', 'zh']. */
  locales?: readonly string[];
  /** The path the site is served under, `/` (the default) or `/docs/` (`BASE_PATH`): nothing is served outside it. */
  base?: string;
}

export type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export function createHandler(options: ServeOptions): Handler {
  const root = path.resolve(options.root);
  const locales = options.locales ?? ['he', 'zh'];
  const base = options.base ?? '/';
  const compressed = createCompressor();

  return async (req, res) => {
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

    const found = await findFile(root, pathname);
    // The not-found pages themselves (/404, /he/404) are still "not found", never a 200.
    const notFoundPages = new Set(['404.html', ...locales.map((l) => `${l}/404.html`)]);
    if (found) return sendFile(req, res, found, notFoundPages.has(found.relative) ? 404 : 200);

    // Each locale has its own pre-rendered not-found page, in its language and direction.
    const first = pathname.split('/')[1] ?? '';
    const relative = locales.includes(first) ? `${first}/404.html` : '404.html';
    const file = path.join(root, relative);
    const stat = await statOrNull(file);
    if (stat?.isFile()) return sendFile(req, res, { file, relative, stat }, 404);
    return sendText(req, res, 404, 'Not found');
  };

  async function sendFile(req: IncomingMessage, res: ServerResponse, found: FoundFile, status: 200 | 404) {
    const { type, compressible } = contentTypeFor(found.file);
    res.setHeader('Content-Type', type);
    // A 404 must not be cached as if it were the (future) asset.
    res.setHeader('Cache-Control', status === 200 ? cacheControlFor(found.relative) : 'no-cache');
    // The body depends on Accept-Encoding whether or not this response is compressed.
    if (compressible) res.setHeader('Vary', 'Accept-Encoding');

    const etag = etagFor(found.stat);
    if (status === 200) {
      res.setHeader('ETag', etag);
      if (matchesEtag(req.headers['if-none-match'], etag)) {
        res.writeHead(304);
        return void res.end();
      }
    }

    const encoding = compressible ? negotiateEncoding(req.headers['accept-encoding']) : null;
    if (encoding) {
      const body = await compressed(found.file, etag, encoding);
      res.writeHead(status, { 'Content-Encoding': encoding, 'Content-Length': body.length });
      return void res.end(req.method === 'HEAD' ? undefined : body);
    }

    res.writeHead(status, { 'Content-Length': found.stat.size });
    if (req.method === 'HEAD') return void res.end();
    try {
      await pipeline(createReadStream(found.file), res);
    } catch (error) {
      // The client going away mid-download is normal, not a server error.
      if ((error as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') throw error;
    }
  }
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
