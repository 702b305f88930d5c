import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type AnchorRatio, formatAnchorRatio, formatLastAnchorRatio, formatPair, medianFigures, ratios, readAnchorRatio, saveAnchorRatio } from './anchorRatio.ts';
import type { ProcessMeasure } from './measureProcess.ts';

const MB = 1024 * 1024;
/** A build of `seconds`, with `otherCpuSeconds` of other work on the machine meanwhile. */
const build = (seconds: number, cpuSeconds: number, peakMb: number, otherCpuSeconds = 0): ProcessMeasure => ({
  ms: seconds * 1000,
  cpuMs: cpuSeconds * 1000,
  machineCpuMs: (cpuSeconds + otherCpuSeconds) * 1000,
  peakRssBytes: peakMb * MB,
  lines: [],
  cpuByPart: [],
  code: 0,
});

// The figures: the anchor 127.5, 129.4 and 141.2 s, ours 16.5, 16.0 and 14.2 s.
const anchor = [build(127.5, 226, 4800), build(129.4, 250, 4700), build(141.2, 240, 4900)];
const ours = [build(16.5, 30, 750), build(16.0, 26, 760), build(14.2, 28, 740)];
const ratio: AnchorRatio = { measuredAt: '2026-11-27T09:00:00.000Z', revision: 'abc1234', pairs: 3, anchor: medianFigures(anchor), ours: medianFigures(ours) };

describe('the ratio to the anchor', () => {
  it('takes the median of each figure on its own, the middle two averaged for an even count', () => {
    // Cores busy: the median of each build's (226 / 127.5), not the median CPU over the median time.
    expect(medianFigures(anchor)).toEqual({ ms: 129_400, cpuMs: 240_000, cores: 226 / 127.5, peakRssBytes: 4800 * MB, othersCores: 0 });
    expect(medianFigures([build(10, 20, 100, 5), build(20, 20, 300, 20)])).toEqual({ ms: 15_000, cpuMs: 20_000, cores: 1.5, peakRssBytes: 200 * MB, othersCores: 0.75 });
    // The machine's clock ticks can count less than the build's own: no other work, not less than none.
    expect(medianFigures([build(10, 20, 100, -0.01)]).othersCores).toBe(0);
  });

  it('divides the anchor’s medians by ours: the issue’s 8.1 times as fast, 6.4 times less memory', () => {
    const r = ratios(ratio);
    expect(r.ms).toBeCloseTo(129.4 / 16.0);
    expect(r.ms.toFixed(1)).toBe('8.1');
    expect(r.cpuMs).toBeCloseTo(240 / 28);
    expect(r.peakRssBytes.toFixed(1)).toBe('6.4');
  });

  it('prints a pair, the medians, their ratios and the targets as a table', () => {
    expect(formatPair(0, [anchor[0]!, ours[0]!])).toEqual([
      '  pair 1  anchor           127.5 s   226.0 s        1.77      4,800 MB            0.00',
      '          ours              16.5 s    30.0 s        1.82        750 MB            0.00',
    ]);
    expect(formatAnchorRatio(ratio)).toEqual([
      '  median  anchor           129.4 s   240.0 s        1.77      4,800 MB            0.00',
      '          ours              16.0 s    28.0 s        1.82        750 MB            0.00',
      '  anchor ÷ ours               8.1×      8.6×       0.97×          6.4×',
      '✗ ours builds 8.1× as fast as the anchor   (target ≥ 12×, medians)',
      '✗ with 6.4× less memory   (target ≥ 8×, medians)',
    ]);
    const met = { ...ratio, ours: { ...ratio.ours, ms: 10_000, peakRssBytes: 600 * MB } };
    expect(formatAnchorRatio(met).slice(3).map((line) => line[0])).toEqual(['✓', '✓']);
  });

  it('warns when other work kept half a core busy or more beside either side’s builds', () => {
    const busy = { ...ratio, ours: { ...ratio.ours, othersCores: 1.24 } };
    expect(formatAnchorRatio(busy).at(-1)).toBe('⚠ other work kept 1.2 cores busy beside the builds: measure again on a quieter machine');
    expect(formatLastAnchorRatio(busy)).toContain('6.4× less memory (other work kept 1.2 cores busy beside the builds)');
    const quiet = { ...ratio, anchor: { ...ratio.anchor, othersCores: 0.49 } };
    expect(formatAnchorRatio(quiet)).toHaveLength(5);
    expect(formatLastAnchorRatio(quiet)).not.toContain('other work');
  });

  it('gives the plain bench the last ratio, or says that none was measured', () => {
    expect(formatLastAnchorRatio(ratio)).toBe(
      '✗ against the anchor, last measured 2026-11-27 on abc1234 (3 pairs, cold): 8.1× as fast, 6.4× less memory   (targets ≥ 12×, ≥ 8×; npm run bench -- --anchor)',
    );
    expect(formatLastAnchorRatio({ ...ratio, pairs: 1 })).toContain('(1 pair, cold)');
    expect(formatLastAnchorRatio(undefined)).toBe('  against the anchor: not measured in this checkout yet (npm run bench -- --anchor)');
  });
});

describe('the last ratio’s file', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'anchor-ratio-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is read back as saved, in a folder made for it', () => {
    const file = path.join(dir, 'new/last-ratio.json');
    saveAnchorRatio(ratio, file);
    expect(readAnchorRatio(file)).toEqual(ratio);
  });

  it('reads as none when missing or not a ratio', () => {
    expect(readAnchorRatio(path.join(dir, 'missing.json'))).toBeUndefined();
    for (const [name, text] of [['cut.json', '{"measuredAt": "2026-'], ['other.json', '{"pairs": 3}']]) {
      writeFileSync(path.join(dir, name!), text!);
      expect(readAnchorRatio(path.join(dir, name!))).toBeUndefined();
    }
  });
});
