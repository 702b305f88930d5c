// The types of ./bundleModule.mjs (plain JavaScript, so that the build uses it without a TypeScript loader).
export declare const PROJECT: string;
export declare const BUNDLE_IMPORT: string;
export declare function esbuildVersion(): string;
export declare function bundleModule(options: { entry: string; name: string; withPackages: boolean; keepsUrl: RegExp; format?: 'esm' | 'cjs' }): Promise<{ code: string; files: string[] }>;
export declare function modulesUnder(dir: string): string;
