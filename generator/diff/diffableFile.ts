import { BaseResolver } from '@redocly/openapi-core';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadedSpec } from '../load/index.ts';
import { readRoot } from '../load/readRoot.ts';

/**
 * The file Redocly's diff is to read for one side: the spec itself, or, for Swagger 2.0, the
 * OpenAPI 3.0 the loader converts it to, in a temporary file. Redocly refuses to compare 2.0 with
 * 3.x, and finds no changes between two 2.0 documents (it has no rules for them). Only the root
 * is read to tell, so a 3.x spec is diffed while it is still being loaded, as before.
 */
export async function diffableFile(file: string, loaded: Promise<LoadedSpec>): Promise<{ file: string; dispose(): void }> {
  const { version } = await readRoot(path.resolve(file), new BaseResolver());
  if (version !== '2.0') return { file, dispose() {} };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'spec-converted-'));
  const converted = path.join(dir, `${path.basename(file, path.extname(file))}.json`);
  writeFileSync(converted, JSON.stringify((await loaded).document));
  return { file: converted, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}
