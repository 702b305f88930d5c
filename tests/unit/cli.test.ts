import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../../generator/runCli.ts';
import { captureConsole } from './captureConsole.ts';
import { snapshotDir } from './snapshotDir.ts';

// The CLI as a process once (an unknown option), and its function in this process for the other
// cases: each of their eleven processes cost a second of CPU to start (issue 33).
const spawnCli = (...args: string[]) => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'generator/cli.ts', ...args], { encoding: 'utf8' });
  return { code: run.status, out: run.stdout, err: run.stderr };
};
const cli = (...args: string[]) => captureConsole(() => runCli(args));

function workspace() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bob-cli-'));
  cpSync('tests/fixtures/market', path.join(dir, 'spec'), { recursive: true });
  return { spec: path.join(dir, 'spec/openapi.yaml'), out: path.join(dir, 'generated') };
}

describe('the generator CLI', () => {
  it('prints help for each command', async () => {
    for (const command of ['generate', 'check']) {
      const { code, out } = await cli(command, '--help');
      expect(code).toBe(0);
      expect(out).toContain(`npm run ${command}`);
      expect(out).toContain('--spec FILE');
    }
  });

  it('rejects an unknown option with the usage, no stack trace', () => {
    const { code, err } = spawnCli('generate', '--spek', 'x.yaml');
    expect(code).toBe(1);
    expect(err).toContain("Unknown option '--spek'");
    expect(err).toContain('Usage: npm run generate');
    expect(err).not.toMatch(/\n\s+at /);
  });

  it('reports a broken spec with file:line, exits 1 and leaves the previous output byte-for-byte', async () => {
    const { spec, out } = workspace();
    expect((await cli('generate', '--spec', spec, '--out', out)).code).toBe(0);
    const before = snapshotDir(out);

    writeFileSync(spec, readFileSync(spec, 'utf8').replace('$ref: ./schemas/Market.yaml', '$ref: ./schemas/Markt.yaml'));
    const { code, err } = await cli('generate', '--spec', spec, '--out', out);
    expect(code).toBe(1);
    expect(err).toMatch(/openapi\.yaml:\d+:\d+: error: Can't resolve \$ref/);
    expect(err).not.toMatch(/\n\s+at (async )?\w+ \(/);
    expect(snapshotDir(out)).toEqual(before);
  });

  it('check catches drift, lists it, and passes again after regenerating', async () => {
    const { spec, out } = workspace();
    await cli('generate', '--spec', spec, '--out', out);
    expect((await cli('check', '--spec', spec, '--out', out, '--skip-types')).code).toBe(0);

    const source = readFileSync(spec, 'utf8')
      .replace('summary: Ping with a body', 'summary: Ping with a JSON body')
      .replace('operationId: swap30Sec', 'operationId: swap1Min');
    writeFileSync(spec, source);
    const market = path.join(path.dirname(spec), 'schemas/Market.yaml');
    writeFileSync(market, readFileSync(market, 'utf8').replace('description: Who runs it', 'description: Who runs the market'));
    const drifted = await cli('check', '--spec', spec, '--out', out, '--skip-types');
    expect(drifted.code).toBe(1);
    expect(drifted.out).toContain('out of date');
    expect(drifted.out).toContain('added    operations/swap-1-min.json');
    expect(drifted.out).toContain('removed  operations/swap-30-sec.json');
    expect(drifted.out).toContain('changed  operations/ping-1.json');
    expect(drifted.out).toContain('changed  sidebar.ts');
    // A shared schema's edit drifts its own file, not the operations that refer to it.
    expect(drifted.out).toContain('changed  schemas/Market.json');
    expect(drifted.out).not.toContain('operations/market-closed.json');
    expect(drifted.out).toContain('npm run generate');

    expect((await cli('generate', '--spec', spec, '--out', out)).code).toBe(0);
    expect((await cli('check', '--spec', spec, '--out', out, '--skip-types')).code).toBe(0);
  });

  it('works on a 3.0 document without operationIds, tags or lint config', async () => {
    const out = path.join(mkdtempSync(path.join(tmpdir(), 'bob-cli-')), 'out');
    const { code, out: stdout } = await cli('generate', '--spec', 'node_modules/@readme/oas-examples/3.0/yaml/petstore-simple-no-tags.yaml', '--out', out);
    expect(code).toBe(0);
    expect(stdout).toContain('Generated 2 operations');
    expect(readFileSync(path.join(out, 'sidebar.ts'), 'utf8')).toContain('"name": "default"');
  });
});
