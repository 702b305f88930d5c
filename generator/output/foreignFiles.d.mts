// The types of ./foreignFiles.mjs (plain JavaScript: the build's scripts run without a TypeScript loader).
export declare function foreignFiles(dir: string, ours: (entries: string[]) => boolean): string | undefined;
export declare const isFile: (dir: string) => boolean;
