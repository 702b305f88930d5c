// A plain static file server, as any host would be (GitHub Pages, nginx's try_files, `serve`):
// the built site's folder served under a path (`node --import tsx tests/e2e/staticServer.ts
// ROOT /docs/`, PORT), a request mapped to the file, `file.html` or `file/index.html`, anything
// else the site's 404.html. None of npm run serve's redirects, locale 404 pages or headers: the
// site must work without them (issue 19, the configuration variant built with BASE_PATH=/docs/).
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const [root = 'dist/client', base = '/'] = process.argv.slice(2);
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.wasm': 'application/wasm', '.md': 'text/markdown', '.txt': 'text/plain', '.xml': 'application/xml' };

const isFile = (file: string) => statSync(file, { throwIfNoEntry: false })?.isFile() === true;

function send(res: http.ServerResponse, status: number, file: string) {
  res.writeHead(status, { 'Content-Type': `${TYPES[path.extname(file)] ?? 'application/octet-stream'}; charset=utf-8` });
  createReadStream(file).pipe(res);
}

http
  .createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    if (`${pathname}/` === base) return void res.writeHead(301, { Location: base }).end();
    if (!pathname.startsWith(base) || pathname.split('/').includes('..')) return void res.writeHead(404).end('Not found');
    const file = path.join(root, pathname.slice(base.length));
    const found = [file, `${file}.html`, path.join(file, 'index.html')].find(isFile);
    if (found) return send(res, 200, found);
    send(res, 404, path.join(root, '404.html'));
  })
  .listen(Number(process.env.PORT ?? 4175));
