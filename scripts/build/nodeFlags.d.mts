// The types of ./nodeFlags.mjs (plain JavaScript, so that the build starts without a TypeScript loader).
export declare function buildNodeFlags(cores?: number): string[];
