import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { info } from '../../../generated/info.ts';
import { operationPage } from '../../../pages/api/@slug/operationPage.ts';
import { apiOrder } from '../apiOrder.ts';
import { buildCodeSamples } from './buildCodeSamples.ts';
import { checkGoProgram } from './checkGoProgram.ts';
import { readProgram, type Dialect } from './readProgram.ts';

/**
 * Every operation of the spec, every language: the samples parse. One process a language (a
 * node --check per operation would take the suite seconds longer): bash -n in a loop, Python's
 * ast.parse, and for JavaScript V8's module parser (vm.SourceTextModule, as node --check does).
 * The languages without a compiler here are read as their compilers read them (readProgram).
 */
const pages = await Promise.all(apiOrder.map(async ({ slug }) => ({ slug, page: (await operationPage(slug))! })));
const samples = pages.map(({ slug, page }) => ({ slug, samples: buildCodeSamples(page.operation, info, page.schemas) }));
const dir = mkdtempSync(path.join(tmpdir(), 'code-samples-all-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(label: string, extension: string): string[] {
  return samples.map(({ slug, samples: list }) => {
    const file = path.join(dir, `${slug}.${extension}`);
    writeFileSync(file, `${list.find((sample) => sample.label === label)!.source}\n`);
    return file;
  });
}

/** The files a checker program rejects: it prints one line per bad file. */
function rejected(command: string, args: string[], files: string[]): string[] {
  return execFileSync(command, [...args, ...files], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).split('\n').filter(Boolean);
}

describe(`the samples of all ${pages.length} operations`, () => {
  it('curl: bash -n', () => {
    expect(rejected('bash', ['-c', 'for f; do bash -n "$f" 2>/dev/null || echo "$f"; done', 'bash'], write('curl', 'sh'))).toEqual([]);
  });

  it.each(['JavaScript', 'Node.js'])('%s: parses as an ES module', (label) => {
    const program = `const { SourceTextModule } = require('node:vm'); const { readFileSync } = require('node:fs');
      for (const f of process.argv.slice(1)) { try { new SourceTextModule(readFileSync(f, 'utf8')); } catch (e) { console.log(f, e.message); } }`;
    expect(rejected('node', ['--experimental-vm-modules', '--no-warnings', '-e', program], write(label, 'mjs'))).toEqual([]);
  });

  it('Python: ast.parse', () => {
    const program = 'import ast, sys\nfor f in sys.argv[1:]:\n    try: ast.parse(open(f).read())\n    except SyntaxError as e: print(f, e)';
    expect(rejected('python3', ['-c', program], write('Python', 'py'))).toEqual([]);
  });

  it('Go: well-formed programs', () => {
    const problems = samples.flatMap(({ slug, samples: list }) => checkGoProgram(list.find((s) => s.label === 'Go')!.source).map((p) => `${slug}: ${p}`));
    expect(problems).toEqual([]);
  });

  it.each<[string, Dialect]>([['Java', 'java'], ['C#', 'csharp'], ['PHP', 'php'], ['Ruby', 'ruby'], ['Rust', 'rust'], ['Kotlin', 'kotlin']])('%s: reads as its compiler reads it', (label, dialect) => {
    const problems = samples.flatMap(({ slug, samples: list }) => readProgram(list.find((s) => s.label === label)!.source, dialect).problems.map((p) => `${slug}: ${p}`));
    expect(problems).toEqual([]);
  });
});
