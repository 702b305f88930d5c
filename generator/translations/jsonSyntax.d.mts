// The types of ./jsonSyntax.mjs.
export declare function parseJson(text: string): unknown;
export declare function jsonSyntaxError(text: string): { reason: string; line?: number; col?: number } | undefined;
export declare function notJsonMessage(file: string, text: string): string;
