import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { anchorSite, isAnchorSetUp, RECIPE_FILES, recipeFingerprint } from './setUpAnchor.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'anchor-setup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the anchor's set-up", () => {
  it('is made from files of the project, so that any clone sets it up', () => {
    expect(RECIPE_FILES.length).toBe(6);
    for (const file of RECIPE_FILES) expect(existsSync(file), file).toBe(true);
  });

  it("has a fingerprint that changes with any of the recipe's files", () => {
    const files = ['package.json', 'synth-spec.mjs'].map((name) => path.join(dir, name));
    for (const file of files) writeFileSync(file, '{}');
    const before = recipeFingerprint(files);
    writeFileSync(files[1]!, '{ }');
    expect(recipeFingerprint(files)).not.toBe(before);
    writeFileSync(files[1]!, '{}');
    expect(recipeFingerprint(files)).toBe(before);
  });

  it('counts as done only once finished, from the same recipe, with Docusaurus and the API pages still there', () => {
    const site = anchorSite(path.join(dir, 'cache'));
    const fingerprint = recipeFingerprint(RECIPE_FILES);
    const put = (file: string, text = '') => {
      mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
      writeFileSync(path.join(site, file), text);
    };
    expect(isAnchorSetUp(site, fingerprint)).toBe(false); // Nothing there.
    put('node_modules/.bin/docusaurus');
    put('api/sidebar.ts');
    expect(isAnchorSetUp(site, fingerprint)).toBe(false); // Cut short before its last step.
    put('.bench-set-up', 'another recipe');
    expect(isAnchorSetUp(site, fingerprint)).toBe(false);
    put('.bench-set-up', fingerprint);
    expect(isAnchorSetUp(site, fingerprint)).toBe(true);
    rmSync(path.join(site, 'node_modules'), { recursive: true });
    expect(isAnchorSetUp(site, fingerprint)).toBe(false); // Its packages removed since.
  });
});
