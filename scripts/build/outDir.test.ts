import { expect, it } from 'vitest';
import { buildOutDir } from './outDir.mjs';

it('lets the build write inside the project', () => {
  expect(buildOutDir('/work/site/dist', '/work/site')).toBe('/work/site/dist');
  expect(buildOutDir('/work/site/.cache/variant', '/work/site')).toBe('/work/site/.cache/variant');
});

it('refuses, saying why, an output directory outside the project or the project itself', () => {
  for (const outside of ['/tmp/out', '/work/other', '/work/site']) {
    expect(() => buildOutDir(outside, '/work/site')).toThrow(`The build cannot write to ${outside} (SITE_OUT_DIR): it must be a directory inside the project (/work/site)`);
  }
});
