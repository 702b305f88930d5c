import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Operation, SchemaNode } from '../../../../generator/normalize/model.ts';
import { info } from '../../../generated/info.ts';
import { operationPage } from '../../../pages/api/@slug/operationPage.ts';
import { buildCodeSamples } from './buildCodeSamples.ts';
import { checkGoProgram } from './checkGoProgram.ts';
import type { Part } from './parts.ts';
import { requestShape } from './requestShape.ts';
import { INFO, JSON_RESPONSE, LIST_MEMBERS, NASTY, operation, parameter } from './testFixtures.ts';

const login = (await operationPage('login'))!;
const roomCreate = (await operationPage('room-create'))!;
const upload = (await operationPage('upload'))!;

/**
 * The samples are run, not only read: curl with a `curl` shell function that prints its
 * arguments, JavaScript with a `fetch` that records its call, Python with a `requests` module
 * that does the same. Each records the request it would send, which must be the one the
 * description asks for, nasty strings included. (Go is not installed: its program is checked
 * for structure.) The credentials hold characters a shell or a template would expand.
 */
const ENV = { BOB_API_KEY: 'key $HOME `id` "\'!', BOB_SESSION: 'sess;1' };

interface Sent {
  method: string;
  url: string;
  headers: [string, string][];
  body: { json: unknown } | { text: string } | { form: [string, string | { file: string }][] } | null;
}

const BINARY: Record<string, SchemaNode> = {
  Attachment: { properties: [{ name: 'file', required: true, schema: { types: ['string'], format: 'binary' } }] },
};
const STRANGE_VALUES = { nasty: NASTY, "key \"'$`\\\n": 'v', numbers: [0, -1.5, 1e21], flags: [true, false, null], nested: { empty: {}, list: [] } };
const NASTY_HEADER = `say "hi" it's $HOME \`id\` \\ !bang é ☕`;

const CASES: Record<string, { operation: Operation; schemas?: Record<string, SchemaNode>; info?: typeof info }> = {
  'GET with path and query parameters': { operation: LIST_MEMBERS, info: INFO },
  'room-create': { operation: roomCreate.operation, schemas: roomCreate.schemas },
  'login (public)': { operation: login.operation, schemas: login.schemas },
  'upload (multipart)': { operation: upload.operation, schemas: upload.schemas },
  'nasty JSON, key and session cookie together': {
    info: INFO,
    operation: operation({
      method: 'patch',
      path: '/notes/{noteId}',
      security: [[{ scheme: 'apiKey', scopes: [] }, { scheme: 'session', scopes: [] }]],
      parameters: {
        path: [parameter('path', 'noteId', "it's/ü {x}")],
        query: [parameter('query', 'q', NASTY.join('|')), parameter('query', 'filter', { 'a[b]': '$x' }, { style: 'deepObject' })],
        header: [parameter('header', 'X-Note', NASTY_HEADER)],
        cookie: [parameter('cookie', 'pref', NASTY_HEADER)],
      },
      requestBody: { required: true, content: [{ mediaType: 'application/json', examples: [{ value: STRANGE_VALUES }] }] },
      responses: JSON_RESPONSE,
    }),
  },
  'nasty text body, no JSON answer': {
    info: INFO,
    operation: operation({
      method: 'put',
      path: '/notes/raw',
      requestBody: { required: true, content: [{ mediaType: 'text/plain', examples: [{ value: NASTY.join('\n') }] }] },
      responses: [{ status: '204', description: 'Stored', headers: [], content: [] }],
    }),
  },
  'nasty multipart fields': {
    info: INFO,
    schemas: BINARY,
    operation: operation({
      method: 'post',
      path: '/attachments',
      requestBody: {
        required: true,
        content: [{
          mediaType: 'multipart/form-data',
          schema: { ref: 'Attachment' },
          examples: [{ value: { file: '(binary)', caption: NASTY_HEADER, at: '@not-a-file', lt: '<not-a-file', semi: 'a;type=text/html', tags: ['x', 'y'] } }],
        }],
      },
      responses: JSON_RESPONSE,
    }),
  },
  'multipart without a file': {
    info: INFO,
    operation: operation({
      method: 'post',
      path: '/polls',
      requestBody: { required: true, content: [{ mediaType: 'multipart/form-data', examples: [{ value: { question: 'Why "$"?', options: ['a', 'b'] } }] }] },
      responses: JSON_RESPONSE,
    }),
  },
};

