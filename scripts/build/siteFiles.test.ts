import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
    expect(await writeLlmsFull(dir, list)).toEqual(['llms-full.txt', 'he/llms-full.txt']);
    expect(readFileSync(path.join(dir, 'llms-full.txt'), 'utf8')).toBe(joinLlmsFull(pages.map((p) => p.text)));
    expect(readFileSync(path.join(dir, 'he/llms-full.txt'), 'utf8')).toBe(joinLlmsFull(he.map((p) => p.text)));
  });
});
