import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generate } from '../../generator/generate.ts';
import { writeOutput } from '../../generator/output/writeOutput.ts';
import type { ApiInfo } from '../../generator/normalize/model.ts';
import { buildCodeSamples } from '../components/api/codeSamples/buildCodeSamples.ts';
import { info } from '../generated/info.ts';
import { routes } from '../generated/routes.ts';
import { readOperationPage } from '../pages/api/@slug/operationPage.ts';
import { parseLineRanges } from './highlight.ts';
import { shikiHtml, shikiTreeHtml, writtenFromTokens } from './shiki.ts';

const work = mkdtempSync(path.join(tmpdir(), 'token-way-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

type Code = [code: string, lang: string, lines: number[]];

/** The code samples of every operation of the generated data in `dir`. */
async function samples(dir: string, routeFiles: readonly string[], apiInfo: ApiInfo): Promise<Code[]> {
  const codes: Code[] = [];
  for (const file of routeFiles) {
    const { operation, schemas } = await readOperationPage(dir, file);
    for (const sample of buildCodeSamples(operation, apiInfo, schemas)) codes.push([sample.source, sample.lang, []]);
  }
  return codes;
}

/**
 * GitHub's REST description with a sixteenth of its 1,223 operations (every sixteenth, in its
 * order), without its 270 webhooks, and all else, written to `dir`: their samples, from the data
 * the generator writes for them, are what the test compares. Generating all of them to take a
 * part took three quarters of its generator's time for nothing (~8 s here, issue 33). A webhook
 * has the spec's samples alone, and GitHub's have none: they were generated, written and read
 * back for no sample. A quarter (306 operations, 3,672 samples) gave no more to compare: the
 * kinds of token of its samples, as the HTML writes them (each language's token classes, and
 * which of `& < > " '`, tabs and spaces each class's tokens and the unstyled text hold: 101 in
 * all), are the sixteenth's (77 operations, 924 samples) and the thirty-second's as well, and
 * none of them is missing from our own samples and docs'. The sixteenth took ~6 s less of one
 * core.
 */
function githubPart(dir: string): string {
  const github = JSON.parse(readFileSync('node_modules/@octokit/openapi/generated/api.github.com.json', 'utf8')) as { paths: Record<string, Record<string, unknown>>; 'x-webhooks'?: unknown };
  delete github['x-webhooks'];
  const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
  let index = 0;
  for (const item of Object.values(github.paths)) {
    for (const method of methods) if (item[method] !== undefined && index++ % 16 !== 0) delete item[method];
  }
  github.paths = Object.fromEntries(Object.entries(github.paths).filter(([, item]) => methods.some((method) => item[method] !== undefined)));
  const file = path.join(dir, 'github-part.json');
  writeFileSync(file, JSON.stringify(github));
  return file;
}

/** Every fenced code block of the site's Markdown, with its marked lines. */
function fences(dir = 'site/content'): Code[] {
  const codes: Code[] = [];
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md'))) {
    for (const [, , lang, meta, code] of readFileSync(path.join(dir, file), 'utf8').matchAll(/^(`{3,})([\w+#-]+)([^\n]*)\n([^]*?)\n\1$/gm)) {
      codes.push([code!, lang!, parseLineRanges(meta!)]);
    }
  }
  return codes;
}

// What could be written otherwise than shiki's HTML tree writes it: characters to escape,
// underlined and struck-through tokens (never merged with the whitespace before them), blank and
// marked lines, a trailing line break, tabs, code of no known language.
const EDGE_CASES: Code[] = [
  ['if (a < b && c > d) { s = "<b>&amp;</b>"; }\n\n\tx &= 1;\n', 'javascript', [2, 3]],
  ['[link](https://example.com/?a=1&b=<2>)   ~~gone~~\n\n  ~~   struck~~ *it*', 'markdown', [1]],
  ['<div class="a">&nbsp;<T,>() => x</div>', 'tsx', []],
  ['curl -d \'{"a": "<&>"}\' "$URL?x=1&y=2"', 'bash', []],
  ['whatever < & >', 'not-a-language', [1]],
];

describe('code written from its tokens', () => {
  it("is byte for byte shiki's HTML for our code samples, our docs' code, GitHub's samples and edge cases", async () => {
    // GitHub's samples, from its generated data: a sixteenth of its 1,223 operations.
    const generated = path.join(work, 'generated');
    const { files } = await generate(githubPart(work), generated, { validateExamples: false });
    writeOutput(generated, files);
    const github = { ...((await import(path.join(generated, 'info.ts'))) as { info: ApiInfo }), ...((await import(path.join(generated, 'routes.ts'))) as { routes: Record<string, string> }) };
    const ours = await samples('site/generated', Object.values(routes), info);
    const theirs = await samples(generated, Object.values(github.routes), github.info);
    const docs = fences();
    // Each source gives many: none of them is missed by a pattern gone stale.
    expect(Math.min(ours.length, docs.length, theirs.length)).toBeGreaterThan(20);
    const codes = [...ours, ...docs, ...theirs, ...EDGE_CASES];
    // Gathered, then asserted: an expect per code was ~1 s of the test's CPU. The first difference is shown whole.
    const differing: { label: string; tokens: string; tree: string }[] = [];
    for (const [code, lang, lines] of codes) {
      const [tokens, tree] = [await shikiHtml(code, lang, lines), await shikiTreeHtml(code, lang, lines)];
      if (tokens !== tree) differing.push({ label: `${lang}: ${code.slice(0, 200)}`, tokens, tree });
    }
    if (differing[0]) expect(differing[0].tokens, differing[0].label).toBe(differing[0].tree);
    expect(differing.map(({ label }) => label)).toEqual([]);
    // The way is taken: each language's code after its first.
    for (const lang of ['bash', 'javascript', 'python', 'go', 'markdown', 'tsx']) expect(writtenFromTokens(lang), lang).toBe(true);
  }, 180_000);
});