const dir = mkdtempSync(path.join(tmpdir(), 'code-samples-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(path.join(dir, 'path/to'), { recursive: true });
writeFileSync(path.join(dir, 'path/to/file'), 'PNG');
const record = path.join(dir, 'record.json');

writeFileSync(path.join(dir, 'stub.mjs'), `
import { writeFileSync } from 'node:fs';
globalThis.fetch = async (url, init = {}) => {
  let body = init.body ?? null;
  if (body instanceof FormData) body = { form: [...body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : { file: v.name }]) };
  else if (typeof body === 'string') body = { text: body };
  writeFileSync(process.env.RECORD, JSON.stringify({ method: init.method ?? 'GET', url, headers: Object.entries(init.headers ?? {}), body }));
  return new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } });
};
`);
writeFileSync(path.join(dir, 'requests.py'), `
import json as _json, os

class Response:
    status_code = 200
    def raise_for_status(self): pass
    def json(self): return {"ok": True}

def request(method, url, headers=None, json=None, data=None, files=None):
    body, form = None, []
    if json is not None: body = {"json": json}
    if isinstance(data, str): body = {"text": data}
    for k, v in (data or {}).items() if isinstance(data, dict) else []:
        form += [[k, item] for item in (v if isinstance(v, list) else [v])]
    for k, v in (files.items() if isinstance(files, dict) else files or []):
        form.append([k, v[1] if isinstance(v, tuple) else {"file": os.path.basename(v.name)}])
    if form: body = {"form": form}
    with open(os.environ["RECORD"], "w") as out:
        out.write(_json.dumps({"method": method, "url": url, "headers": list((headers or {}).items()), "body": body}))
    return Response()

def get(url, **kw): return request("GET", url, **kw)
def post(url, **kw): return request("POST", url, **kw)
def put(url, **kw): return request("PUT", url, **kw)
def patch(url, **kw): return request("PATCH", url, **kw)
def delete(url, **kw): return request("DELETE", url, **kw)
def head(url, **kw): return request("HEAD", url, **kw)
def options(url, **kw): return request("OPTIONS", url, **kw)
`);

function run(command: string, args: string[]): string {
  return execFileSync(command, args, { cwd: dir, env: { ...process.env, ...ENV, RECORD: record }, encoding: 'utf8' });
}

function sentByCurl(source: string): Sent {
  writeFileSync(path.join(dir, 'sample.sh'), source);
  run('bash', ['-n', 'sample.sh']);
  const args = run('bash', ['-c', `curl() { printf '%s\\0' "$@"; }\n. ./sample.sh`]).split('\0').slice(0, -1);
  const sent: Sent = { method: 'GET', url: '', headers: [], body: null };
  const form: [string, string | { file: string }][] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    const next = () => args[++i]!;
    if (arg === '-X') sent.method = next();
    else if (arg === '--head') sent.method = 'HEAD';
    else if (arg === '-H') {
      const header = next();
      const [name, value] = header.endsWith(';') ? [header.slice(0, -1), ''] : [header.slice(0, header.indexOf(': ')), header.slice(header.indexOf(': ') + 2)];
      sent.headers.push([name, value]);
    } else if (arg === '-d' || arg === '--data-raw') sent.body = { text: next() };
    else if (arg === '-F' || arg === '--form-string') {
      const field = next();
      const [name, value] = [field.slice(0, field.indexOf('=')), field.slice(field.indexOf('=') + 1)];
      form.push([name, arg === '-F' && value.startsWith('@') ? { file: path.basename(value.slice(1)) } : value]);
    } else sent.url = arg;
  }
  if (form.length > 0) sent.body = { form };
  return sent;
}

function sentByJavaScript(source: string): Sent {
  writeFileSync(path.join(dir, 'sample.mjs'), source);
  run('node', ['--check', 'sample.mjs']);
  run('node', ['--import', './stub.mjs', 'sample.mjs']);
  return JSON.parse(readFileSync(record, 'utf8')) as Sent;
}

function sentByPython(source: string): Sent {
  writeFileSync(path.join(dir, 'sample.py'), source);
  run('python3', ['-c', 'import ast, sys; ast.parse(open(sys.argv[1]).read())', 'sample.py']);
  run('python3', ['sample.py']);
  return JSON.parse(readFileSync(record, 'utf8')) as Sent;
}

/** What the description asks for, worked out without the templates. */
function expected(operation: Operation, apiInfo: typeof info, schemas: Record<string, SchemaNode> = {}): Sent {
  const shape = requestShape(operation, apiInfo, schemas);
  const text = (parts: Part[]) => parts.map((part) => (typeof part === 'string' ? part : ENV[part.env as keyof typeof ENV])).join('');
  const body = shape.body;
  return {
    method: shape.method,
    url: text(shape.url),
    headers: shape.headers.map((header) => [header.name, text(header.value)]),
    body: !body ? null
      : body.kind === 'json' ? { json: body.value }
      : body.kind === 'text' ? { text: body.text }
      : { form: body.fields.map((field) => [field.name, field.file ? { file: field.filename } : field.value]) },
  };
}

/** JSON bodies compared as values (the languages lay them out differently), form fields in any order (requests sends files last). */
function normalize(sent: Sent): Sent {
  const body = sent.body;
  if (body && 'text' in body && sent.headers.some(([name, value]) => name === 'Content-Type' && /json/.test(value))) return { ...sent, body: { json: JSON.parse(body.text) } };
  if (body && 'form' in body) return { ...sent, body: { form: [...body.form].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))) } };
  return sent;
}

describe.each(Object.entries(CASES))('%s', (_, { operation: op, schemas = {}, info: apiInfo = info }) => {
  const samples = buildCodeSamples(op, apiInfo, schemas);
  const source = (label: string) => samples.find((sample) => sample.label === label)!.source;
  const want = normalize(expected(op, apiInfo, schemas));

  it('curl passes bash -n and sends the request', () => {
    expect(normalize(sentByCurl(source('curl')))).toEqual(want);
  });
  it('JavaScript passes node --check and sends the request', () => {
    expect(normalize(sentByJavaScript(source('JavaScript')))).toEqual(want);
  });
  it('Python parses and sends the request', () => {
    expect(normalize(sentByPython(source('Python')))).toEqual(want);
  });
  it('Go is a well-formed program', () => {
    expect(checkGoProgram(source('Go'))).toEqual([]);
  });
});
