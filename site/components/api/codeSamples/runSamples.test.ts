import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { info } from '../../../generated/info.ts';
import { operationPage } from '../../../pages/api/@slug/operationPage.ts';
import { browserRequest } from './browserRequest.ts';
import { buildCodeSamples } from './buildCodeSamples.ts';
import { checkGoProgram } from './checkGoProgram.ts';
import { HTTP_BOUNDARY } from './httpMessage.ts';
import { mergeParts, type Part } from './parts.ts';
import { readProgram, type Dialect } from './readProgram.ts';
import { requestShape, type RequestShape } from './requestShape.ts';
import { CASES, type SampleCase } from './sampleCases.ts';

const page = async (slug: string): Promise<SampleCase> => ({ ...(await operationPage(slug))!, info });

/**
 * The samples are run, not only read: curl with a `curl` shell function that prints its
 * arguments, Node.js and the web page's JavaScript with a `fetch` that records its call (and, for
 * the page, a `document` with file inputs), Python with a `requests` module that does the same,
 * and the HTTP message parsed. Each records the request it would send, which must be the one the
 * description asks for, nasty strings included. The build machines have no Go, Java, .NET, PHP,
 * Ruby, Rust or Kotlin: those programs are read as their compilers read them (checkGoProgram,
 * readProgram), and must hold every piece of the request. The credentials hold characters a shell
 * or a template would expand; a key sent in the query is URL-safe, as keys are.
 */
const ENV = { BOB_API_KEY: 'key $HOME `id` "\'!', BOB_SESSION: 'sess;1', BOB_X_API_KEY: 'x $key', BOB_KEY: 'bob_live_1' };

type Field = [string, string | { file: string }];
interface Sent {
  method: string;
  url: string;
  headers: [string, string][];
  body: { json: unknown } | { text: string } | { form: Field[] } | { bytes: string } | null;
  /** The page's fetch lets the browser send its cookies. */
  credentials?: 'include';
}

const ALL_CASES: Record<string, SampleCase> = {
  ...CASES,
  'room-create': await page('room-create'),
  'login (public)': await page('login'),
  'upload (multipart)': await page('upload'),
};

