import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { assertBuildOutput, BUILD_MARK, buildOutDir } from './outDir.mjs';

it('lets the build write inside the project', () => {
  expect(buildOutDir('/work/site/dist', '/work/site')).toBe('/work/site/dist');
  expect(buildOutDir('/work/site/.cache/variant', '/work/site')).toBe('/work/site/.cache/variant');
});

it('refuses, saying why, an output directory outside the project or the project itself', () => {
  for (const outside of ['/tmp/out', '/work/other', '/work/site']) {
    expect(() => buildOutDir(outside, '/work/site')).toThrow(`The build cannot write to ${outside} (SITE_OUT_DIR): it must be a directory inside the project (/work/site)`);
  }
});

const work = mkdtempSync(path.join(tmpdir(), 'bob-outdir-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

it('refuses an output directory of files no build wrote, which the build would remove', () => {
  const sources = path.join(work, 'site');
  mkdirSync(path.join(sources, 'content'), { recursive: true });
  writeFileSync(path.join(sources, 'vite-env.d.ts'), '');
  expect(() => assertBuildOutput(sources)).toThrow(`The build cannot write to ${sources} (SITE_OUT_DIR): it holds files no build wrote (content, vite-env.d.ts), and a build removes what it did not write there.`);
  expect(readdirSync(sources)).toEqual(['content', 'vite-env.d.ts']);
});

it('refuses a file given as the output directory, saying so', () => {
  const file = path.join(work, 'a-file');
  writeFileSync(file, 'mine');
  expect(() => assertBuildOutput(file)).toThrow(`The build cannot write to ${file} (SITE_OUT_DIR): it is a file.`);
});

it('takes a new or empty directory, one a build wrote, one a build left unfinished, or a site whose other files were removed', () => {
  for (const [name, files] of [['new', undefined], ['empty', []], ['built', ['assets.json', 'client/index.html']], ['unfinished', [BUILD_MARK, 'client/api/x.html']], ['site alone', ['client/index.html']]] as const) {
    const dir = path.join(work, name);
    if (files) {
      mkdirSync(dir);
      for (const file of files) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), '');
      }
    }
    expect(() => assertBuildOutput(dir), name).not.toThrow();
  }
});
