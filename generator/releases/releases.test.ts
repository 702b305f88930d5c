import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UserError } from '../problems.ts';
import { checkRelease, readHistory, recordRelease, releaseFiles } from './index.ts';

/** A spec directory whose openapi.yaml is the diff fixture's base, released as 1.0.0. */
async function released() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bob-release-'));
  const spec = path.join(dir, 'openapi.yaml');
  copyFileSync('tests/fixtures/diff/base.yaml', spec);
  await recordRelease(spec, '2026-01-15');
  return spec;
}
const withVersion = (file: string, version: string) => readFileSync(file, 'utf8').replace(/^ {2}version: .*$/m, `  version: ${version}`);

describe('recordRelease', () => {
  it('records the first release without changes, then each next one with the changes since', async () => {
    const spec = await released();
    writeFileSync(spec, withVersion('tests/fixtures/diff/revision.yaml', '2.0.0'));
    const release = await recordRelease(spec, '2026-02-01');
    const history = readHistory(releaseFiles(spec).history)!;
    expect(history.releases.map((r) => [r.version, r.date, r.changes.length > 0])).toEqual([
      ['2.0.0', '2026-02-01', true],
      ['1.0.0', '2026-01-15', false],
    ]);
    expect(history.releases[1]!.note).toBe('The first release recorded.');
    expect(release.changes).toContainEqual(expect.objectContaining({ rule: 'operation-removed', kind: 'removed', node: 'Operation', severity: 'breaking', operation: { method: 'delete', path: '/pets/{petId}', slug: 'delete-pet' } }));
    // Recorded as data, which the site's changelog says in every language, not only as English.
    expect(release.changes).toContainEqual(expect.objectContaining({ rule: 'enum-values-removed', target: { parameter: { name: 'status', in: 'query' }, keyword: 'enum' }, values: ['pending'] }));
    expect(release.changes.every((change) => !('location' in change))).toBe(true);
    // The snapshot is the new release's bundled document.
    expect(JSON.parse(readFileSync(releaseFiles(spec).snapshot, 'utf8')).info.version).toBe('2.0.0');
  });

  it('refuses a version that is not newer than the latest release, writing nothing', async () => {
    const spec = await released();
    const before = readFileSync(releaseFiles(spec).history, 'utf8');
    await expect(recordRelease(spec, '2026-02-01')).rejects.toThrow('1.0.0 is already released');
    expect(readFileSync(releaseFiles(spec).history, 'utf8')).toBe(before);
  });

  it('names the file and line of a malformed history', async () => {
    const spec = await released();
    const { history } = releaseFiles(spec);
    writeFileSync(history, readFileSync(history, 'utf8').replace('version: 1.0.0', 'version: one'));
    const error = (() => {
      try {
        readHistory(history);
      } catch (e) {
        return e as UserError;
      }
    })();
    expect(error).toBeInstanceOf(UserError);
    expect(error!.problems[0]).toMatchObject({ file: history, line: 5, message: expect.stringContaining('releases.0.version') });
  });
});

describe('checkRelease, the breaking-change gate', () => {
  it('passes a spec with no release recorded', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bob-release-'));
    copyFileSync('tests/fixtures/diff/base.yaml', path.join(dir, 'openapi.yaml'));
    expect(await checkRelease(path.join(dir, 'openapi.yaml'))).toMatchObject({ ok: true, message: expect.stringContaining('no release recorded') });
  });

  it('fails a breaking change in the same major version, saying what broke and how to proceed', async () => {
    const spec = await released();
    writeFileSync(spec, withVersion('tests/fixtures/diff/revision.yaml', '1.1.0'));
    const { ok, message } = await checkRelease(spec);
    expect(ok).toBe(false);
    expect(message).toMatch(/^\d+ breaking changes since release 1\.0\.0, and info\.version \(1\.1\.0\) is not a new major version:/);
    expect(message).toMatch(/DELETE \/pets\/\{petId\} {2}\(delete-pet\)\n {2}✖ breaking +Operation `DELETE \/pets\/\{petId\}` was removed\.\n {4}at release 1\.0\.0/);
    expect(message).toContain('set info.version in');
    expect(message).toContain('to 2.0.0');
  });

  it('passes the same change released as a new major version, and a non-breaking one in a minor', async () => {
    const spec = await released();
    writeFileSync(spec, withVersion('tests/fixtures/diff/revision.yaml', '2.0.0'));
    expect(await checkRelease(spec)).toMatchObject({ ok: true, message: expect.stringContaining('in the new major version 2.0.0') });
    writeFileSync(spec, withVersion('tests/fixtures/diff/base.yaml', '1.1.0').replace('  /health:\n', "  /version:\n    get:\n      operationId: version\n      responses:\n        '200':\n          description: The version\n  /health:\n"));
    expect(await checkRelease(spec)).toEqual({ ok: true, message: 'no breaking change since release 1.0.0 (1 non-breaking or deprecation)' });
  });

  it('gates a Swagger 2.0 spec, and its move to OpenAPI 3, against a release recorded from 2.0', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bob-release2-'));
    const spec = path.join(dir, 'openapi.yaml');
    copyFileSync('tests/fixtures/swagger2/shop.yaml', spec);
    await recordRelease(spec, '2026-01-15');
    expect(await checkRelease(spec)).toEqual({ ok: true, message: 'no change to the API contract since release 1.0.0' });
    // The move to OpenAPI 3 (the same API), then an operation removed from it in a minor version.
    copyFileSync('tests/fixtures/swagger2/shop-openapi3.yaml', spec);
    expect(await checkRelease(spec)).toEqual({ ok: true, message: 'no change to the API contract since release 1.0.0' });
    writeFileSync(spec, withVersion('tests/fixtures/swagger2/shop-openapi3.yaml', '1.1.0').replace(/^ {2}\/orders:\n(?: {4}.*\n)+/m, ''));
    expect(await checkRelease(spec)).toMatchObject({ ok: false, message: expect.stringContaining('POST /orders  (place-order)') });
  });

  it('passes the committed spec against its latest release (the gate as CI runs it)', async () => {
    expect(await checkRelease('spec/openapi.yaml')).toMatchObject({ ok: true });
  });
});
