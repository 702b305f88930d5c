// Content-Type by file name, from mrmime's table (sirv's own). Text gets `; charset=utf-8` and is
// what is worth compressing (images and fonts are compressed already); a file mrmime does not
// know is served as opaque bytes rather than guessed at.
import { lookup } from 'mrmime';

// RFC 9512 registers YAML as application/yaml, and XML is application/xml; mrmime has text/.
const REGISTERED: Record<string, string> = { 'text/yaml': 'application/yaml', 'text/xml': 'application/xml' };
const TEXT = /^text\/|^application\/(json|javascript|yaml|xml)$|\+(json|xml)$/;

export interface ContentType {
  /** The full header value, with a charset for text. */
  type: string;
  /** Text compresses well; images and fonts are already compressed. */
  compressible: boolean;
}

export function contentTypeFor(file: string): ContentType {
  const known = lookup(file);
  const type = known ? (REGISTERED[known] ?? known) : 'application/octet-stream';
  const text = TEXT.test(type);
  return { type: text ? `${type}; charset=utf-8` : type, compressible: text };
}
