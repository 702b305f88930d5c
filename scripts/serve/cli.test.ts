// scripts/serve.ts as a process: the startup line, the missing-root message, clean shutdown.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

const SCRIPT = path.resolve(import.meta.dirname, '..', 'serve.ts');
const root = mkdtempSync(path.join(tmpdir(), 'serve-cli-'));
writeFileSync(path.join(root, 'index.html'), '<h1>cli</h1>');
afterAll(() => rmSync(root, { recursive: true, force: true }));

// `node --import tsx` rather than the tsx CLI, so signals reach the script itself.
function start(args: string[], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, ...args], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    cwd: path.resolve(import.meta.dirname, '..', '..'),
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => out };
}

/** The port the server says it listens on. */
function listening({ child, exited, output }: ReturnType<typeof start>) {
  return new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /Serving .+ on http:\/\/localhost:(\d+)/.exec(output());
      if (match) resolve(match[1]!);
    });
    exited.then(() => reject(new Error(`exited early: ${output()}`)));
  });
}

it('serves --root, then exits 0 on SIGTERM', async () => {
  const server = start(['--root', root]);
  const port = await listening(server);
  expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toContain('cli');
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
});

it('serves, without --root, what the build wrote: the client directory under SITE_OUT_DIR', async () => {
  const outDir = path.join(root, 'out');
  mkdirSync(path.join(outDir, 'client'), { recursive: true });
  writeFileSync(path.join(outDir, 'client', 'index.html'), '<h1>variant build</h1>');
  const server = start([], { SITE_OUT_DIR: outDir });
  const port = await listening(server);
  expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toContain('variant build');
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
});

it('exits 1 with what PORT must be when it is not a port, no stack trace', async () => {
  for (const PORT of ['abc', '70000', '-1']) {
    const { exited, output } = start(['--root', root], { PORT });
    expect(await exited).toBe(1);
    expect(output().trim()).toBe(`PORT must be a whole number from 0 to 65535 (it is "${PORT}"); 0 picks a free one.`);
  }
});

it('exits 1 with a hint when the root is missing', async () => {
  const { exited, output } = start(['--root', path.join(root, 'missing')]);
  expect(await exited).toBe(1);
  expect(output()).toContain('run npm run build first');
});
