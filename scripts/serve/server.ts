// An http.Server around the handler that turns any failure into a 500 and a log line,
// so one bad request can never take the server down.
import http from 'node:http';
import { createHandler, type ServeOptions } from './handler.ts';

export type { ServeOptions } from './handler.ts';

export interface ServerOptions extends ServeOptions {
  /** Where error lines go (default: console.error). */
  log?: (line: string) => void;
}

export function createServer(options: ServerOptions): http.Server {
  const handle = createHandler(options);
  const log = options.log ?? ((line: string) => console.error(line));

  return http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      log(`500 ${req.method} ${req.url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (res.headersSent) return void res.destroy(); // Too late for a status: cut the body short.
      // Drop headers set for the response that failed (Content-Type, Cache-Control, ETag...).
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' });
      res.end('Internal server error\n');
    });
  });
}
