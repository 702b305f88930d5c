import { describe, expect, it } from 'vitest';
import { schemaSidebar } from '../../generated/schemaSidebar.ts';
import { sidebar } from '../../generated/sidebar.ts';
import { apiLabels, translateSchemaPage } from '../../i18n/apiTranslations.ts';
import { operationPage } from '../../pages/api/@slug/operationPage.ts';
import { schemaPage } from '../../pages/api/schemas/@slug/schemaPage.ts';
import { apiOrder } from './apiOrder.ts';
import { renderOperationArticle } from './operationArticle.tsx';
import { renderSchemaArticle, schemaToc } from './schemaArticle.tsx';
import { schemaPath } from './schemaPath.ts';
import { groupAnchor } from './groupAnchor.ts';
import { USED_BY_LISTED } from '../../../generator/normalize/model.ts';
import { usedBy } from './usedBy.ts';

const ids = (html: string) => [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!);
const hrefs = (html: string, prefix: string) => [...html.matchAll(new RegExp(` href="${prefix}([^"#]+)"`, 'g'))].map((m) => decodeURIComponent(m[1]!));
const render = (slug: string, locale: 'en' | 'he' | 'zh' = 'en') => {
  const page = translateSchemaPage(schemaPage(slug)!, locale);
  return renderSchemaArticle(page, locale, usedBy(page, apiLabels(locale)));
};

describe('a schema article', () => {
  it('has, for every named schema, unique ids, a target for every # link, every heading its table of contents names, and links only to pages that exist', { timeout: 60_000 }, async () => {
    const operations = new Set(apiOrder.map((item) => item.slug));
    const schemas = new Set(schemaSidebar.map((item) => item.slug));
    for (const { slug } of schemaSidebar) {
      const html = await render(slug);
      const found = ids(html);
      expect(new Set(found).size, slug).toBe(found.length);
      for (const target of [...html.matchAll(/ href="#([^"]+)"/g)].map((m) => decodeURIComponent(m[1]!))) expect(found, `${slug}: #${target}`).toContain(target);
      for (const entry of schemaToc(schemaPage(slug)!, 'en')) expect(found, `${slug}: toc ${entry.id}`).toContain(entry.id);
      for (const target of hrefs(html, '/api/schemas/')) expect(schemas, `${slug}: /api/schemas/${target}`).toContain(target);
      for (const target of hrefs(html, '/api/').filter((path) => !path.startsWith('schemas/'))) expect(operations, `${slug}: /api/${target}`).toContain(target);
      // Its own name heads the viewer, not linked to the page it is on.
      expect(html, slug).not.toContain(`href="/api/schemas/${slug}"`);
    }
  });

  it('lists every operation that takes or returns it, in sidebar order, and where', async () => {
    const html = await render('market-state');
    const listed = hrefs(html, '/api/').filter((path) => !path.startsWith('schemas/'));
    const users = schemaPage('market-state')!.usedBy.map((user) => user.slug);
    expect(users.length).toBeGreaterThan(10);
    expect(users.length).toBeLessThanOrEqual(USED_BY_LISTED);
    expect(listed.filter((slug) => users.includes(slug))).toEqual(users);
    expect(users).toEqual(apiOrder.map((item) => item.slug).filter((slug) => users.includes(slug)));
    // A room's creation returns a room: the operation page says so, and links the name to the schema's page.
    expect(schemaPage('room')!.usedBy).toContainEqual({ slug: 'room-create', in: ['response'] });
    expect(await renderOperationArticle((await operationPage('room-create'))!, 'en')).toContain(`<a href="${schemaPath('Room')}" class="schema-type-link"><code class="schema-type" dir="ltr">Room</code></a>`);
  });

  it('lists the groups of the operations using it, with how many in each, when they are many', async () => {
    const { usedBy: listed, usedByGroups: groups = [] } = schemaPage('problem')!;
    expect(listed).toEqual([]);
    const count = groups.reduce((sum, group) => sum + group.count, 0);
    expect(count).toBeGreaterThan(USED_BY_LISTED);
    // Every operation can answer with a Problem: every group, with all of its operations.
    expect(groups).toEqual(sidebar.map((group) => ({ group: group.name, count: group.items.length })));
    const html = await render('problem');
    // No operation is linked, but every group is, to its part of the index.
    expect(hrefs(html, '/api/').filter((path) => !path.startsWith('schemas/'))).toEqual([]);
    expect([...html.matchAll(/ href="\/api#([^"]+)"/g)].map((m) => m[1])).toEqual(groups.map((group) => groupAnchor(group.group)));
    expect(html).toContain(`<p>${count} operations take or return it, directly or inside another schema, in these groups:</p>`);
    expect(html).toContain(`${groups[0]!.count} operations</span>`);
    expect(await render('problem', 'he')).toContain(`href="/he/api#${groupAnchor(groups[0]!.group)}"`);
  });

  it("links each variant named after a schema to that schema's page", async () => {
    const html = await render('market-summary');
    for (const name of ['TopicMarketSummary', 'SwapMarketSummary', 'ProspectMarketSummary']) {
      expect(html).toContain(`<a href="${schemaPath(name)}" class="schema-label schema-type-link">${name}</a>`);
    }
  });

  it("shows every property of the schema, read-only ones too, and the operations' summaries in the reader's language", async () => {
    const room = await render('room');
    expect(room).toMatch(/<code class="schema-name" dir="ltr">id<\/code>.*?read-only/);
    const he = await render('market-state', 'he');
    const summary = apiLabels('he').operations[schemaPage('market-state')!.usedBy[0]!.slug]!;
    expect(summary).toBeTruthy();
    expect(he).toContain(summary);
    expect(he).toContain('href="/he/api/');
  });
});
