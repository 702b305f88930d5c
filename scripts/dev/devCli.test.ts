// scripts/dev.mjs as a process: a port already taken is said as `npm run serve` says it.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { expect, it } from 'vitest';

it('exits 1 saying the port is in use, without a stack trace', async () => {
  const taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '0.0.0.0', resolve));
  const port = (taken.address() as { port: number }).port;
  try {
    const child = spawn(process.execPath, [path.resolve(import.meta.dirname, '..', 'dev.mjs')], { env: { ...process.env, PORT: String(port) }, cwd: path.resolve(import.meta.dirname, '..', '..') });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(1);
    expect(out).toContain(`Port ${port} is in use: set PORT to another.`);
    expect(out).not.toMatch(/^\s+at /m);
  } finally {
    taken.close();
  }
});
