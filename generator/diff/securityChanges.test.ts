import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diffSpecs, type SpecChange, type SpecDiff } from './index.ts';

const BASE = 'tests/fixtures/diff/security-base.yaml';
const REVISION = 'tests/fixtures/diff/security-revision.yaml';

let forward: SpecDiff;
let backward: SpecDiff;
beforeAll(async () => {
  [forward, backward] = await Promise.all([diffSpecs({ file: BASE }, { file: REVISION }), diffSpecs({ file: REVISION }, { file: BASE })]);
});

/** Each operation's changes as `severity rule: message`, by path. */
const said = (diff: SpecDiff) => {
  const byPath: Record<string, string[]> = {};
  for (const change of diff.changes) (byPath[change.operation!.path] ??= []).push(`${change.severity} ${change.rule}: ${change.message}`);
  return byPath;
};

describe('securityChanges: security compared as each operation answers to it (issue 34)', () => {
  it('names each scope, requirement and the need to authenticate, each with its own class', () => {
    expect(said(forward)).toEqual({
      '/scopes-gained': [
        'breaking security-requirement-changed: Scope `write` of security scheme `oauth` now required.',
        'breaking security-requirement-changed: Scope `admin` of security scheme `oauth` now required.',
      ],
      '/scopes-dropped': [
        'non-breaking security-scope-removed: Scope `write` of security scheme `oauth` no longer required.',
        'non-breaking security-scope-removed: Scope `admin` of security scheme `oauth` no longer required.',
      ],
      '/alternative-added': ['non-breaking security-requirement-added: Security requirement `oauth` now accepted.'],
      '/alternative-removed': ['breaking security-requirement-changed: Security requirement `oauth` is no longer accepted.'],
      // Its own requirement dropped: it answers to the document's `key` now.
      '/own-removed': [
        'breaking security-requirement-changed: Security requirement `oauth` is no longer accepted.',
        'non-breaking security-requirement-added: Security requirement `key` now accepted.',
      ],
      // `/own-set` wrote out the document's own requirement: nothing a client can tell.
    });
  });

  it('says the reverse of each the other way round', () => {
    const reverse = said(backward);
    expect(reverse['/scopes-gained']).toEqual([
      'non-breaking security-scope-removed: Scope `write` of security scheme `oauth` no longer required.',
      'non-breaking security-scope-removed: Scope `admin` of security scheme `oauth` no longer required.',
    ]);
    expect(reverse['/alternative-added']).toEqual(['breaking security-requirement-changed: Security requirement `oauth` is no longer accepted.']);
    expect(reverse['/own-set']).toBeUndefined();
  });

  it('records each as data for the changelog: one value, the scheme a scope belongs to', () => {
    const gained = forward.changes.filter((c) => c.operation!.path === '/scopes-gained');
    expect(gained.map((c) => [c.kind, c.target, c.values])).toEqual([
      ['modified', { keyword: 'oauth' }, ['write']],
      ['modified', { keyword: 'oauth' }, ['admin']],
    ]);
    const lineOf = (change: SpecChange) => readFileSync(change.location.file, 'utf8').split('\n')[change.location.line! - 1];
    expect(lineOf(gained[0]!)).toContain('security: [{oauth: [read, write, admin]}]');
    const removed = forward.changes.find((c) => c.operation!.path === '/alternative-removed')!;
    expect(removed).toMatchObject({ kind: 'removed', values: ['oauth'], location: { side: 'base', file: BASE } });
  });
});

describe('securityChanges: the document’s requirements reach every operation without its own', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'security-diff-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const spec = (security: string) => `openapi: 3.0.3
info: {title: T, version: '1'}
${security}
components:
  securitySchemes:
    key: {type: apiKey, in: header, name: X-Key}
    basic: {type: http, scheme: basic}
paths:
  /inherits:
    get:
      responses: {'200': {description: OK}}
  /public:
    get:
      security: []
      responses: {'200': {description: OK}}
  /either:
    get:
      security: [{}, {basic: []}]
      responses: {'200': {description: OK}}
`;
  const diff = (base: string, revision: string) => {
    writeFileSync(path.join(dir, 'base.yaml'), spec(base));
    writeFileSync(path.join(dir, 'revision.yaml'), spec(revision));
    return diffSpecs({ file: path.join(dir, 'base.yaml') }, { file: path.join(dir, 'revision.yaml') }).then(said);
  };

  it('makes authentication required where the document adds a requirement, and only there', async () => {
    expect(await diff('', 'security: [{key: []}]')).toEqual({ '/inherits': ['breaking security-requirement-changed: Authentication now required: `key`.'] });
  });

  it('frees the operations that inherited it when the document drops it', async () => {
    expect(await diff('security: [{key: [], basic: []}]', '')).toEqual({ '/inherits': ['non-breaking security-requirement-removed: Authentication no longer required.'] });
  });

  it('names a requirement that needs two schemes at once as one', async () => {
    expect(await diff('security: [{key: []}]', 'security: [{key: [], basic: []}]')).toEqual({
      '/inherits': ['breaking security-requirement-changed: Security requirement `key` is no longer accepted.', 'non-breaking security-requirement-added: Security requirement `basic + key` now accepted.'],
    });
  });
});
