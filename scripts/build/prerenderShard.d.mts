// The types of ./prerenderShard.mjs (plain JavaScript: the pre-rendering processes start without a TypeScript loader).

/** The packages the server bundle imports, which a pre-rendering process loads while the site is bundled. */
export declare const WARM: string[];
