import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintLogicalCss } from './lintLogicalCss.ts';

describe('lintLogicalCss', () => {
  it('flags physical properties with file and line, and accepts logical ones', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'css-'));
    writeFileSync(
      path.join(dir, 'a.css'),
      ['.a { margin-inline-start: 1rem; }', '.b { margin-left: 1rem; }', '.c { left: 0; }', '.d { text-align: right; }', '.e { text-align: end; /* not left: */ }', '.f { inset-inline-end: 0; text-align: start; }'].join('\n'),
    );
    const problems = lintLogicalCss(dir);
    expect(problems.map((p) => p.split(': ')[0])).toEqual([`${dir}/a.css:2`, `${dir}/a.css:3`, `${dir}/a.css:4`]);
  });

  it('finds none in the site', () => {
    expect(lintLogicalCss('site')).toEqual([]);
  });
});
