// The types of ./startShards.mjs (plain JavaScript, so that the build starts the processes without a TypeScript loader).
import type { ChildProcess } from 'node:child_process';

/** A pre-rendering process as started: the process, and how it ended (exit code, signal, or why it could not start). */
export interface StartedShard {
  child: ChildProcess;
  ended: Promise<number | string>;
}
export declare function prerenderProcessCount(paths: number): number;
export declare function estimatedPaths(root: string): number;
export declare const heapGrowth: (execArgv: string[]) => string;
export declare const LARGE_SITE_PATHS: number;
export declare const youngGeneration: (paths: number) => string;
export declare function startShard(execArgv: string[], options?: { highlightsKept?: boolean }): StartedShard;
