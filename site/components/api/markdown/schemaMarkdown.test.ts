import { describe, expect, it } from 'vitest';
import { schemaRoutes } from '../../../../tests/golden/market/routes.ts';
import { sidebar } from '../../../../tests/golden/market/sidebar.ts';
import { readSchemaPage } from '../../../pages/api/schemas/@slug/schemaPage.ts';
import { USED_BY_LISTED } from '../../../../generator/normalize/model.ts';
import { usedBy } from '../usedBy.ts';
import { schemaMarkdown } from './schemaMarkdown.ts';

// Golden files: the Markdown of every named schema of the fixture spec (tests/fixtures/market), in
// tests/golden/markdown/schemas. `npx vitest run -u` rewrites them; review the diff.
const GOLDEN = 'tests/golden/market';
const NO_LABELS = { operations: {}, groups: {}, sections: {} };
const markdown = (slug: string, locale: 'en' | 'zh' = 'en') => {
  const page = readSchemaPage(GOLDEN, schemaRoutes[slug]!);
  return schemaMarkdown(page, locale, usedBy(page, NO_LABELS, sidebar));
};

describe('schemaMarkdown', () => {
  it.each(Object.keys(schemaRoutes))('matches the golden file of %s', async (slug) => {
    await expect(markdown(slug)).toMatchFileSnapshot(`../../../../tests/golden/markdown/schemas/${slug}.md`);
  });

  it("lists every property, read-only and write-only ones flagged, and the operations using it linked to their Markdown", () => {
    const market = markdown('market');
    expect(market).toContain('- `id` (`string`, required, read-only)');
    expect(market).toContain('- `secret` (`string`, write-only)');
    expect(market).toMatch(/^- `POST` \[Market closed\]\(https?:\/\/[^)]*\/api\/market-closed\.md\) \(request\)$/m);
    expect(market).toMatch(/^- `GET` \[获取市场\]\([^)]*\/api\/%E8%8E%B7%E5%8F%96%E5%B8%82%E5%9C%BA\.md\) \(response\)$/m);
    expect(markdown('unused-note')).toContain('No operation takes or returns it.');
  });

  it("labels in the reader's language, the links to that language's pages", () => {
    const order = markdown('order', 'zh');
    expect(order).toContain('# Order 数据结构');
    expect(order).toContain('## 使用方');
    expect(order).toMatch(/\/zh\/api\/list-items\.md\) \(请求, 响应, 回调\)/);
  });

  it('lists the groups of its users, linked to their parts of the index, when they are many', () => {
    const page = { ...readSchemaPage(GOLDEN, schemaRoutes['market']!), usedBy: [], usedByGroups: [{ group: 'Orders', count: USED_BY_LISTED }, { group: 'Trades', count: 2 }] };
    const users = usedBy(page, { operations: {}, groups: { Trades: '交易' }, sections: {} });
    expect(users).toEqual({ count: USED_BY_LISTED + 2, operations: [], groups: [{ label: 'Orders', anchor: 'group-orders', count: USED_BY_LISTED }, { label: '交易', anchor: 'group-trades', count: 2 }] });
    const text = schemaMarkdown(page, 'en', users);
    expect(text).toContain(`${USED_BY_LISTED + 2} operations take or return it, directly or inside another schema, in these groups:`);
    expect(text).toMatch(/^- \[交易\]\(https?:\/\/[^)]*\/api#group-trades\) \(2 operations\)$/m);
  });
});
