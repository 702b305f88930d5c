// The bundled spec as the site offers it for download, `/openapi.json` and `/openapi.yaml`. Plain
// JavaScript, so that the build writes them without a TypeScript loader when it leaves the
// generator out (generator/output/inputs.mjs); its types are in ./specDownloads.d.mts.
import { dump } from 'js-yaml';

/** The generated file that holds the bundled spec (every external `$ref` pulled in). */
export const SPEC_JSON = 'openapi.json';

/** The bundled document as {@link SPEC_JSON} holds it: two-space indented, so that its diff reads. */
export const specJson = (document) => `${JSON.stringify(document, null, 2)}\n`;

/**
 * The downloads, made from {@link SPEC_JSON}'s text: it, and the same document in YAML, written
 * as `redocly bundle` writes it (js-yaml, what @redocly/openapi-core's writer is).
 */
export function specDownloads(json) {
  return [
    { fileName: 'openapi.json', source: json },
    { fileName: 'openapi.yaml', source: dump(JSON.parse(json), { lineWidth: -1, noRefs: true }) },
  ];
}
