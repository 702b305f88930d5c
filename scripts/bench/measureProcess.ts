import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { CpuByPart, type PartCpu } from './processParts.ts';

export interface ProcessMeasure {
  ms: number;
  /** When each line of the command's standard output appeared, in ms since the start. */
  lines: { ms: number; text: string }[];
  /** The largest resident memory of the whole process tree at any sample (every 50 ms). */
  peakRssBytes: number;
  /** CPU time (user + system) of the command and every process it waited for, all threads. */
  cpuMs: number;
  /**
   * CPU time of the whole machine meanwhile, the command's included: what exceeds `cpuMs` is
   * other work that competed with it (other agents' builds and browsers on a shared machine).
   */
  machineCpuMs: number;
  /** `cpuMs` by the build's parts (./processParts.ts), as sampled every 50 ms. */
  cpuByPart: PartCpu[];
  code: number | null;
}

/**
 * Runs a command and measures its wall time and the peak memory of it and all its children
 * (npm → vike, node …), read from /proc, since Node reports rusage only for itself.
 */
export function measureProcess(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}): Promise<ProcessMeasure> {
  const started = performance.now();
  const cpuBefore = childrenCpuMs();
  const machineBefore = machineCpuMs();
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines: ProcessMeasure['lines'] = [];
  let partial = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    const ms = performance.now() - started;
    const parts = (partial + chunk).split('\n');
    partial = parts.pop()!;
    for (const text of parts) lines.push({ ms, text });
  });
  let peak = 0;
  const byPart = new CpuByPart();
  const timer = setInterval(() => {
    const tree = processTree(child.pid!);
    peak = Math.max(peak, tree.reduce((total, { rssBytes }) => total + rssBytes, 0));
    for (const { pid } of tree) {
      const cpu = processCpuMs(pid);
      if (cpu !== undefined) byPart.sample(pid, cpu, commandLine(pid));
    }
  }, 50);
  return new Promise((resolve) => {
    child.on('exit', (code) => {
      clearInterval(timer);
      const cpuMs = childrenCpuMs() - cpuBefore;
      resolve({ ms: performance.now() - started, lines, peakRssBytes: peak, cpuMs, machineCpuMs: machineCpuMs() - machineBefore, cpuByPart: byPart.parts(), code });
    });
  });
}

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** The fields of a /proc/PID/stat from the 3rd (state) on: the 2nd, the command's name, may hold spaces. */
const statFields = (pid: number | 'self') => readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');

/**
 * The CPU time of this process's children that have ended and been waited for (the kernel adds
 * each one's own waited children): fields cutime and cstime of /proc/self/stat.
 */
function childrenCpuMs(): number {
  const fields = statFields('self');
  // cutime and cstime are the 16th and 17th fields of the whole line.
  return ((Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND) * 1000;
}

/** A process's own CPU time so far (utime and stime, the 14th and 15th fields); undefined once it has ended. */
function processCpuMs(pid: number): number | undefined {
  try {
    const fields = statFields(pid);
    return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1000;
  } catch {
    return undefined;
  }
}

/** A process's command line, its arguments joined by spaces ('' once it has ended). */
function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
  } catch {
    return '';
  }
}

/** The CPU time every process has used since the machine started: the first line of /proc/stat. */
function machineCpuMs(): number {
  // cpu user nice system idle iowait irq softirq steal …: all but idle and iowait are busy.
  const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1).map(Number);
  return ((user! + nice! + system! + irq! + softirq! + steal!) / TICKS_PER_SECOND) * 1000;
}

/** The processes of the tree under `root` (itself included), with their resident memory. */
function processTree(root: number): { pid: number; rssBytes: number }[] {
  const parents = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      parents.set(Number(entry), Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]));
      rss.set(Number(entry), Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) * 1024);
    } catch {
      // The process ended between listing and reading.
    }
  }
  const tree: { pid: number; rssBytes: number }[] = [];
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    tree.push({ pid, rssBytes: rss.get(pid) ?? 0 });
    for (const [child, parent] of parents) if (parent === pid) stack.push(child);
  }
  return tree;
}
