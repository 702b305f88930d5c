import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { median } from './median.ts';
import type { ProcessMeasure } from './measureProcess.ts';
import { ANCHOR_DIR } from './setUpAnchor.ts';

/**
 * Issue 35's targets, as ratios of the medians of builds interleaved in one run: ours at least 12
 * times as fast as the anchor, with 8 times less memory. Machines of one kind differ by a factor
 * of two from one session to the next, so no absolute time means anything.
 */
export const ANCHOR_TARGETS = { speed: 12, memory: 8 } as const;

const Figures = z.object({
  ms: z.number(),
  cpuMs: z.number(),
  /** CPU time over wall time: how many cores the build kept busy. */
  cores: z.number(),
  /** Summed over the build's processes. */
  peakRssBytes: z.number(),
  /** The cores other work kept busy meanwhile: the noise of a shared machine. */
  othersCores: z.number(),
});
type Figures = z.infer<typeof Figures>;

/** One run of `npm run bench -- --anchor`: the medians of each side's builds. */
export const AnchorRatio = z.object({
  measuredAt: z.iso.datetime(),
  /** What was built as ours: a commit, and whether tracked files differed from it. */
  revision: z.string(),
  pairs: z.number().int().positive(),
  anchor: Figures,
  ours: Figures,
});
export type AnchorRatio = z.infer<typeof AnchorRatio>;

/** The last measured ratio, read by the plain bench; beside the anchor, so it goes with it. */
export const ANCHOR_RATIO_FILE = path.join(ANCHOR_DIR, 'last-ratio.json');

export function saveAnchorRatio(ratio: AnchorRatio, file = ANCHOR_RATIO_FILE): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(ratio, null, 2)}\n`);
}

/** The last measured ratio, or undefined when none was measured here (or its file is not one). */
export function readAnchorRatio(file = ANCHOR_RATIO_FILE): AnchorRatio | undefined {
  if (!existsSync(file)) return undefined;
  try {
    return AnchorRatio.parse(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return undefined;
  }
}

/** The median of each figure over `builds`, each figure on its own (cores busy per build). */
export function medianFigures(builds: ProcessMeasure[]): Figures {
  const of = (figure: (build: ProcessMeasure) => number) => median(builds.map(figure));
  return {
    ms: of((b) => b.ms),
    cpuMs: of((b) => b.cpuMs),
    cores: of((b) => b.cpuMs / b.ms),
    peakRssBytes: of((b) => b.peakRssBytes),
    // Clock ticks make the difference a little below zero on a quiet machine.
    othersCores: of((b) => Math.max(0, b.machineCpuMs - b.cpuMs) / b.ms),
  };
}

/** The anchor's figure over ours, each: how many times faster, less CPU, more cores, less memory. */
export function ratios({ anchor, ours }: Pick<AnchorRatio, 'anchor' | 'ours'>): Omit<Figures, 'othersCores'> {
  return { ms: anchor.ms / ours.ms, cpuMs: anchor.cpuMs / ours.cpuMs, cores: anchor.cores / ours.cores, peakRssBytes: anchor.peakRssBytes / ours.peakRssBytes };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024).toLocaleString('en-US')} MB`;
const times = (ratio: number, digits = 1) => `${ratio.toFixed(digits)}×`;
const mark = (ok: boolean) => (ok ? '✓' : '✗');

/**
 * Other work keeping half a core busy or more beside a build (the median of either side's): its
 * wall time then says little. Our pre-rendering threads run at a lower priority than the
 * anchor's (scripts/build/prerenderThreads.ts), so they lose more to it.
 */
const BUSY_MACHINE_CORES = 0.5;
const busyWarning = ({ anchor, ours }: AnchorRatio) => {
  const others = Math.max(anchor.othersCores, ours.othersCores);
  return others >= BUSY_MACHINE_CORES ? `other work kept ${others.toFixed(1)} cores busy beside the builds` : undefined;
};
export const countPairs = (pairs: number) => `${pairs} pair${pairs === 1 ? '' : 's'}`;

function row(label: string, cells: string[]): string {
  return `  ${label.padEnd(22)}${cells.map((cell, i) => cell.padStart([10, 10, 12, 14, 16][i]!)).join('')}`;
}
const figuresRow = (label: string, f: Figures) => row(label, [seconds(f.ms), seconds(f.cpuMs), f.cores.toFixed(2), megabytes(f.peakRssBytes), f.othersCores.toFixed(2)]);

export const ANCHOR_TABLE_HEADER = row('', ['wall', 'CPU', 'cores busy', 'peak memory', "others' cores"]);

/** A pair's two builds, the anchor's first whichever ran first. */
export function formatPair(pair: number, [anchor, ours]: [ProcessMeasure, ProcessMeasure]): string[] {
  return [figuresRow(`pair ${pair + 1}  anchor`, medianFigures([anchor])), figuresRow('        ours', medianFigures([ours]))];
}

/** The medians, their ratios, and the ratios against the targets. */
export function formatAnchorRatio(ratio: AnchorRatio): string[] {
  const r = ratios(ratio);
  const busy = busyWarning(ratio);
  return [
    figuresRow('median  anchor', ratio.anchor),
    figuresRow('        ours', ratio.ours),
    row('anchor ÷ ours', [times(r.ms), times(r.cpuMs), times(r.cores, 2), times(r.peakRssBytes)]),
    `${mark(r.ms >= ANCHOR_TARGETS.speed)} ours builds ${times(r.ms)} as fast as the anchor   (target ≥ ${ANCHOR_TARGETS.speed}×, medians)`,
    `${mark(r.peakRssBytes >= ANCHOR_TARGETS.memory)} with ${times(r.peakRssBytes)} less memory   (target ≥ ${ANCHOR_TARGETS.memory}×, medians)`,
    ...(busy ? [`⚠ ${busy}: measure again on a quieter machine`] : []),
  ];
}

/** For the plain bench, whose own figures no absolute target can judge: the last measured ratio. */
export function formatLastAnchorRatio(ratio: AnchorRatio | undefined): string {
  if (!ratio) return '  against the anchor: not measured in this checkout yet (npm run bench -- --anchor)';
  const r = ratios(ratio);
  const busy = busyWarning(ratio);
  return (
    `${mark(r.ms >= ANCHOR_TARGETS.speed && r.peakRssBytes >= ANCHOR_TARGETS.memory)} against the anchor, last measured ${ratio.measuredAt.slice(0, 10)} on ${ratio.revision} (${countPairs(ratio.pairs)}, cold): ` +
    `${times(r.ms)} as fast, ${times(r.peakRssBytes)} less memory${busy ? ` (${busy})` : ''}   (targets ≥ ${ANCHOR_TARGETS.speed}×, ≥ ${ANCHOR_TARGETS.memory}×; npm run bench -- --anchor)`
  );
}
