import { describe, expect, it } from 'vitest';
import type { Release, ReleasedChange } from '../../../generator/releases/model.ts';
import { releaseHref, versionAnchor } from './changelogPath.ts';
import { operationVersions } from './operationVersions.ts';

const change = (rule: string, method: 'get' | 'put', path: string, extra: Partial<ReleasedChange> = {}): ReleasedChange => ({
  severity: 'non-breaking',
  rule,
  kind: rule.endsWith('added') ? 'added' : 'modified',
  at: '',
  message: rule,
  operation: { method, path, slug: 'x' },
  ...extra,
});
// Newest first, as spec/changelog.yaml keeps them.
const history: Release[] = [
  { version: '1.6.0', date: '2027-03-01', changes: [change('path-removed', 'get', '/shops', { from: '/stores', to: '/shops' }), change('parameter-added', 'get', '/pets')] },
  { version: '1.5.0', date: '2027-01-01', changes: [change('parameter-added', 'get', '/stores'), change('operation-added', 'put', '/pets')] },
  { version: '1.4.0', date: '2026-11-22', changes: [change('operation-added', 'get', '/swaps/{swapId}/sparkline'), change('enum-values-added', 'get', '/pets')] },
  { version: '1.3.0', changes: [] },
];

describe('operationVersions', () => {
  it('dates an operation from the release that added it', () => {
    expect(operationVersions(history, { method: 'get', path: '/swaps/{swapId}/sparkline' }, true)).toEqual({ since: '1.4.0', changedIn: [] });
    expect(operationVersions(history, { method: 'put', path: '/pets' }, true)).toEqual({ since: '1.5.0', changedIn: [] });
  });

  it('dates one the history never added from the first release recorded, and lists the releases that changed it, oldest first', () => {
    expect(operationVersions(history, { method: 'get', path: '/rooms' }, true)).toEqual({ since: '1.3.0', changedIn: [] });
    expect(operationVersions(history, { method: 'get', path: '/pets' }, true)).toEqual({ since: '1.3.0', changedIn: ['1.4.0', '1.6.0'] });
  });

  it('follows a renamed path back to its old name', () => {
    expect(operationVersions(history, { method: 'get', path: '/shops' }, true)).toEqual({ since: '1.3.0', changedIn: ['1.5.0', '1.6.0'] });
  });

  it('gives no version to an operation added since the latest release, and nothing without a history', () => {
    expect(operationVersions(history, { method: 'get', path: '/new' }, false)).toEqual({ changedIn: [] });
    expect(operationVersions([], { method: 'get', path: '/pets' }, true)).toBeUndefined();
  });
});

describe('the links to a release', () => {
  it('are the changelog with the version as anchor', () => {
    expect(versionAnchor('1.4.0')).toBe('v1-4-0');
    expect(versionAnchor('2.0.0-beta.1')).toBe('v2-0-0-beta-1');
    expect(releaseHref('1.4.0')).toBe('/api/changelog#v1-4-0');
  });
});
