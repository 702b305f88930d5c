import { describe, expect, it } from 'vitest';
import { formatDiff } from './formatDiff.ts';
import type { SpecDiff } from './model.ts';

const diff: SpecDiff = {
  base: 'v1.3.0:spec/openapi.yaml',
  revision: 'spec/openapi.yaml',
  versions: { base: '1.3.0', revision: '1.4.0' },
  changes: [
    {
      operation: { method: 'get', path: '/pets', slug: 'list-pets' },
      severity: 'breaking',
      rule: 'parameter-became-required',
      kind: 'modified',
      at: 'paths/~1pets/get/parameters/3/required',
      message: '`owner` query parameter became required.',
      location: { side: 'revision', file: 'spec/paths/pets.yaml', line: 28, col: 21 },
      from: undefined,
      to: true,
    },
    {
      operation: { method: 'get', path: '/pets', slug: 'list-pets' },
      severity: 'deprecation',
      rule: 'operation-deprecated',
      kind: 'modified',
      at: 'paths/~1pets/get/deprecated',
      message: 'The operation is now deprecated.',
      location: { side: 'revision', file: 'spec/paths/pets.yaml', line: 12, col: 19 },
    },
    {
      operation: { method: 'delete', path: '/pets/{petId}', slug: 'delete-pet' },
      severity: 'breaking',
      rule: 'operation-removed',
      kind: 'removed',
      at: 'paths/~1pets~1{petId}/delete',
      message: 'Operation `DELETE /pets/{petId}` was removed.',
      location: { side: 'base', file: 'v1.3.0:spec/paths/pets.yaml', line: 80, col: 7 },
    },
    {
      severity: 'non-breaking',
      rule: 'server-added',
      kind: 'added',
      at: 'servers/2',
      message: 'A server was added, at 100%: see https://x.example, "eu".',
      location: { side: 'revision', file: 'spec/openapi.yaml', line: 9 },
    },
  ],
};

describe('formatDiff', () => {
  it('text: grouped by operation with its page, each change located, then the counts', () => {
    const text = formatDiff(diff, 'text');
    expect(text).toContain('Comparing spec/openapi.yaml with v1.3.0:spec/openapi.yaml');
    expect(text).toMatch(/GET \/pets {2}\(list-pets\)\n {2}✖ breaking +`owner` query parameter became required\.\n {4}at spec\/paths\/pets\.yaml:28:21\n {2}! deprecation/);
    expect(text).toMatch(/Whole API\n {2}· non-breaking/);
    expect(text.trim().split('\n').at(-1)).toBe('2 breaking, 1 deprecation, 1 non-breaking changes.');
  });

  it('markdown: a heading with the counts, a section per operation', () => {
    const markdown = formatDiff(diff, 'markdown');
    expect(markdown.split('\n')[0]).toBe('### API changes: 2 breaking, 1 deprecation, 1 non-breaking changes.');
    expect(markdown).toContain('#### `DELETE /pets/{petId}` (delete-pet)\n\n- **breaking**: Operation `DELETE /pets/{petId}` was removed. <sub>v1.3.0:spec/paths/pets.yaml:80:7</sub>');
  });

  it('json: the changes and a summary, as data', () => {
    const json = JSON.parse(formatDiff(diff, 'json'));
    expect(json.summary).toEqual({ breaking: 2, deprecation: 1, 'non-breaking': 1 });
    expect(json.changes).toHaveLength(4);
    expect(json.changes[0].operation).toEqual({ method: 'get', path: '/pets', slug: 'list-pets' });
  });

  it('github: one workflow command per change, escaped; removed things without a file', () => {
    const lines = formatDiff(diff, 'github').split('\n');
    expect(lines[0]).toBe('::error file=spec/paths/pets.yaml,line=28,col=21,title=Breaking API change (parameter-became-required)::GET /pets: `owner` query parameter became required.');
    expect(lines[1]).toMatch(/^::warning file=spec\/paths\/pets.yaml,line=12,/);
    expect(lines[2]).toBe('::error title=Breaking API change (operation-removed)::DELETE /pets/{petId}: Operation `DELETE /pets/{petId}` was removed.');
    expect(lines[3]).toBe('::notice file=spec/openapi.yaml,line=9,title=API change (server-added)::A server was added, at 100%25: see https://x.example, "eu".');
  });

  it('every format names a member added as the spec does, and json carries what it is as data (issue 34)', () => {
    const added: SpecDiff = {
      ...diff,
      changes: [
        {
          operation: { method: 'get', path: '/ping', slug: 'ping' },
          severity: 'non-breaking',
          rule: 'parameter-added',
          kind: 'added',
          node: 'Parameter',
          target: { parameter: { name: 'holdoutOptional', in: 'query' } },
          at: 'paths/~1ping/get/parameters/0',
          message: 'Query parameter `holdoutOptional` added (optional).',
          location: { side: 'revision', file: 'spec/paths/general.yaml', line: 117, col: 9 },
        },
      ],
    };
    expect(formatDiff(added, 'text')).toContain('GET /ping  (ping)\n  · non-breaking Query parameter `holdoutOptional` added (optional).\n    at spec/paths/general.yaml:117:9');
    expect(formatDiff(added, 'markdown')).toContain('- **non-breaking**: Query parameter `holdoutOptional` added (optional). <sub>spec/paths/general.yaml:117:9</sub>');
    expect(formatDiff(added, 'github')).toBe('::notice file=spec/paths/general.yaml,line=117,col=9,title=API change (parameter-added)::GET /ping: Query parameter `holdoutOptional` added (optional).');
    expect(JSON.parse(formatDiff(added, 'json')).changes[0]).toMatchObject({ rule: 'parameter-added', kind: 'added', target: { parameter: { name: 'holdoutOptional', in: 'query' } } });
  });

  it('says so when nothing changed', () => {
    expect(formatDiff({ ...diff, changes: [] }, 'text')).toContain('No changes to the API contract.');
    expect(formatDiff({ ...diff, changes: [] }, 'github')).toBe('');
  });
});
