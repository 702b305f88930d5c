import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { snapshotDir } from '../tests/unit/snapshotDir.ts';
import { generateInChildProcess } from './vitePlugin.ts';

function workspace() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bob-build-generate-'));
  cpSync('tests/fixtures/market', path.join(dir, 'spec'), { recursive: true });
  return { spec: path.join(dir, 'spec/openapi.yaml'), out: path.join(dir, 'generated') };
}

describe("the build's generator, in a process of its own", () => {
  it('writes the data as `npm run generate` does and gives the bundled spec for download', async () => {
    const { spec, out } = workspace();
    const downloads = await generateInChildProcess(spec, out);
    expect(downloads.map((d) => d.fileName)).toEqual(['openapi.json', 'openapi.yaml']);
    const document = JSON.parse(downloads[0]!.source) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths).length).toBeGreaterThan(0);
    expect(downloads[1]!.source).toContain('openapi: ');
    expect(Object.keys(snapshotDir(out))).toContain('operations/ping.json');
  });

  it('rejects with the located problems of a broken spec and leaves the previous data as it was', async () => {
    const { spec, out } = workspace();
    await generateInChildProcess(spec, out);
    const before = snapshotDir(out);
    writeFileSync(spec, readFileSync(spec, 'utf8').replace('$ref: ./schemas/Market.yaml', '$ref: ./schemas/Markt.yaml'));
    await expect(generateInChildProcess(spec, out)).rejects.toThrow(/openapi\.yaml:\d+:\d+: error: Can't resolve \$ref/);
    expect(snapshotDir(out)).toEqual(before);
  });
});
