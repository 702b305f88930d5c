/**
 * Which part of a build a process is, from its command line (issue 35: "profile where our 15 s
 * go", and take the largest parts first). The build's own processes by the file they run; any
 * other (the anchor's) by its program's name.
 */
const PARTS: [part: string, command: RegExp][] = [
  // npm runs a script in a shell, whose command line names the script's.
  ['shell', /^(\S*\/)?sh -c /],
  ['search index (Pagefind)', /pagefind/],
  ['bundling (vike build)', /\bvike build\b/],
  ['generator', /generator\.cjs|generator\/cli\.ts/],
  // The spec's downloads (openapi.json, openapi.yaml), written beside the bundling.
  ['spec downloads', /specDownloads\.mjs/],
  ['esbuild', /\besbuild\b/],
  // The build script's process pre-renders the pages too, in threads (scripts/build/startShards.mjs).
  ['build script and pre-rendering', /scripts\/build\/build\.mjs/],
  ['npm', /(^|\/)npm(\s|$)/],
];

export function processPart(commandLine: string): string {
  const found = PARTS.find(([, command]) => command.test(commandLine));
  if (found) return found[0];
  const program = commandLine.trim().split(/\s+/)[0] ?? '';
  return program.slice(program.lastIndexOf('/') + 1) || 'unknown';
}

/** A part's CPU time, over all its processes. */
export interface PartCpu {
  part: string;
  ms: number;
  processes: number;
}

/**
 * The CPU time of each process of a tree, as sampled while it runs, summed by part. A sample
 * reads what each process has used so far; a process is counted with its last sample, so what it
 * used after that (up to one interval) and a process shorter than an interval are not counted.
 * Its part is that of its last command line: a process just forked shows its parent's until it
 * runs its own program.
 */
export class CpuByPart {
  readonly #last = new Map<number, { commandLine: string; ms: number }>();

  /** A process's CPU time so far, and its command line ('' once it has ended: the last one is kept). */
  sample(pid: number, ms: number, commandLine: string): void {
    this.#last.set(pid, { commandLine: commandLine || (this.#last.get(pid)?.commandLine ?? ''), ms });
  }

  /** The parts, the costliest first. */
  parts(): PartCpu[] {
    const parts = new Map<string, PartCpu>();
    for (const { commandLine, ms } of this.#last.values()) {
      const part = processPart(commandLine);
      const sum = parts.get(part) ?? { part, ms: 0, processes: 0 };
      sum.ms += ms;
      sum.processes++;
      parts.set(part, sum);
    }
    return [...parts.values()].sort((a, b) => b.ms - a.ms);
  }
}

/** The mean of each part over `runs` (a part missing from a run counts 0 there); its processes, the most of any run. */
export function meanCpuByPart(runs: readonly (readonly PartCpu[])[]): PartCpu[] {
  const parts = new Map<string, PartCpu>();
  for (const run of runs) {
    for (const { part, ms, processes } of run) {
      const sum = parts.get(part) ?? { part, ms: 0, processes: 0 };
      sum.ms += ms / runs.length;
      sum.processes = Math.max(sum.processes, processes);
      parts.set(part, sum);
    }
  }
  return [...parts.values()].sort((a, b) => b.ms - a.ms);
}

/**
 * The parts as a line: "pre-rendering 22.0 s (2 processes), search index (Pagefind) 3.1 s (3
 * processes), …", then what the samples missed of the tree's whole `totalMs` (the rusage the
 * kernel adds up as each process is waited for), when it is at least 0.1 s.
 */
export function formatCpuByPart(parts: readonly PartCpu[], totalMs: number): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const shown = parts.filter((part) => part.ms >= 50).map((part) => `${part.part} ${seconds(part.ms)}${part.processes > 1 ? ` (${part.processes} processes)` : ''}`);
  const missed = totalMs - parts.reduce((sum, part) => sum + part.ms, 0);
  return [...shown, ...(missed >= 100 ? [`not sampled ${seconds(missed)}`] : [])].join(', ');
}
