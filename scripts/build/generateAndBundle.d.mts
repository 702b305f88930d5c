// The types of ./generateAndBundle.mjs (plain JavaScript, so that the build starts without a TypeScript loader).
import type { GeneratedChange } from '../../generator/generateForBuild.ts';

export interface RunningNode {
  ended: Promise<number>;
  stop(): Promise<number>;
}
export declare function generateInChildProcess(spec: string, out: string, site: string, options?: { nodeFlags?: string[]; keep?: boolean }): Promise<{ changed: GeneratedChange; downloads: Promise<void> }>;
export declare function runNode(script: string, args: string[], nodeFlags?: string[]): RunningNode;
export declare function generateAndBundle(options: { spec: string; out: string; site: string; bundle: () => RunningNode; nodeFlags?: string[]; keep?: boolean }): Promise<{ code: number; downloads: Promise<void> }>;