const dir = mkdtempSync(path.join(tmpdir(), 'code-samples-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(path.join(dir, 'path/to'), { recursive: true });
const FILE = 'PNG';
writeFileSync(path.join(dir, 'path/to/file'), FILE);
const record = path.join(dir, 'record.json');

writeFileSync(path.join(dir, 'stub.mjs'), `
import { writeFileSync } from 'node:fs';
globalThis.document = {
  querySelector: (selector) => ({ files: [new File([${JSON.stringify(FILE)}], /name=(\\w+)/.exec(selector)?.[1] ?? 'file')] }),
};
globalThis.fetch = async (url, init = {}) => {
  let body = init.body ?? null;
  if (body instanceof FormData) body = { form: [...body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : { file: v.name }]) };
  else if (typeof body === 'string') body = { text: body };
  else if (body) body = { bytes: await new Response(body).text() };
  const sent = { method: init.method ?? 'GET', url, headers: Object.entries(init.headers ?? {}), body };
  if (init.credentials) sent.credentials = init.credentials;
  writeFileSync(process.env.RECORD, JSON.stringify(sent));
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
    if hasattr(data, "read"): body = {"bytes": data.read().decode()}
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
  const form: Field[] = [];
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
    else if (arg === '--data-binary') sent.body = { bytes: readFileSync(path.join(dir, next().replace(/^@/, '')), 'utf8') };
    else if (arg === '-F' || arg === '--form-string') {
      const field = next();
      const [name, value] = [field.slice(0, field.indexOf('=')), field.slice(field.indexOf('=') + 1)];
      form.push([name, arg === '-F' && value.startsWith('@') ? { file: path.basename(value.slice(1)) } : value]);
    } else sent.url = arg;
  }
  if (form.length > 0) sent.body = { form };
  return sent;
}

// A sample that does not parse fails its run with the interpreter's SyntaxError and line, so the
// programs are run without a separate syntax check (a second process each: ~2 s of the file).
function sentByJavaScript(source: string): Sent {
  writeFileSync(path.join(dir, 'sample.mjs'), source);
  run('node', ['--import', './stub.mjs', 'sample.mjs']);
  return JSON.parse(readFileSync(record, 'utf8')) as Sent;
}

/**
 * The Python interpreter itself, asked once: `python3` on the PATH may be a version manager's
 * shim, which costs each run ~0.3 s of CPU (pyenv's here) against ~0.08 s for Python alone.
 */
const PYTHON = execFileSync('python3', ['-c', 'import sys; print(sys.executable)'], { encoding: 'utf8' }).trim();

function sentByPython(source: string): Sent {
  writeFileSync(path.join(dir, 'sample.py'), source);
  run(PYTHON, ['sample.py']);
  return JSON.parse(readFileSync(record, 'utf8')) as Sent;
}

/** The HTTP message read as a server reads it: request line, headers, then the body Content-Length says (or a multipart body by its boundary). */
function sentByHttp(source: string): Sent {
  const [head = '', ...rest] = source.split('\n\n');
  const text = rest.join('\n\n');
  const [requestLine = '', ...lines] = head.split('\n');
  const [method = '', target = '', version] = requestLine.split(' ');
  expect(version).toBe('HTTP/1.1');
  const fields = lines.map((line): [string, string] => [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)]);
  const host = fields.find(([name]) => name === 'Host')?.[1];
  const length = fields.find(([name]) => name === 'Content-Length')?.[1];
  const multipart = fields.find(([name, value]) => name === 'Content-Type' && value.startsWith('multipart/form-data'));
  if (length !== undefined) expect(Buffer.byteLength(text)).toBe(Number(length));
  const fileNote = (note: string) => /^\(the bytes of (.+)\)$/.exec(note)?.[1];
  let body: Sent['body'] = null;
  if (multipart) {
    expect(multipart[1]).toBe(`multipart/form-data; boundary=${HTTP_BOUNDARY}`);
    const parts = text.split(`--${HTTP_BOUNDARY}`);
    expect(parts.shift()).toBe('');
    expect(parts.pop()).toBe('--');
    body = {
      form: parts.map((part): Field => {
        const [partHead = '', value = ''] = part.slice(1, -1).split('\n\n');
        const name = /name="([^"]*)"/.exec(partHead)![1]!;
        const file = fileNote(value);
        return [name, file ? { file: /filename="([^"]*)"/.exec(partHead)![1]! } : value];
      }),
    };
  } else if (rest.length > 0) body = fileNote(text) ? { bytes: readFileSync(path.join(dir, fileNote(text)!), 'utf8') } : { text };
  const headers = fields.filter(([name]) => name !== 'Host' && name !== 'Content-Length' && !(multipart && name === 'Content-Type'));
  return { method, url: `https://${host}${target}`, headers, body };
}

/** What the description asks for, worked out without the templates, each variable spelt by `variable`. */
function expected(shape: RequestShape, variable: (name: keyof typeof ENV) => string = (name) => ENV[name]): Sent {
  const text = (parts: Part[]) => parts.map((part) => (typeof part === 'string' ? part : variable(part.env as keyof typeof ENV))).join('');
  const body = shape.body;
  return {
    method: shape.method,
    url: text(shape.url),
    headers: shape.headers.map((header) => [header.name, text(header.value)]),
    body: !body ? null
      : body.kind === 'json' ? { json: body.value }
      : body.kind === 'text' ? { text: body.text }
      : body.kind === 'file' ? { bytes: FILE }
      : { form: body.fields.map((field) => [field.name, field.file ? { file: field.filename } : field.value]) },
  };
}

/** The request a web page sends: the headers a page may set, the browser's cookies, the constants it declares. */
function expectedFromPage(shape: RequestShape): Sent {
  const page = browserRequest(shape);
  const sent = expected({ ...shape, headers: page.headers }, (name) => `<${name}>`);
  return page.credentials ? { ...sent, credentials: 'include' } : sent;
}

/** JSON bodies compared as values (the languages lay them out differently), form fields in any order (requests sends files last). */
function normalize(sent: Sent): Sent {
  const body = sent.body;
  if (body && 'text' in body && sent.headers.some(([name, value]) => name === 'Content-Type' && /json/.test(value))) return { ...sent, body: { json: JSON.parse(body.text) } };
  if (body && 'form' in body) return { ...sent, body: { form: [...body.form].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))) } };
  return sent;
}

