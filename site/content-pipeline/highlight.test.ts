import { describe, expect, it } from 'vitest';
import { buildCodeSamples } from '../components/api/codeSamples/buildCodeSamples.ts';
import { INFO, LIST_MEMBERS } from '../components/api/codeSamples/testFixtures.ts';
import { highlight, parseLineRanges } from './highlight.ts';
import { WARM_LANGUAGES, workerPool } from './highlightPool.ts';
import { shikiHtml } from './shiki.ts';

// The build's worker entry, as the build starts it.
const workerFromSource = new URL('./highlightWorker.mjs', import.meta.url);

describe('highlight', () => {
  it('gives shiki HTML in both themes, tokens coloured by class, and marked lines', async () => {
    const html = await highlight('// a comment\nconst answer = 42;', 'javascript', [2]);
    expect(html).toMatch(/^<pre class="shiki shiki-themes github-light github-dark"/);
    expect(html).toMatch(/<span class="t\d+">\/\/ a comment<\/span>/); // its colours: codeColourStylesheet
    expect(html).toMatch(/<span class="line highlighted">.*answer/);
    expect(html).not.toMatch(/<span class="line highlighted">.*comment/);
  });

  it('highlights identical code once', () => {
    expect(highlight('x = 1', 'python')).toBe(highlight('x = 1', 'python'));
    expect(highlight('x = 1', 'python')).not.toBe(highlight('x = 1', 'python', [1]));
  });

  it('shows an unknown language as plain text rather than failing', async () => {
    expect(await highlight('some code', 'no-such-language')).toContain('some code');
  });

  it('worker threads give the same HTML as shiki in-process', async () => {
    const pool = workerPool(workerFromSource, 2);
    const code = 'package main\n\nfunc main() {\n\tprintln("hi")\n}';
    const [fromWorkers, again] = await Promise.all([pool(code, 'go', [3]), pool('echo hi', 'bash', [])]);
    expect(fromWorkers).toBe(await shikiHtml(code, 'go', [3]));
    expect(again).toBe(await shikiHtml('echo hi', 'bash', []));
  });

  it('a worker that fails fails what waited on it, and the next request gets a new worker', async () => {
    const failing = new URL(`data:text/javascript,${encodeURIComponent("import { parentPort } from 'node:worker_threads'; parentPort.on('message', () => { throw new Error('worker broke'); });")}`);
    const pool = workerPool(failing, 1);
    await expect(pool('echo one', 'bash', [])).rejects.toThrow('worker broke');
    await expect(pool('echo two', 'bash', [])).rejects.toThrow('worker broke');
  });

  it('a worker that ends without an error (killed, out of memory) fails what waited on it too', async () => {
    const exiting = new URL(`data:text/javascript,${encodeURIComponent("import { parentPort } from 'node:worker_threads'; parentPort.on('message', () => process.exit(3));")}`);
    const pool = workerPool(exiting, 1);
    await expect(pool('echo one', 'bash', [])).rejects.toThrow('exited (code 3)');
    await expect(pool('echo two', 'bash', [])).rejects.toThrow('exited (code 3)');
  });

  it('warms the languages of the API code samples and of their JSON examples', () => {
    const sampled = buildCodeSamples(LIST_MEMBERS, INFO).map((sample) => sample.lang);
    expect(WARM_LANGUAGES).toEqual(expect.arrayContaining([...sampled, 'json']));
  });

  it('a worker answers in the order the pages asked, even while a language is still loading', async () => {
    const pool = workerPool(workerFromSource, 1);
    await pool('echo ready', 'bash', []); // bash is loaded, go is not
    const answered: string[] = [];
    const ask = (code: string, lang: string) => pool(code, lang, []).then(() => answered.push(`${lang}: ${code}`));
    await Promise.all([ask('package main', 'go'), ask('echo hi', 'bash'), ask('echo bye', 'bash')]);
    expect(answered).toEqual(['go: package main', 'bash: echo hi', 'bash: echo bye']);
  });
});

describe('parseLineRanges', () => {
  it('reads {1,3-5} from a fence meta', () => {
    expect(parseLineRanges('title="x.ts" {1,3-5}')).toEqual([1, 3, 4, 5]);
    expect(parseLineRanges('title="x.ts"')).toEqual([]);
  });
});
