import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { generatorBundle } from './generatorBundle.mjs';

const work = mkdtempSync(path.join(tmpdir(), 'generator-bundle-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the build's generator as one module", () => {
  it('holds the generator and its packages, requiring only Node’s own modules and its plain ones, its modules finding their files where they are', async () => {
    // The build's own, kept in the checkout: the tests that run the build's generator use it too, and
    // bundling one more for this test alone took ~1.6 s of a one-core `npm test`.
    const file = await generatorBundle();
    expect(path.basename(file)).toBe('generator.cjs');
    const code = readFileSync(file, 'utf8');
    // What the bundle's own top level requires (the packages' code also names modules in strings and in `try`).
    const required = [...code.matchAll(/^var \w+ = (?:__toESM\()?require\("([^"]+)"\)/gm)].map(([, from]) => from!);
    expect(required.length).toBeGreaterThan(0);
    const generator = fileURLToPath(new URL('../../generator/', import.meta.url));
    expect(required.filter((from) => !isBuiltin(from) && !(from.startsWith(generator) && from.endsWith('.mjs')))).toEqual([]);
    expect(required).toContain(fileURLToPath(new URL('../../generator/output/inputs.mjs', import.meta.url)));
    // esbuild names a package's file by where it really is: node_modules may be a link (a git worktree's).
    expect(code).toMatch(/^\/\/ (\.\.\/)*([\w.-]+\/)*node_modules\/@redocly\/openapi-core\/lib\/resolve\.js$/m);
    // A CommonJS module has no import.meta: the modules that read theirs have it written in.
    expect(code).not.toMatch(/import\.meta/);
    expect(code).toContain(JSON.stringify(new URL('../../generator/emit/renderTemplate.ts', import.meta.url).href));
    // Its process runs it: generateAndBundle.test.ts runs the build's generator.
  });

  it('is kept under the generator’s key, in place of the last generator’s and what its runs kept', async () => {
    const cache = path.join(work, 'kept');
    const first = await generatorBundle({ cache, identity: 'one' });
    const written = statSync(first).mtimeMs;
    expect(await generatorBundle({ cache, identity: 'one' })).toBe(first);
    expect(statSync(first).mtimeMs).toBe(written);
    mkdirSync(path.join(path.dirname(first), 'parsed'));
    const second = await generatorBundle({ cache, identity: 'two' });
    expect(second).not.toBe(first);
    expect(existsSync(path.dirname(first))).toBe(false);
    expect(readdirSync(cache)).toEqual([path.basename(path.dirname(second))]);
  });
});
