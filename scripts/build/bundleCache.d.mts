// The types of ./bundleCache.mjs (plain JavaScript, so that the build script makes the bundles' key before any TypeScript loader is up).
export declare const BUNDLE_INPUTS: string[];
export declare const LOADED_FILES: string;
export declare function notBundled(file: string): boolean;
export declare function bundleEnv(env?: Record<string, string | undefined>): string[];
export declare function bundleKey(options?: { project?: string; args?: string[]; env?: Record<string, string | undefined> }): string;
export declare function uncovered(loaded: string[], project?: string): string[];
export declare function bundleCacheDir(outDir: string): string;
export declare function storeBundles(outDir: string, key: string, since: number, except: string[]): boolean;
export declare function keptBundles(outDir: string, key: string): string | undefined;
export declare function restoreBundles(dir: string, outDir: string): string[];
