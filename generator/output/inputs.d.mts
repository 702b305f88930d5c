// The types of ./inputs.mjs (plain JavaScript, so that the build checks the record without a TypeScript loader).

/** Where a generator's code and templates are: the project's own unless a test says otherwise. */
export interface GeneratorSource {
  root: string;
  dirs: string[];
}
export declare const INPUTS_FILE: 'inputs.json';
export declare function generatorIdentity(generator?: GeneratorSource): string;
export declare function inputsRecord(
  input: { outDir: string; sources: string[]; config: string; files: ReadonlyMap<string, string> },
  generator?: GeneratorSource,
): string;
export declare function inputsCurrent(outDir: string, specFile: string, generator?: GeneratorSource): boolean;
export declare function listFiles(dir: string): string[];
