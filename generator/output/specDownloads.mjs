// The bundled spec as the site offers it for download, `/openapi.json` and `/openapi.yaml`. Plain
// JavaScript, so that the build writes them without a TypeScript loader when it leaves the
// generator out (generator/output/inputs.mjs): run as `node specDownloads.mjs OUT SITE`, it writes
// them into the site SITE from the generated output OUT, in a process of its own, so that the
// build's own memory does not keep the document (GitHub's: ~200 MB). Its types are in
// ./specDownloads.d.mts.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  const [out, site] = process.argv.slice(2);
  mkdirSync(site, { recursive: true });
  for (const { fileName, source } of specDownloads(readFileSync(path.join(out, SPEC_JSON), 'utf8'))) writeFileSync(path.join(site, fileName), source);
}
