// The types of ./specDownloads.mjs (plain JavaScript, so that the build runs it without a TypeScript loader).

/** A file of the site made from the spec. */
export interface SpecDownload {
  fileName: string;
  source: string;
}
export declare const SPEC_JSON: 'openapi.json';
export declare const specJson: (document: unknown) => string;
export declare function specDownloads(json: string, kept?: string): SpecDownload[];
export declare function yamlOf(document: unknown, kept: ReadonlyMap<string, string>): { yaml: string; pieces: Map<string, string>; changed: boolean };
