import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { outputRecord } from './outputRecord.ts';
import { LlmsFullParts } from './siteFiles.ts';

const work = mkdtempSync(path.join(tmpdir(), 'output-record-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the output's record", () => {
  it('says an output is in place while its key and its files are as the last build left them', () => {
    const site = path.join(work, 'client');
    const file = path.join(work, 'outputs/dist.json');
    const write = (name: string, text: string) => {
      mkdirSync(path.dirname(path.join(site, name)), { recursive: true });
      writeFileSync(path.join(site, name), text);
    };
    write('api/login/index.html', '<p>login</p>');
    write('api/login/index.pageContext.json', '{}');
    write('api/ping/index.html', '<p>ping</p>');
    const first = outputRecord(file, site);
    expect(first.inPlace('/api/login', 'k1')).toBe(false);
    first.record('/api/login', 'k1', ['api/login/index.html', 'api/login/index.pageContext.json']);
    first.record('/api/ping', 'k2', ['api/ping/index.html']);
    first.save();

    const second = outputRecord(file, site);
    // Taken as the build starts: a build that fails leaves none.
    expect(existsSync(file)).toBe(false);
    expect(second.inPlace('/api/login', 'k1')).toBe(true);
    expect(second.inPlace('/api/login', 'another key')).toBe(false);
    expect(second.inPlace('/api/unknown', 'k1')).toBe(false);
    expect(second.keep('/api/login')).toEqual([path.join(site, 'api/login/index.html'), path.join(site, 'api/login/index.pageContext.json')]);
    // Written since by something else (another time), or removed: not in place.
    write('api/ping/index.html', '<p>pong</p>');
    expect(second.inPlace('/api/ping', 'k2')).toBe(false);
    rmSync(path.join(site, 'api/login/index.pageContext.json'));
    expect(second.inPlace('/api/login', 'k1')).toBe(false);
    second.save();
    // What was kept or recorded again is in the next record, nothing else.
    const third = outputRecord(file, site);
    write('api/login/index.pageContext.json', '{}');
    expect([third.inPlace('/api/login', 'k1'), third.inPlace('/api/ping', 'k2')]).toEqual([false, false]);
  });

  it("gives what was recorded of an output whose files are as they were left, whatever its key, and keeps it with the output", () => {
    const site = path.join(work, 'detail');
    const file = path.join(work, 'outputs/detail.json');
    mkdirSync(site, { recursive: true });
    writeFileSync(path.join(site, 'llms-full.txt'), '# A\n');
    const first = outputRecord(file, site);
    first.record('llms-full.txt', 'k1', ['llms-full.txt'], { 'llms-full.txt': [['a.md', 0, 4]] });
    first.save();

    const second = outputRecord(file, site);
    expect(second.left('llms-full.txt', LlmsFullParts)).toEqual({ 'llms-full.txt': [['a.md', 0, 4]] });
    expect(second.left('unknown', LlmsFullParts)).toBeUndefined();
    // Recorded by a build that wrote it otherwise: not trusted.
    expect(second.left('llms-full.txt', z.record(z.string(), z.array(z.object({ part: z.string() }))))).toBeUndefined();
    second.keep('llms-full.txt');
    second.save();
    const third = outputRecord(file, site);
    expect(third.left('llms-full.txt', LlmsFullParts)).toEqual({ 'llms-full.txt': [['a.md', 0, 4]] });
    // Written since by something else: nothing of it can be trusted.
    writeFileSync(path.join(site, 'llms-full.txt'), '# B, longer\n');
    expect(third.left('llms-full.txt', LlmsFullParts)).toBeUndefined();
  });
});
