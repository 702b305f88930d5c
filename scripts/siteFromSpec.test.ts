import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyProject, prepareSiteFromSpec, SiteFromSpecError, specSources } from './siteFromSpec.ts';

const work = mkdtempSync(path.join(tmpdir(), 'bob-site-from-spec-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const MARKET = path.resolve('tests/fixtures/market/openapi.yaml');

describe('site-from-spec', () => {
  it('finds the files a spec references: its $refs, theirs, and the files its mappings name', () => {
    const dir = path.join(work, 'mapped');
    mkdirSync(path.join(dir, 'schemas'), { recursive: true });
    writeFileSync(path.join(dir, 'api.yaml'), 'openapi: 3.1.0\npaths:\n  /pets: { $ref: "./paths/pets.yaml" }\ncomponents: { schemas: { Pet: { $ref: schemas/Pet.yaml#/Pet } } }\n');
    mkdirSync(path.join(dir, 'paths'));
    writeFileSync(path.join(dir, 'paths/pets.yaml'), 'get:\n  responses: { "200": { $ref: "#/components/responses/Ok" } }\n');
    writeFileSync(path.join(dir, 'schemas/Pet.yaml'), 'Pet:\n  oneOf: [{ $ref: ./Cat.yaml }]\n  discriminator: { propertyName: kind, mapping: { cat: ./Cat.yaml, dog: ./Dog.yaml } }\n');
    for (const name of ['Cat', 'Dog', 'Unused']) writeFileSync(path.join(dir, `schemas/${name}.yaml`), 'type: object\n');
    expect(specSources(path.join(dir, 'api.yaml')).map((file) => path.relative(dir, file)).sort()).toEqual(['api.yaml', 'paths/pets.yaml', 'schemas/Cat.yaml', 'schemas/Dog.yaml', 'schemas/Pet.yaml']);
  });

  it('refuses a $ref out of the root’s folder, which the copy would not have', () => {
    const dir = path.join(work, 'outside');
    mkdirSync(path.join(dir, 'spec'), { recursive: true });
    writeFileSync(path.join(dir, 'spec/openapi.yaml'), 'openapi: 3.1.0\ncomponents: { schemas: { A: { $ref: ../shared/A.yaml } } }\n');
    mkdirSync(path.join(dir, 'shared'));
    writeFileSync(path.join(dir, 'shared/A.yaml'), 'type: string\n');
    expect(() => specSources(path.join(dir, 'spec/openapi.yaml'))).toThrow(SiteFromSpecError);
  });

  it('builds the data of a spec written in several files, which the copy keeps beside it', { timeout: 120_000 }, () => {
    const dir = prepareSiteFromSpec(MARKET, path.join(work, 'market'));
    expect(existsSync(path.join(dir, 'spec/schemas/Order.yaml'))).toBe(true);
    expect(readdirSync(path.join(dir, 'site/generated/operations')).length).toBeGreaterThan(0);
  });

  it("lints with the team's redocly.yaml beside its spec, whose rules then decide", { timeout: 120_000 }, () => {
    const dir = path.join(work, 'ruled');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'api.yaml'), 'openapi: 3.1.0\ninfo: { title: Pets, version: 1.0.0 }\npaths:\n  /pets:\n    get:\n      operationId: listPets\n      responses: { "200": { description: OK } }\n');
    writeFileSync(path.join(dir, 'redocly.yaml'), 'rules:\n  operation-summary: error\n');
    expect(() => prepareSiteFromSpec(path.join(dir, 'api.yaml'), path.join(work, 'ruled-site'))).toThrow(/operation-summary/);
    expect(readFileSync(path.join(work, 'ruled-site/spec/redocly.yaml'), 'utf8')).toBe('rules:\n  operation-summary: error\n');
  });

  it('refuses to empty a folder of one’s own or to replace a file, but makes a copy again where it made one', () => {
    const own = path.join(work, 'own');
    mkdirSync(own);
    writeFileSync(path.join(own, 'notes.txt'), 'mine');
    expect(() => copyProject(own)).toThrow(SiteFromSpecError);
    expect(readdirSync(own)).toEqual(['notes.txt']);
    const file = path.join(own, 'notes.txt');
    expect(() => copyProject(file)).toThrow(new SiteFromSpecError(`${file} is a file: give a new or empty folder.`));
    expect(readFileSync(file, 'utf8')).toBe('mine');
    const copy = path.join(work, 'copy');
    copyProject(copy);
    writeFileSync(path.join(copy, 'left.txt'), 'from before');
    copyProject(copy);
    expect(existsSync(path.join(copy, 'left.txt'))).toBe(false);
  });

  it('says that a spec it cannot read is missing, without a stack trace', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/siteFromSpec.ts', '--spec', 'no-such-spec.yaml', '--dir', path.join(work, 'missing')], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe('✗ Cannot read the spec no-such-spec.yaml: no such file.');
  });
});
