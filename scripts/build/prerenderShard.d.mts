// The types of ./prerenderShard.mjs (plain JavaScript: the pre-rendering threads start without a TypeScript loader).

/** The packages the server bundle imports, which a pre-rendering thread loads while the site is bundled. */
export declare const WARM: string[];

/** The scheduling priority (Unix niceness) a pre-rendering thread lowers its own to, on Linux. */
export declare const PRIORITY: number;
