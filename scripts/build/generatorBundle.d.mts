// The types of ./generatorBundle.mjs (plain JavaScript, so that the build uses it without a TypeScript loader).
export declare function generatorBundle(options?: { cache?: string; identity?: string }): Promise<string>;
