// The types of ./prerenderShard.mjs (plain JavaScript: the pre-rendering processes start without a TypeScript loader).

/** The packages the server bundle imports, which a pre-rendering process loads while the site is bundled. */
export declare const WARM: string[];

/** The argument of a pre-rendering process whose pages take their code's HTML from the highlight cache: shiki's engine is loaded when first needed. */
export declare const HIGHLIGHTS_KEPT: string;
