import { describe, expect, it } from 'vitest';
import type { ReleasedChange } from '../../../generator/releases/model.ts';
import { groupChanges } from './groupChanges.ts';

const on = (method: 'get' | 'post', path: string) => ({ method, path, slug: `${method}${path.replace(/\W/g, '-')}` });
const change = (severity: ReleasedChange['severity'], operation: ReleasedChange['operation'], rule: string): ReleasedChange => ({ severity, rule, kind: 'modified', at: '', message: rule, ...(operation ? { operation } : {}) });

describe('groupChanges', () => {
  it('groups by severity, breaking first, then by operation in the order given, the whole API last', () => {
    const pets = on('get', '/pets');
    const owners = on('post', '/owners');
    const groups = groupChanges([
      change('non-breaking', pets, 'parameter-added'),
      change('breaking', undefined, 'server-removed'),
      change('breaking', owners, 'response-removed'),
      change('deprecation', pets, 'operation-deprecated'),
      change('breaking', pets, 'enum-values-removed'),
      change('breaking', owners, 'property-removed'),
    ]);
    expect(groups.map((g) => [g.severity, g.operations.map((o) => [o.operation?.path ?? 'API', o.changes.map((c) => c.rule)])])).toEqual([
      [
        'breaking',
        [
          ['/owners', ['response-removed', 'property-removed']],
          ['/pets', ['enum-values-removed']],
          ['API', ['server-removed']],
        ],
      ],
      ['deprecation', [['/pets', ['operation-deprecated']]]],
      ['non-breaking', [['/pets', ['parameter-added']]]],
    ]);
  });

  it('keeps two operations on one path apart (by method), and leaves out empty severities', () => {
    const groups = groupChanges([change('non-breaking', on('get', '/x'), 'a'), change('non-breaking', on('post', '/x'), 'b')]);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.operations.map((o) => o.operation!.method)).toEqual(['get', 'post']);
    expect(groupChanges([])).toEqual([]);
  });
});
