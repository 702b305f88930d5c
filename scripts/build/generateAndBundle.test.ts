import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { generatedChange } from '../../generator/generateForBuild.ts';
import { snapshotDir } from '../../tests/unit/snapshotDir.ts';
import { generateAndBundle, generateInChildProcess, runNode } from './generateAndBundle.mjs';

function workspace() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bob-build-generate-'));
  cpSync('tests/fixtures/market', path.join(dir, 'spec'), { recursive: true });
  return { dir, spec: path.join(dir, 'spec/openapi.yaml'), out: path.join(dir, 'generated'), site: path.join(dir, 'site') };
}

/** Breaks the fixture spec with a reference to a file that does not exist. */
const breakSpec = (spec: string) => writeFileSync(spec, readFileSync(spec, 'utf8').replace('$ref: ./schemas/Market.yaml', '$ref: ./schemas/Markt.yaml'));

describe("the build's generator, in a process of its own", () => {
  it('writes the data as `npm run generate` does and the bundled spec for download, and says what changed', async () => {
    const { spec, out, site } = workspace();
    const generated = await generateInChildProcess(spec, out, site);
    expect(generated.changed).toBe('modules');
    expect(Object.keys(snapshotDir(out))).toContain('operations/ping.json');
    // The downloads come once the build has been told the data is there.
    await generated.downloads;
    const document = JSON.parse(readFileSync(path.join(site, 'openapi.json'), 'utf8')) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths).length).toBeGreaterThan(0);
    expect(readFileSync(path.join(site, 'openapi.yaml'), 'utf8')).toContain('openapi: ');
    expect((await generateInChildProcess(spec, out, site)).changed).toBe('nothing');
  });

  it('says when the downloads could not be written, the data written', async () => {
    const { spec, out, dir } = workspace();
    // The site's folder is a file: the downloads cannot go there.
    writeFileSync(path.join(dir, 'site'), '');
    const { changed, downloads } = await generateInChildProcess(spec, out, path.join(dir, 'site'));
    expect(changed).toBe('modules');
    await expect(downloads).rejects.toThrow(/Writing the spec's downloads into .* failed \(exit code 1\)/);
  });

  it('rejects with the located problems of a broken spec and leaves the previous data as it was', async () => {
    const { spec, out, site } = workspace();
    await (await generateInChildProcess(spec, out, site)).downloads;
    const before = snapshotDir(out);
    breakSpec(spec);
    await expect(generateInChildProcess(spec, out, site)).rejects.toThrow(/openapi\.yaml:\d+:\d+: error: Can't resolve \$ref/);
    expect(snapshotDir(out)).toEqual(before);
  });
});

describe('what generating changed', () => {
  const drift = (files: string[]) => ({ added: [], removed: [], changed: files });
  it('is data when only JSON files changed, modules when anything else did', () => {
    expect(generatedChange(drift([]))).toBe('nothing');
    expect(generatedChange(drift(['operations/ping.json', 'schemas/market.json']))).toBe('data');
    expect(generatedChange(drift(['operations/ping.json', 'sidebar.ts']))).toBe('modules');
    expect(generatedChange({ added: [], removed: ['routes.ts'], changed: [] })).toBe('modules');
  });
});

