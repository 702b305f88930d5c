// The types of ./replaceFile.mjs (plain JavaScript: ./specDownloads.mjs and the build's scripts run without a TypeScript loader).
export declare function replaceFile(file: string, content: string | NodeJS.ArrayBufferView): void;
export declare const temporaryPath: (file: string) => string;
export declare const isTemporary: (file: string) => boolean;
