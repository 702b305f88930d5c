// The types of ./outDir.mjs (plain JavaScript, so that the build starts without a TypeScript loader).
export declare const SITE_OUT_DIR: string;
export declare function clientDir(outDir?: string): string;
export declare function buildOutDir(outDir?: string, project?: string): string;
export declare const BUILD_MARK: string;
export declare function markBuildStart(outDir: string): void;
export declare function assertBuildOutput(outDir: string): void;
