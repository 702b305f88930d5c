// The types of ./port.mjs (plain JavaScript, for scripts/dev.mjs).
export declare function portOrExit(value: string | undefined, fallback: number): number;
