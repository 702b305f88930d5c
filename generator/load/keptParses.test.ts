import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UserError } from '../problems.ts';
import { loadSpec } from './index.ts';

const work = mkdtempSync(path.join(tmpdir(), 'bob-kept-parses-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The fixture spec copied (a root and the files its `$ref`s reach), and a folder to keep its parses in. */
function copy(name: string) {
  const dir = path.join(work, name);
  cpSync('tests/fixtures/market', path.join(dir, 'spec'), { recursive: true });
  return { spec: path.join(dir, 'spec/openapi.yaml'), kept: path.join(dir, 'parsed'), dir };
}

const times = (dir: string) => readdirSync(dir).map((name) => statSync(path.join(dir, name)).mtimeMs);

describe('the parses the build keeps', () => {
  it('load what parsing loads, each file kept once and taken from there while it is unchanged', async () => {
    const { spec, kept, dir } = copy('same');
    const parsed = await loadSpec(spec, { validateExamples: false });
    expect(await loadSpec(spec, { validateExamples: false, keptParses: kept })).toEqual(parsed);
    expect(readdirSync(kept)).toHaveLength(parsed.sources.length);
    const written = times(kept);
    expect(await loadSpec(spec, { validateExamples: false, keptParses: kept })).toEqual(parsed);
    expect(times(kept)).toEqual(written);

    // An edited file is parsed again, and its earlier parse goes.
    const market = path.join(dir, 'spec/schemas/Market.yaml');
    writeFileSync(market, readFileSync(market, 'utf8').replace('description: Who runs it', 'description: Who runs the market'));
    const edited = await loadSpec(spec, { validateExamples: false, keptParses: kept });
    expect(JSON.stringify(edited.document)).toContain('Who runs the market');
    expect(edited).toEqual(await loadSpec(spec, { validateExamples: false }));
    expect(readdirSync(kept)).toHaveLength(parsed.sources.length);
  });

  it('keep nothing of a file that does not parse, whose error is located as it is without them', async () => {
    const { spec, kept, dir } = copy('broken');
    await loadSpec(spec, { validateExamples: false, keptParses: kept });
    writeFileSync(path.join(dir, 'spec/schemas/Market.yaml'), 'type: object\nproperties: [unclosed\n');
    const failure = (keptParses?: string) => loadSpec(spec, { validateExamples: false, ...(keptParses ? { keptParses } : {}) }).then(() => undefined, (error: unknown) => error);
    const [without, withKept] = [await failure(), await failure(kept)];
    expect(withKept).toBeInstanceOf(UserError);
    expect((withKept as UserError).problems).toEqual((without as UserError).problems);
  });
});
