import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { joinLlmsFull, writeLlmsFull } from './siteFiles.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'llms-full-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('writeLlmsFull', () => {
  it('writes each llms-full.txt of the list as its pages joined, a few pages at a time', async () => {
    // More pages than are read at once, in two locales, non-Latin text included.
    const pages = Array.from({ length: 150 }, (_, i) => ({ file: `api/op-${i}.md`, text: `# Operation ${i}\n\nשלום ${i} 你好\n` }));
    for (const { file, text } of pages) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    const he = pages.slice(0, 3);
    const list = JSON.stringify({ 'llms-full.txt': pages.map((p) => p.file), 'he/llms-full.txt': he.map((p) => p.file) });
    mkdirSync(path.join(dir, 'he'));
    const parts = await writeLlmsFull(dir, list);
    expect(Object.keys(parts)).toEqual(['llms-full.txt', 'he/llms-full.txt']);
    const full = readFileSync(path.join(dir, 'llms-full.txt'));
    expect(full.toString('utf8')).toBe(joinLlmsFull(pages.map((p) => p.text)));
    expect(readFileSync(path.join(dir, 'he/llms-full.txt'), 'utf8')).toBe(joinLlmsFull(he.map((p) => p.text)));
    // Where each page is: its bytes, at its offset.
    for (const [part, offset, length] of parts['llms-full.txt']!) expect(full.subarray(offset, offset + length).equals(readFileSync(path.join(dir, part)))).toBe(true);
  });

  it('copies the pages left unchanged from where the last llms-full.txt has them, and reads the others', async () => {
    const site = mkdtempSync(path.join(dir, 'again-'));
    const texts = ['# First\n', '', '# Third שלום\n', '# Fourth 你好\n'];
    const files = texts.map((_, i) => `page-${i}.md`);
    files.forEach((file, i) => writeFileSync(path.join(site, file), texts[i]!));
    const list = JSON.stringify({ 'llms-full.txt': files });
    const first = await writeLlmsFull(site, list);

    // The third page changes; the others' files go, so only the last llms-full.txt can give them.
    writeFileSync(path.join(site, files[2]!), '# Third, edited\n');
    for (const i of [0, 1, 3]) rmSync(path.join(site, files[i]!));
    const unchanged = (part: string) => part !== files[2];
    const again = await writeLlmsFull(site, list, { parts: first, unchanged });
    expect(readFileSync(path.join(site, 'llms-full.txt'), 'utf8')).toBe(joinLlmsFull([texts[0]!, texts[1]!, '# Third, edited\n', texts[3]!]));
    expect(again['llms-full.txt']!.map(([part]) => part)).toEqual(files);
    expect(readdirSync(site).filter((name) => name.includes('.tmp-'))).toEqual([]);

    // An llms-full.txt shorter than recorded is not what the last build left: the build fails.
    writeFileSync(path.join(site, 'llms-full.txt'), '# First\n');
    await expect(writeLlmsFull(site, list, { parts: again, unchanged })).rejects.toThrow(/shorter than the last build left it/);
    expect(readdirSync(site).filter((name) => name.includes('.tmp-'))).toEqual([]);
  });
});
