// The types of ./startShards.mjs (plain JavaScript, so that the build starts the threads without a TypeScript loader).
import type { Worker } from 'node:worker_threads';

/** A pre-rendering thread as started: the thread, and how it ended (exit code, or its error's message). */
export interface StartedShard {
  worker: Worker;
  ended: Promise<number | string>;
}
export declare function prerenderThreadCount(paths: number): number;
export declare function estimatedPaths(root: string): number;
export declare const LARGE_SITE_PATHS: number;
export declare const youngGeneration: (paths: number) => number;
export declare function setThreadFlags(nodeFlags: string[]): void;
export declare function startShard(options?: { semiSpaceMb?: number; highlightsKept?: boolean; execArgv?: string[] }): StartedShard;
