import { describe, expect, it } from 'vitest';
import { collectApiText } from '../../generator/translations/collectApiText.ts';
import { hashText, type ApiTranslations } from '../../generator/translations/format.ts';
import type { OperationPage } from '../../generator/normalize/model.ts';
import { sidebar } from '../generated/sidebar.ts';
import { operationPage } from '../pages/api/@slug/operationPage.ts';
import { apiText, lookupIn, translateGroup, translateOperationPage, translateSidebar, translateSidebarLabels } from './apiTranslations.ts';

const loadPage = async (slug: string): Promise<OperationPage> => (await operationPage(slug))!;

const deepFreeze = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
};

describe('lookupIn', () => {
  const table: ApiTranslations = {
    current: { hash: hashText('Sign in'), en: 'Sign in', text: '登录' },
    empty: { hash: hashText('Sign out'), en: 'Sign out', text: '' },
    stale: { hash: hashText('Ping'), en: 'Ping the API', text: 'Ping' },
  };
  const t = lookupIn(table);

  it('answers the translation when it is there, not empty and made from this English', () => {
    expect(t('current', 'Sign in')).toBe('登录');
  });

  it('answers the English when the id is missing, the translation empty, or the English changed since', () => {
    expect(t('missing', 'Missing')).toBe('Missing');
    expect(t('empty', 'Sign out')).toBe('Sign out');
    expect(t('stale', 'Ping the API')).toBe('Ping the API');
    // The English the page shows counts, not the file's `en`: a spec edited without regenerating.
    expect(t('current', 'Sign in now')).toBe('Sign in now');
    expect(t('toString', 'Inherited names are not entries')).toBe('Inherited names are not entries');
  });
});

describe('the API text of a locale', () => {
  it('is the English itself in English', () => {
    expect(apiText('en')('operation.ping.summary', 'Ping the API')).toBe('Ping the API');
  });

  it('translates an operation page without touching the shared generated data', async () => {
    const page = deepFreeze(await loadPage('ping-1'));
    const snapshot = structuredClone(page);
    const zh = translateOperationPage(page, 'zh');
    expect(page).toEqual(snapshot);
    expect(translateOperationPage(page, 'en')).toBe(page);

    expect(zh.operation.summary).toBe('检测 API 是否在线（需认证）');
    expect(zh.operation.description).toContain('`ping`');
    expect(zh.operation.method).toBe(page.operation.method);
    expect(zh.schemas.Problem?.description).toContain('RFC 9457');
    expect(zh.schemas.Problem?.description).not.toBe(page.schemas.Problem?.description);
    const code = (p: OperationPage) => p.schemas.Problem?.properties?.find((property) => property.name === 'code')?.schema.description;
    expect(code(zh)).toBe('稳定的、机器可读的错误码。');
    expect(code(page)).toBe('A stable, machine-readable error code.');
  });

  it('keeps the schema table itself, and each schema, where nothing of it is translated', async () => {
    const page = await loadPage('ping-1');
    const untranslated = { ...page, schemas: { Untranslated: { types: ['object' as const], description: 'No translation has this.', properties: [{ name: 'id', required: true, schema: { types: ['string' as const], description: 'Nor this.' } }] } } };
    expect(translateOperationPage(untranslated, 'zh').schemas).toBe(untranslated.schemas);
    const zh = translateOperationPage({ ...page, schemas: { ...page.schemas, ...untranslated.schemas } }, 'zh');
    expect(zh.schemas.Untranslated).toBe(untranslated.schemas.Untranslated);
    expect(zh.schemas.Problem).not.toBe(page.schemas.Problem);
  });

  it('translates groups and the sidebar, and lists only translated sidebar labels', () => {
    const general = sidebar.find((group) => group.name === 'General')!;
    expect(translateGroup(general, 'he')).toMatchObject({ name: 'כללי', items: general.items });
    expect(translateGroup({ name: 'General' }, 'zh')).toEqual({ name: '通用' });
    expect(translateGroup(general, 'en')).toBe(general);

    const he = translateSidebar(sidebar, 'he');
    expect(he[0]!.items[0]!.summary).toBe('רשימת הנתיבים של ה-API');
    expect(sidebar[0]!.items[0]!.summary).toBe("List the API's routes");

    const labels = translateSidebarLabels('zh');
    expect(labels.ping).toBe('检测 API 是否在线');
    for (const [slug, label] of Object.entries(labels)) expect(label).not.toBe(sidebar.flatMap((g) => g.items).find((i) => i.slug === slug)!.summary);
    expect(translateSidebarLabels('en')).toEqual({});
  });
});

describe('the shipped zh and he translations', () => {
  const groups = sidebar.filter((group) => group.name === 'General' || group.name === 'Accounts');

  it('cover the General and Accounts groups', () => {
    expect(groups.map((group) => group.name)).toEqual(['General', 'Accounts']);
  });

  for (const locale of ['zh', 'he'] as const) {
    it(`translate every General and Accounts summary into ${locale}`, () => {
      const t = apiText(locale);
      for (const item of groups.flatMap((group) => group.items)) {
        const translated = t(`operation.${item.slug}.summary`, item.summary);
        expect(translated, item.slug).not.toBe(item.summary);
        expect(translated, item.slug).not.toMatch(/^[A-Za-z ()']+$/);
      }
    });

    it(`translate everything those pages show into ${locale}: descriptions, group texts, their schemas`, async () => {
      const pages = await Promise.all(groups.flatMap((group) => group.items).map((item) => loadPage(item.slug)));
      const text = collectApiText({
        groups: groups.map((group) => ({ name: group.name, description: group.description, operations: group.items.map((item) => item.slug) })),
        operations: pages.map((page) => page.operation),
        schemas: Object.assign({}, ...pages.map((page) => page.schemas)),
      });
      const t = apiText(locale);
      const untranslated = [...text].filter(([id, english]) => t(id, english) === english).map(([id]) => id);
      expect(untranslated).toEqual([]);
      expect(text.size).toBeGreaterThan(150);
    });
  }
});
