// The types of ./replaceFile.mjs (plain JavaScript: ./specDownloads.mjs runs without a TypeScript loader).
export declare function replaceFile(file: string, text: string): void;
