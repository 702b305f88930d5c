// The types of ./localeFiles.mjs (plain JavaScript, so that the build checks the locales without a TypeScript loader).
export declare function readLocaleFile(file: string): unknown;
export declare function localeFileProblems(dir?: string, only?: string): string[];
