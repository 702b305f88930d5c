import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sidebar } from '../../site/generated/sidebar.ts';

// tests/fixtures/operations.tsv is the product's operation catalogue (shared/catalogue), copied
// so that the test runs in any clone: every page it names must exist, in its group and order.
const catalogue = readFileSync('tests/fixtures/operations.tsv', 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t') as [string, string]);

describe('the shipped spec', () => {
  it('has exactly the catalogue operations, in its groups and order', () => {
    const generated = sidebar.flatMap((group) => group.items.map((item) => [group.name, item.slug]));
    expect(generated).toEqual(catalogue);
  });

  it('has the 15 groups in catalogue order', () => {
    expect(sidebar.map((g) => g.name)).toEqual([...new Set(catalogue.map(([group]) => group))]);
  });
});