describe('generating and bundling at once', () => {
  /**
   * A stand-in bundler: a Node script that appends its start to a log, takes the next of `ms`
   * (one per run), then appends its end and exits with `code`. The log shows which runs ended.
   */
  function fakeBundler(dir: string, { ms, code }: { ms: number[]; code: number }) {
    const log = path.join(dir, 'bundler.log');
    const script = path.join(dir, 'bundler.mjs');
    writeFileSync(log, '');
    writeFileSync(script, `import { appendFileSync } from 'node:fs';\nappendFileSync(${JSON.stringify(log)}, 'start\\n');\nsetTimeout(() => { appendFileSync(${JSON.stringify(log)}, 'end\\n'); process.exit(${code}); }, Number(process.argv[2]));\n`);
    let runs = 0;
    return {
      bundle: () => runNode(script, [String(ms[runs++])]),
      runs: () => runs,
      log: () => readFileSync(log, 'utf8'),
    };
  }

  /**
   * A workspace whose generated output is already up to date, with a stand-in bundler in it: a
   * copy of one generated once, as the generator's process cost each of four tests ~1.5 s (issue
   * 33). Its record names the spec's files relative to it, so a copy is up to date as well.
   */
  let generated: Promise<string> | undefined;
  async function upToDate(bundling: { ms: number[]; code: number }) {
    generated ??= (async () => {
      const { dir, spec, out, site } = workspace();
      await (await generateInChildProcess(spec, out, site)).downloads;
      return dir;
    })();
    const dir = mkdtempSync(path.join(tmpdir(), 'bob-build-generate-'));
    cpSync(await generated, dir, { recursive: true });
    return { spec: path.join(dir, 'spec/openapi.yaml'), out: path.join(dir, 'generated'), site: path.join(dir, 'site'), bundler: fakeBundler(dir, bundling) };
  }

  it('bundles once when the generated output was already up to date', async () => {
    const { spec, out, site, bundler } = await upToDate({ ms: [100], code: 0 });
    expect((await generateAndBundle({ spec, out, site, bundle: bundler.bundle })).code).toBe(0);
    expect(bundler.runs()).toBe(1);
    expect(bundler.log()).toBe('start\nend\n');
  });

  it('leaves the generator out while the output is as its record says, and writes the downloads from the bundled spec it holds', async () => {
    const { spec, out, site, bundler } = await upToDate({ ms: [100], code: 0 });
    rmSync(site, { recursive: true });
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      const { code, downloads } = await generateAndBundle({ spec, out, site, bundle: bundler.bundle });
      expect(code).toBe(0);
      await downloads;
      expect(log.mock.calls.flat().join('\n')).toContain('not generated again');
    } finally {
      log.mockRestore();
    }
    expect(readFileSync(path.join(site, 'openapi.json'), 'utf8')).toBe(readFileSync(path.join(out, 'openapi.json'), 'utf8'));
    expect(readFileSync(path.join(site, 'openapi.yaml'), 'utf8')).toMatch(/^openapi: 3\./);
  });

  it('generates again when the output is no longer as recorded', async () => {
    const { spec, out, site, bundler } = await upToDate({ ms: [100], code: 0 });
    const ping = path.join(out, 'operations/ping.json');
    const generated = readFileSync(ping, 'utf8');
    writeFileSync(ping, '{}\n');
    expect((await generateAndBundle({ spec, out, site, bundle: bundler.bundle })).code).toBe(0);
    expect(readFileSync(ping, 'utf8')).toBe(generated);
    // Only data changed: the bundles did not read it, so they were made once.
    expect(bundler.runs()).toBe(1);
  });

  it('stops the bundler and bundles again once the generator has changed the modules the bundles import', async () => {
    const { dir, spec, out, site } = workspace();
    // The first bundling would outlast the test's time: it is stopped, not waited for.
    const bundler = fakeBundler(dir, { ms: [60_000, 100], code: 0 });
    expect((await generateAndBundle({ spec, out, site, bundle: bundler.bundle })).code).toBe(0);
    expect(bundler.runs()).toBe(2);
    expect(bundler.log()).toBe('start\nstart\nend\n');
  }, 20_000);

  it('stops the bundler and fails with the located problems when the spec does not generate', async () => {
    const { dir, spec, out, site } = workspace();
    breakSpec(spec);
    const bundler = fakeBundler(dir, { ms: [30_000], code: 0 });
    await expect(generateAndBundle({ spec, out, site, bundle: bundler.bundle })).rejects.toThrow(/Can't resolve \$ref/);
    expect(bundler.runs()).toBe(1);
    expect(bundler.log()).toBe('start\n');
  });

  it("gives the bundler's exit code when it fails with the output up to date", async () => {
    const { spec, out, site, bundler } = await upToDate({ ms: [10], code: 3 });
    expect((await generateAndBundle({ spec, out, site, bundle: bundler.bundle })).code).toBe(3);
    expect(bundler.runs()).toBe(1);
  });
});
