// A plain static file server, as any host would be (GitHub Pages, nginx's try_files, `serve`):
// the built site's folder served under a path (`node --import tsx tests/e2e/staticServer.ts
// ROOT /docs/`, PORT), a request mapped to the file, `file.html` or `file/index.html`, anything
// else the site's 404.html. None of npm run serve's redirects, locale 404 pages or headers: the
// site must work without them (issues 19, 33: npm test's variant site, built with BASE_PATH=/docs/
// and SITE_URL).
import { createReadStream } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { staticFile } from './staticFile.ts';

const [root = 'dist/client', base = '/'] = process.argv.slice(2);
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.wasm': 'application/wasm', '.md': 'text/markdown', '.txt': 'text/plain', '.xml': 'application/xml' };

function send(res: http.ServerResponse, status: number, file: string) {
  res.writeHead(status, { 'Content-Type': `${TYPES[path.extname(file)] ?? 'application/octet-stream'}; charset=utf-8` });
  createReadStream(file).pipe(res);
}

http
  .createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    if (`${pathname}/` === base) return void res.writeHead(301, { Location: base }).end();
    if (!pathname.startsWith(base) || pathname.split('/').includes('..')) return void res.writeHead(404).end('Not found');
    const found = staticFile(root, pathname.slice(base.length));
    if (found) return send(res, 200, found);
    send(res, 404, path.join(root, '404.html'));
  })
  .listen(Number(process.env.PORT ?? 4175));
