import { describe, expect, it } from 'vitest';
import { MAX_SLUG_BYTES, resolveSchemaSlugs, resolveSlugs, slugCandidate } from './resolveSlug.ts';

const op = (operationId?: string, summary?: string, method = 'get', path = '/x') => ({ operationId, summary, method, path });

describe('slugCandidate', () => {
  it.each([
    ['ping1', 'ping-1'],
    ['swap30Sec', 'swap-30-sec'],
    ['stake1Hr', 'stake-1-hr'],
    ['roomJoinInviteSend', 'room-join-invite-send'],
    ['qNosync', 'q-nosync'],
    ['get_user_by_ID', 'get-user-by-id'],
    ['HTTPServerStatus', 'http-server-status'],
    ['repos/list-for-org', 'repos-list-for-org'],
  ])('kebab-cases the operationId %s as lodash does: %s', (id, slug) => {
    expect(slugCandidate(op(id))).toBe(slug);
  });

  it('falls back to the summary, then to method and path without route parameters', () => {
    expect(slugCandidate(op(undefined, 'List all pets'))).toBe('list-all-pets');
    expect(slugCandidate(op(undefined, undefined, 'delete', '/pets/{petId}/toys'))).toBe('delete-pets-pet-id-toys');
    expect(slugCandidate(op(undefined, '   ', 'get', '/'))).toBe('get');
  });

  it('keeps non-Latin words', () => {
    expect(slugCandidate(op(undefined, '获取 市场'))).toBe('获取-市场');
    expect(slugCandidate(op(undefined, 'רשימת שווקים'))).toBe('רשימת-שווקים');
  });

  it('cuts a name longer than a file name may be at a word, a hash of the whole keeping cut names apart', () => {
    // Mastercard's operations are named by summaries of whole sentences (APIs.guru).
    const summary = 'Returns countries that have merchants offering the following services: accept contactless enabled cards and devices, allow customers to add money';
    const slug = slugCandidate(op(undefined, summary));
    expect(slug).toMatch(/^returns-countries-that-have-merchants-offering-the-following-services-accept-contactless-[0-9a-f]{8}$/);
    expect(Buffer.byteLength(slug)).toBeLessThanOrEqual(MAX_SLUG_BYTES);
    expect(slugCandidate(op(undefined, `${summary} to a card`))).not.toBe(slug);
    expect(slugCandidate(op(undefined, summary))).toBe(slug);
    // Bytes, not characters: a Chinese character takes three.
    const chinese = slugCandidate(op(undefined, '获取市场'.repeat(20)));
    expect(Buffer.byteLength(chinese)).toBeLessThanOrEqual(MAX_SLUG_BYTES);
    expect(chinese).toMatch(/^(获取市场)+获?取?市?-[0-9a-f]{8}$/);
    expect(resolveSchemaSlugs(['A'.repeat(50) + 'Long'.repeat(30)])[0]!.length).toBeLessThanOrEqual(MAX_SLUG_BYTES);
  });
});

describe('resolveSlugs', () => {
  it('suffixes later collisions with -1, -2 in document order', () => {
    expect(resolveSlugs([op('ping'), op('Ping'), op(undefined, 'ping'), op('token')])).toEqual(['ping', 'ping-1', 'ping-2', 'token']);
  });

  it("keeps the site's own page names under /api/ for its pages: an operation named so gets a suffix", () => {
    expect(resolveSlugs([op('changelog'), op(undefined, 'Changelog'), op('getChangelog')])).toEqual(['changelog-1', 'changelog-2', 'get-changelog']);
  });

  it('does not hand out a suffixed slug that an operation already owns', () => {
    expect(resolveSlugs([op('bulk1'), op('bulk'), op('Bulk')])).toEqual(['bulk-1', 'bulk', 'bulk-2']);
  });
});

describe('resolveSchemaSlugs', () => {
  it("kebab-cases a schema's name as an operation's, and resolves collisions as theirs, in document order", () => {
    expect(resolveSchemaSlugs(['ApiKeyWithSecret', 'simple-user', 'simple_user', 'Room', 'room', 'Room2'])).toEqual([
      'api-key-with-secret',
      'simple-user',
      'simple-user-1',
      'room',
      'room-1',
      'room-2',
    ]);
  });

  it('names a schema of punctuation alone `schema`, and reserves nothing: schema pages are under /api/schemas/', () => {
    expect(resolveSchemaSlugs(['_', 'changelog', 'schemas'])).toEqual(['schema', 'changelog', 'schemas']);
  });
});
