import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runDiff } from '../../scripts/diff/runDiff.ts';
import { captureConsole } from './captureConsole.ts';

const SCRIPT = path.resolve('scripts/diff.ts');
const TSX = pathToFileURL(path.resolve('node_modules/tsx/dist/loader.mjs')).href;
const BASE = path.resolve('tests/fixtures/diff/base.yaml');
const REVISION = path.resolve('tests/fixtures/diff/revision.yaml');

// `npm run diff` as a process once, in a repository of its own, and its function in this process
// for the other cases: each process cost a second of CPU to start (issue 33). A git
// revision is read from the working directory's repository: `cwd` is where it runs.
const spawnDiff = (args: string[], cwd: string) => {
  const run = spawnSync(process.execPath, ['--import', TSX, SCRIPT, ...args], { encoding: 'utf8', cwd });
  return { code: run.status, out: run.stdout, err: run.stderr };
};
async function diff(args: string[], cwd = process.cwd()) {
  const home = process.cwd();
  process.chdir(cwd);
  try {
    return await captureConsole(() => runDiff(args));
  } finally {
    process.chdir(home);
  }
}
const noStack = (text: string) => expect(text).not.toMatch(/\n\s+at .*\.(ts|js):\d+/);

/** A git repository whose one commit has the base fixture as spec/openapi.yaml. */
function repository() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bob-diff-'));
  mkdirSync(path.join(dir, 'spec'));
  copyFileSync(BASE, path.join(dir, 'spec/openapi.yaml'));
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.org', ...args], { cwd: dir });
  git('init', '-q');
  git('add', '.');
  git('commit', '-q', '-m', 'base');
  return dir;
}

describe('npm run diff', () => {
  it('compares with a git revision: exit 1 when something breaking changed, files named REF:path', () => {
    const dir = repository();
    copyFileSync(REVISION, path.join(dir, 'spec/openapi.yaml'));
    const { code, out } = spawnDiff(['--base', 'HEAD'], dir);
    expect(code).toBe(1);
    expect(out).toContain('Comparing spec/openapi.yaml with HEAD:spec/openapi.yaml');
    expect(out).toMatch(/DELETE \/pets\/\{petId\} {2}\(delete-pet\)\n {2}✖ breaking +Operation `DELETE \/pets\/\{petId\}` was removed\.\n {4}at HEAD:spec\/openapi\.yaml:\d+/);
  });

  it('exits 0 when only non-breaking changes were made', async () => {
    const dir = repository();
    const spec = path.join(dir, 'spec/openapi.yaml');
    writeFileSync(spec, readFileSync(spec, 'utf8').replace('  /health:\n', '  /version:\n    get:\n      operationId: version\n      responses:\n        \'200\':\n          description: The version\n  /health:\n'));
    const { code, out } = await diff(['--base', 'HEAD', '--format', 'github'], dir);
    const line = readFileSync(spec, 'utf8').split('\n').indexOf('  /version:') + 2; // its `get:`
    expect(out).toBe(`::notice file=spec/openapi.yaml,line=${line},col=5,title=API change (operation-added)::GET /version: The operation was added.\n`);
    expect(code).toBe(0);
  });

  it('compares with another file, in every format, each naming what changed as the spec names it', async () => {
    for (const format of ['text', 'markdown', 'json', 'github']) {
      const { code, out } = await diff(['--base', BASE, '--spec', REVISION, '--format', format]);
      expect(code, format).toBe(1);
      expect(out, format).toContain('X-Tenant');
      // An operation's first parameters and a response's first header (issue 34).
      for (const said of ['Query parameter `holdoutOptional` added (optional).', 'Header parameter `X-Region` added (required).', 'Response header `X-Trace` added to 200.', 'Enum value `archived` added to `Room.state`.']) expect(out, format).toContain(said);
      expect(out, format).not.toMatch(/ParameterList|HeadersMap|SchemaProperties/);
    }
  });

  it('compares a Swagger 2.0 base with the OpenAPI 3 it moved to, placing changes in the 2.0 files', async () => {
    const swagger2 = 'tests/fixtures/swagger2/shop.yaml';
    const moved = 'tests/fixtures/swagger2/shop-openapi3.yaml';
    expect(await diff(['--base', swagger2, '--spec', moved])).toMatchObject({ code: 0, out: expect.stringContaining('No changes to the API contract.') });
    const dir = mkdtempSync(path.join(tmpdir(), 'bob-diff2-'));
    const revision = path.join(dir, 'openapi.yaml');
    writeFileSync(revision, readFileSync(moved, 'utf8').replace(/^ {2}\/orders:\n(?: {4}.*\n)+/m, ''));
    const { code, out } = await diff(['--base', swagger2, '--spec', revision]);
    expect(code).toBe(1);
    const lines = readFileSync(swagger2, 'utf8').split('\n');
    const line = lines.indexOf('    post:', lines.indexOf('  /orders:')) + 1; // the removed operation, as the 2.0 file writes it
    expect(out).toContain(`POST /orders  (place-order)\n  ✖ breaking`);
    expect(out).toContain(`at ${swagger2}:${line}:5`);
    // And the other way round: a 2.0 revision of a 3.x base.
    expect(await diff(['--base', revision, '--spec', swagger2])).toMatchObject({ code: 0, out: expect.stringMatching(/POST \/orders.*\n.*non-breaking/) });
  });

  it('exits 2 with a clear message on bad usage', async () => {
    for (const [args, message] of [
      [[], '--base is required'],
      [['--base', BASE, '--format', 'xml'], '--format xml is not one of text, markdown, json, github'],
      [['--base', BASE, '--colour'], "Unknown option '--colour'"],
      [['--base', 'no-such-revision'], 'neither a file nor a git revision'],
    ] as const) {
      const { code, err } = await diff([...args]);
      expect(code, args.join(' ')).toBe(2);
      expect(err).toContain(message);
      noStack(err);
    }
  });

  it('names a git base that cannot be read as REF:path', async () => {
    const dir = repository();
    writeFileSync(path.join(dir, 'spec/openapi.yaml'), 'openapi: 3.1.0\ninfo: { title: T, version: "1" }\npaths:\n');
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.org', 'commit', '-q', '-am', 'broken'], { cwd: dir });
    copyFileSync(BASE, path.join(dir, 'spec/openapi.yaml'));
    const { code, err } = await diff(['--base', 'HEAD'], dir);
    expect(code).toBe(2);
    expect(err).toContain('The spec HEAD:spec/openapi.yaml has 1 error.');
    expect(err).toMatch(/^HEAD:spec\/openapi\.yaml:3:1: error: /m);
    expect(err).not.toContain('spec-base-');
  });

  it('exits 2 with the located problem when a spec cannot be read', async () => {
    const { code, err } = await diff(['--base', BASE, '--spec', 'tests/fixtures/bad/broken-ref.yaml']);
    expect(code).toBe(2);
    expect(err).toMatch(/broken-ref\.yaml:\d+:\d+/);
    noStack(err);
  });
});
