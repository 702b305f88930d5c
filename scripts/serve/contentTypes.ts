// Content-Type by file extension. Only what a pre-rendered docs site ships; anything else is
// served as opaque bytes rather than guessed at.
import path from 'node:path';

// Text types are the ones that get `; charset=utf-8` and are worth compressing.
const TEXT: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.map': 'application/json',
  '.md': 'text/markdown',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain',
  '.xml': 'application/xml',
  '.yaml': 'application/yaml',
  '.yml': 'application/yaml',
};

const BINARY: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

export interface ContentType {
  /** The full header value, with a charset for text. */
  type: string;
  /** Text compresses well; images and fonts are already compressed. */
  compressible: boolean;
}

export function contentTypeFor(file: string): ContentType {
  const ext = path.extname(file).toLowerCase();
  const text = TEXT[ext];
  if (text) return { type: `${text}; charset=utf-8`, compressible: true };
  return { type: BINARY[ext] ?? 'application/octet-stream', compressible: false };
}
