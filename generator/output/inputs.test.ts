import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate, outputFiles } from '../generate.ts';
import { generatorIdentity, inputsCurrent, inputsRecord, INPUTS_FILE } from './inputs.mjs';
import { writeOutput } from './writeOutput.ts';

/** The fixture spec (a root and the files its `$ref`s reach) copied, generated into `out` beside it. */
async function generated() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bob-inputs-'));
  cpSync('tests/fixtures/market', path.join(dir, 'spec'), { recursive: true });
  const spec = path.join(dir, 'spec/openapi.yaml');
  const out = path.join(dir, 'out');
  writeOutput(out, outputFiles(await generate(spec, out, { validateExamples: false }), out));
  const edit = (file: string, change: (text: string) => string) => writeFileSync(file, change(readFileSync(file, 'utf8')));
  return { dir, spec, out, edit };
}

describe('the record of what generated output was made from', () => {
  it('holds while nothing changed, and names every file of the spec relative to the output', async () => {
    const { spec, out } = await generated();
    expect(inputsCurrent(out, spec)).toBe(true);
    const record = JSON.parse(readFileSync(path.join(out, INPUTS_FILE), 'utf8')) as { spec: Record<string, string> };
    expect(Object.keys(record.spec)[0]).toBe('../spec/openapi.yaml');
    expect(Object.keys(record.spec)).toContain('../spec/schemas/Market.yaml');
    expect(record.spec['../spec/redocly.yaml']).toBe('absent');
    // The same spec gives the same record, its files in one order, whatever order they were read in.
    const again = outputFiles(await generate(spec, out, { validateExamples: false }), out);
    expect(again.get(INPUTS_FILE)).toBe(readFileSync(path.join(out, INPUTS_FILE), 'utf8'));
  });

  it('no longer holds once a file the spec refers to is edited', async () => {
    const { spec, out, dir, edit } = await generated();
    edit(path.join(dir, 'spec/schemas/Market.yaml'), (text) => text.replace('description: Who runs it', 'description: Who runs the market'));
    expect(inputsCurrent(out, spec)).toBe(false);
  });

  it('no longer holds once a ruleset appears beside the spec, or goes', async () => {
    const { spec, out, dir } = await generated();
    writeFileSync(path.join(dir, 'spec/redocly.yaml'), 'rules: {}\n');
    expect(inputsCurrent(out, spec)).toBe(false);
    writeOutput(out, outputFiles(await generate(spec, out, { validateExamples: false }), out));
    expect(inputsCurrent(out, spec)).toBe(true);
    rmSync(path.join(dir, 'spec/redocly.yaml'));
    expect(inputsCurrent(out, spec)).toBe(false);
  });

  it('no longer holds once an output file is edited, added or removed', async () => {
    const { spec, out, edit } = await generated();
    edit(path.join(out, 'info.ts'), (text) => `${text}// edited\n`);
    expect(inputsCurrent(out, spec)).toBe(false);

    const second = await generated();
    writeFileSync(path.join(second.out, 'operations/extra.json'), '{}\n');
    expect(inputsCurrent(second.out, second.spec)).toBe(false);

    const third = await generated();
    rmSync(path.join(third.out, 'routes.ts'));
    expect(inputsCurrent(third.out, third.spec)).toBe(false);
  });

  it('is for one spec: another root is not current, nor is a directory without a readable record', async () => {
    const { spec, out, dir } = await generated();
    cpSync(spec, path.join(dir, 'spec/other.yaml'));
    expect(inputsCurrent(out, path.join(dir, 'spec/other.yaml'))).toBe(false);
    writeFileSync(path.join(out, INPUTS_FILE), '{ not json');
    expect(inputsCurrent(out, spec)).toBe(false);
    rmSync(path.join(out, INPUTS_FILE));
    expect(inputsCurrent(out, spec)).toBe(false);
    expect(inputsCurrent(path.join(dir, 'nowhere'), spec)).toBe(false);
  });

  it('never holds for a spec read from a URL', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bob-inputs-'));
    writeFileSync(path.join(dir, 'openapi.yaml'), 'openapi: 3.1.0\n');
    const files = new Map([['a.json', '{}\n']]);
    const record = inputsRecord({ outDir: path.join(dir, 'out'), sources: [path.join(dir, 'openapi.yaml'), 'https://example.com/common.yaml'], config: path.join(dir, 'redocly.yaml'), files });
    writeOutput(path.join(dir, 'out'), new Map([...files, [INPUTS_FILE, record]]));
    expect(JSON.parse(record)).toMatchObject({ spec: null });
    expect(inputsCurrent(path.join(dir, 'out'), path.join(dir, 'openapi.yaml'))).toBe(false);
  });

  it("changes with the generator's code and templates and the versions of the packages it imports, not with its tests", () => {
    const root = mkdtempSync(path.join(tmpdir(), 'bob-generator-'));
    const generator = { root, dirs: ['generator', 'templates'] };
    mkdirSync(path.join(root, 'generator'));
    mkdirSync(path.join(root, 'templates'));
    mkdirSync(path.join(root, 'node_modules/@scope/lib'), { recursive: true });
    const write = (file: string, text: string) => writeFileSync(path.join(root, file), text);
    write('generator/emit.ts', "import { x } from '@scope/lib/sub';\nimport path from 'node:path';\n");
    write('generator/emit.test.ts', 'test 1');
    write('templates/page.hbs', '{{title}}');
    write('node_modules/@scope/lib/package.json', '{ "version": "1.0.0" }');
    const seen = [generatorIdentity(generator)];
    const changes: [string, string][] = [
      ['generator/emit.ts', "import { x } from '@scope/lib/sub';\nimport path from 'node:path';\n// changed\n"],
      ['templates/page.hbs', '{{title}}!'],
      ['node_modules/@scope/lib/package.json', '{ "version": "1.0.1" }'],
    ];
    for (const [file, text] of changes) {
      write(file, text);
      seen.push(generatorIdentity(generator));
    }
    expect(new Set(seen).size).toBe(4);
    write('generator/emit.test.ts', 'test 2');
    expect(generatorIdentity(generator)).toBe(seen.at(-1));
  });

  it('notices a change to the generator in an output it vouched for', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'bob-generator-'));
    const generator = { root, dirs: ['generator'] };
    mkdirSync(path.join(root, 'generator'));
    writeFileSync(path.join(root, 'generator/emit.ts'), 'one');
    const { spec, out } = await generated();
    const sources = [spec];
    const files = new Map([['a.json', '{}\n']]);
    writeOutput(out, new Map([...files, [INPUTS_FILE, inputsRecord({ outDir: out, sources, config: path.join(path.dirname(spec), 'redocly.yaml'), files }, generator)]]));
    expect(inputsCurrent(out, spec, generator)).toBe(true);
    writeFileSync(path.join(root, 'generator/emit.ts'), 'two');
    expect(inputsCurrent(out, spec, generator)).toBe(false);
  });
});