/**
 * The pieces of the request a program does not hold, as readProgram reads it: the URL's and
 * each header's literal text, each variable, and the body (JSON as a value, text as it is,
 * files by their paths). C# and Kotlin give the body's media type to the body, not as a header.
 */
function missing(shape: RequestShape, source: string, dialect: Dialect): string[] {
  const read = readProgram(source, dialect);
  const has = (text: string) => read.literals.some((literal) => literal.includes(text));
  const pieces = (parts: Part[]) => mergeParts(parts).filter((part): part is string => typeof part === 'string');
  const wanted = [
    ...pieces(shape.url),
    ...shape.headers.flatMap((header) => [...(/^content-type$/i.test(header.name) && (dialect === 'csharp' || dialect === 'kotlin') ? [] : [header.name]), ...pieces(header.value)]),
    ...(shape.body?.kind === 'text' ? [shape.body.text] : []),
    ...(shape.body?.kind === 'file' ? [shape.body.path] : []),
    ...(shape.body?.kind === 'multipart' ? shape.body.fields.flatMap((field) => [field.name, field.value]) : []),
  ];
  const json = shape.body?.kind === 'json' ? shape.body.value : undefined;
  const variables = [...shape.url, ...shape.headers.flatMap((header) => header.value)].flatMap((part) => (typeof part === 'string' ? [] : [part.env]));
  return [
    ...read.problems,
    ...wanted.filter((text) => !has(text)).map((text) => `text ${JSON.stringify(text)}`),
    ...variables.filter((name) => !read.env.includes(name)).map((name) => `variable ${name}`),
    ...(shape.body?.kind === 'json' && !read.literals.some((literal) => isJson(literal, json)) ? ['the JSON body'] : []),
  ];
}

const isJson = (text: string, value: unknown) => {
  try {
    return isDeepStrictEqual(JSON.parse(text), value);
  } catch {
    return false;
  }
};

const READ: [string, Dialect][] = [['Java', 'java'], ['C#', 'csharp'], ['PHP', 'php'], ['Ruby', 'ruby'], ['Rust', 'rust'], ['Kotlin', 'kotlin']];

describe.each(Object.entries(ALL_CASES))('%s', (_, { operation: op, schemas = {}, info: apiInfo }) => {
  const samples = buildCodeSamples(op, apiInfo, schemas);
  const source = (label: string) => samples.find((sample) => sample.label === label)!.source;
  const shape = requestShape(op, apiInfo, schemas);
  const want = normalize(expected(shape));

  it('curl passes bash -n and sends the request', () => {
    expect(normalize(sentByCurl(source('curl')))).toEqual(want);
  });
  it('Node.js passes node --check and sends the request', () => {
    expect(normalize(sentByJavaScript(source('Node.js')))).toEqual(want);
  });
  it("a web page's JavaScript sends the request a page may send", () => {
    expect(normalize(sentByJavaScript(source('JavaScript')))).toEqual(normalize(expectedFromPage(shape)));
  });
  it('Python parses and sends the request', () => {
    expect(normalize(sentByPython(source('Python')))).toEqual(want);
  });
  it('the HTTP message is the request', () => {
    expect(normalize(sentByHttp(source('HTTP')))).toEqual(normalize(expected(shape, (name) => `$${name}`)));
  });
  it('Go is a well-formed program', () => {
    expect(checkGoProgram(source('Go'))).toEqual([]);
  });
  it.each(READ)('%s reads as its compiler reads it and holds the whole request', (label, dialect) => {
    expect(missing(shape, source(label), dialect)).toEqual([]);
  });
});
