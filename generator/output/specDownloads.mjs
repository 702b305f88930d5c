// The bundled spec as the site offers it for download, `/openapi.json` and `/openapi.yaml`. Plain
// JavaScript, so that the build writes them without a TypeScript loader when it leaves the
// generator out (generator/output/inputs.mjs): run as `node specDownloads.mjs OUT SITE`, it writes
// them into the site SITE from the generated output OUT, in a process of its own, so that the
// build's own memory does not keep the document (GitHub's: ~200 MB). Its types are in
// ./specDownloads.d.mts.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { dump } from 'js-yaml';
import { replaceFile } from './replaceFile.mjs';

/** The generated file that holds the bundled spec (every external `$ref` pulled in). */
export const SPEC_JSON = 'openapi.json';

/** The bundled document as {@link SPEC_JSON} holds it: two-space indented, so that its diff reads. */
export const specJson = (document) => `${JSON.stringify(document, null, 2)}\n`;

/**
 * The downloads, made from {@link SPEC_JSON}'s text: it, and the same document in YAML, written
 * as `redocly bundle` writes it (js-yaml, what @redocly/openapi-core's writer is). `kept`: a file
 * where the YAML of the document's parts is kept from run to run (the build's generator:
 * generator/generateForBuild.ts), so that a spec edited in one place is written again there
 * only ({@link yamlOf}).
 */
export function specDownloads(json, kept) {
  return [
    { fileName: 'openapi.json', source: json },
    { fileName: 'openapi.yaml', source: kept === undefined ? dump(JSON.parse(json), YAML_OPTIONS) : keptYaml(JSON.parse(json), kept) },
  ];
}

/**
 * `document`'s YAML from the pieces kept in the file `kept`, which then holds this run's. Only
 * where pieces are kept: cut, hashed and dumped piece by piece, a document takes more CPU than
 * dumped whole (a cold build's downloads, `npm run generate`).
 */
function keptYaml(document, kept) {
  const { yaml, pieces, changed } = yamlOf(document, keptPieces(kept));
  if (changed) keepPieces(kept, pieces);
  return yaml;
}

const YAML_OPTIONS = { lineWidth: -1, noRefs: true };

/** How deep {@link yamlOf} cuts the document: its top-level entries' entries (each path, each kind of component), and theirs (each schema). */
const PIECE_DEPTH = 2;

const isMapping = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * `document` in YAML as js-yaml dumps it whole, made piece by piece: each entry down to
 * {@link PIECE_DEPTH} is dumped on its own and indented to its depth, which is the same text
 * (lines are never folded, nothing is anchored: checked on our spec, GitHub's and 60 examples),
 * and a piece found in `kept` (by its depth and JSON) is not dumped again. Dumping our spec
 * whole took ~0.2-0.25 s of a one-description rebuild's CPU; from kept pieces, ~0.03 s. Returns
 * the YAML, its pieces, and whether they differ from those kept.
 */
export function yamlOf(document, kept) {
  // A document that is not a mapping (no OpenAPI document) is dumped whole.
  if (!isMapping(document)) return { yaml: dump(document, YAML_OPTIONS), pieces: new Map(), changed: kept.size > 0 };
  const pieces = new Map();
  let dumped = false;
  const entry = (key, value, depth) => {
    if (depth < PIECE_DEPTH && isMapping(value) && Object.keys(value).length > 0) {
      // The key as js-yaml writes it (quoted or not) on a line of its own; a key it writes another way is not cut.
      const head = dump({ [key]: null }, YAML_OPTIONS);
      if (head.endsWith(': null\n') && !head.startsWith('?')) return indent(`${head.slice(0, -' null\n'.length)}\n`, depth) + Object.entries(value).map(([child, inner]) => entry(child, inner, depth + 1)).join('');
    }
    const id = createHash('sha256').update(`${depth}\0${JSON.stringify(key)}\0${JSON.stringify(value)}`).digest('hex');
    let yaml = kept.get(id);
    if (yaml === undefined) {
      yaml = indent(dump({ [key]: value }, YAML_OPTIONS), depth);
      dumped = true;
    }
    pieces.set(id, yaml);
    return yaml;
  };
  const yaml = Object.entries(document).map(([key, value]) => entry(key, value, 0)).join('');
  return { yaml, pieces, changed: dumped || pieces.size !== kept.size };
}

/** `text`'s lines indented to `depth` (an empty line stays empty, as js-yaml writes it). */
const indent = (text, depth) => (depth === 0 ? text : text.replace(/^(?=.)/gm, '  '.repeat(depth)));

/** The pieces kept in `file` (none when it is missing or unreadable: all are dumped again). */
function keptPieces(file) {
  try {
    return new Map(Object.entries(JSON.parse(readFileSync(file, 'utf8'))));
  } catch {
    return new Map();
  }
}

/** Keeps this run's pieces in `file`, whole or not at all (builds side by side may each write it); if it cannot be written, the next run dumps them again. */
function keepPieces(file, pieces) {
  try {
    replaceFile(file, JSON.stringify(Object.fromEntries(pieces)));
  } catch {
    // Dumped again next time.
  }
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  const [out, site] = process.argv.slice(2);
  mkdirSync(site, { recursive: true });
  for (const { fileName, source } of specDownloads(readFileSync(path.join(out, SPEC_JSON), 'utf8'))) writeFileSync(path.join(site, fileName), source);
}
