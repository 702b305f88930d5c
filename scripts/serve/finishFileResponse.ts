// sirv finds the file and starts the response: status 200, its headers, then it pipes an
// fs.ReadStream of the file into the response in the same tick. This holds that head back until
// the stream's 'pipe' event names the file, then answers as our server does: 404 for a
// not-found page, our content types and cache headers, If-None-Match lists, and text
// compressed on the fly (sirv only serves .br/.gz files written ahead of time).
import type { ReadStream } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import path from 'node:path';
import { cacheControlFor, matchesEtag } from './caching.ts';
import { negotiateEncoding, type Compressor } from './compression.ts';
import { contentTypeFor } from './contentTypes.ts';

export interface FileResponseOptions {
  root: string;
  /** The not-found pages, relative to the root: they are answered with 404, never 200. */
  notFoundPages: ReadonlySet<string>;
  compressed: Compressor;
  /** The request's If-None-Match, taken from its headers so that sirv does not answer it. */
  ifNoneMatch: string | undefined;
  fail: (error: unknown) => void;
}

type WriteHead = (status: number, headers?: OutgoingHttpHeaders) => ServerResponse;

export function finishFileResponse(req: IncomingMessage, res: ServerResponse, options: FileResponseOptions): void {
  const writeHead = res.writeHead.bind(res) as WriteHead;
  let head: OutgoingHttpHeaders = {};
  const holdHead: WriteHead = (status, headers) => {
    // Only sirv's 200 waits: our own answers (404 text, 500) go out as they are.
    if (status !== 200) return writeHead(status, headers);
    head = headers ?? {};
    return res;
  };
  res.writeHead = holdHead as ServerResponse['writeHead'];

  res.once('pipe', (source: ReadStream) => {
    res.writeHead = writeHead as ServerResponse['writeHead'];
    // sirv's bare pipe() would crash the server on a read error (a file removed by a rebuild) and
    // keep the file open when the client goes away mid-download.
    source.on('error', options.fail);
    res.once('close', () => source.destroy());
    const file = String(source.path);
    const relative = path.relative(options.root, file).split(path.sep).join('/');
    const status = options.notFoundPages.has(relative) ? 404 : 200;
    const { type, compressible } = contentTypeFor(file);
    // A 404 must not be cached as if it were the (future) asset.
    const headers: OutgoingHttpHeaders = { 'Content-Type': type, 'Cache-Control': status === 200 ? cacheControlFor(relative) : 'no-cache' };
    // The body depends on Accept-Encoding whether or not this response is compressed.
    if (compressible) headers.Vary = 'Accept-Encoding';

    const etag = String(head.ETag);
    if (status === 200) headers.ETag = etag;
    const notModified = status === 200 && matchesEtag(options.ifNoneMatch, etag);
    const encoding = compressible ? negotiateEncoding(req.headers['accept-encoding']) : null;
    if (notModified || encoding) {
      // The body is not the file's bytes: sirv's stream is dropped before it reads any.
      source.unpipe(res);
      source.destroy();
    }
    if (notModified) return void writeHead(304, headers).end();
    // sirv's stream sends the file.
    if (!encoding) return void writeHead(status, { ...headers, 'Content-Length': head['Content-Length'] });
    options.compressed(file, etag, encoding).then((body) => {
      writeHead(status, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
    }, options.fail);
  });
}
