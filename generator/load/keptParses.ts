import { BaseResolver, type Document, type Source } from '@redocly/openapi-core';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { isTemporary, replaceFile } from '../output/replaceFile.mjs';

/**
 * A resolver that keeps each document it parses in `dir`, under a hash of the file's path and
 * text, and takes it from there when the file is read again unchanged: the build's generator
 * (generator/generateForBuild.ts) parses the spec's ~200 YAML files on every run, ~0.1-0.3 s of a
 * one-description rebuild, for one file edited (issue 35). A kept document is the parsed one as V8
 * serializes it (shared nodes, YAML's `.nan` and `.inf` and all), read back in ~10 ms for our spec.
 * `dir` is the generator's own (its code and packages make the parse: scripts/build/generatorBundle.mjs).
 * A file that does not parse is not kept: its error is the resolver's. A document is written
 * whole or not at all, and one that cannot be written is parsed again next time.
 * {@link KeptParses.prune} removes the documents this run did not read.
 */
export class KeptParses extends BaseResolver {
  readonly #dir: string;
  readonly #read = new Set<string>();

  constructor(dir: string) {
    super();
    this.#dir = dir;
    mkdirSync(dir, { recursive: true });
  }

  override parseDocument(source: Source, isRoot = false): Document {
    const name = createHash('sha256').update(`${source.absoluteRef}\0${isRoot}\0${source.body}`).digest('hex');
    this.#read.add(name);
    const file = path.join(this.#dir, name);
    try {
      return { source, parsed: deserialize(readFileSync(file)) } as Document;
    } catch {
      // Not kept yet (or unreadable): parsed, and kept.
    }
    const document = super.parseDocument(source, isRoot);
    try {
      replaceFile(file, serialize(document.parsed));
    } catch {
      // Parsed again next time.
    }
    return document;
  }

  /**
   * Removes the documents kept from earlier runs that this one did not read (files edited since,
   * or gone); not the ones another run is writing.
   */
  prune(): void {
    for (const name of readdirSync(this.#dir)) if (!this.#read.has(name) && !isTemporary(name)) rmSync(path.join(this.#dir, name), { force: true });
  }
}
