import { describe, expect, it } from 'vitest';
import type { ReleasedChange } from '../../../generator/releases/model.ts';
import { translator } from '../../i18n/i18n.tsx';
import { changeText } from './changeText.ts';
import { plainText } from '../../i18n/textParts.ts';

const op = { method: 'get', path: '/pets', slug: 'list-pets' } as const;
const change = (fields: Partial<ReleasedChange> & Pick<ReleasedChange, 'rule' | 'kind'>): ReleasedChange => ({ severity: 'breaking', operation: op, at: '', message: 'English only', ...fields });
const say = (c: ReleasedChange, locale: 'en' | 'he' | 'zh' = 'en') => plainText(changeText(c, translator(locale), locale));

const added = change({ severity: 'non-breaking', rule: 'operation-added', kind: 'added', node: 'Operation' });
const enumAdded = change({ rule: 'enum-values-added', kind: 'modified', node: 'Schema', target: { schema: 'Animal', property: 'species', keyword: 'enum' }, values: ['bird', 'fish'], from: ['cat'], to: ['cat', 'bird', 'fish'] });
const maximum = change({ rule: 'schema-constraint-changed', kind: 'modified', node: 'Schema', target: { parameter: { name: 'limit', in: 'query' }, keyword: 'maximum' }, from: 100, to: 50 });
const mediaType = change({ rule: 'media-type-removed', kind: 'removed', node: 'MediaType', target: { requestBody: true, mediaType: 'application/xml' } });

describe('changeText', () => {
  it('says an added operation in each locale, from its rule alone (not from the English message)', () => {
    expect(say(added, 'en')).toBe('New operation.');
    expect(say(added, 'he')).toBe('פעולה חדשה.');
    expect(say(added, 'zh')).toBe('新增操作。');
  });

  it('names what changed from the target, in each language, with the spec’s names as code', () => {
    expect(say(enumAdded, 'en')).toBe('New values of property `species` in schema `Animal`: `bird` and `fish`.');
    expect(say(enumAdded, 'he')).toBe('ערכים חדשים (המאפיין `species` של הסכמה `Animal`): `bird` ו-`fish`.');
    expect(say(enumAdded, 'zh')).toBe('结构 `Animal`中的属性 `species`新增取值：`bird`和`fish`。');
    expect(say(maximum, 'en')).toBe('`maximum` of query parameter `limit` changed from `100` to `50`.');
    expect(say(maximum, 'he')).toBe('`maximum` של פרמטר השאילתה `limit` השתנה מ-`100` ל-`50`.');
    expect(say(maximum, 'zh')).toBe('查询参数 `limit`的 `maximum` 从 `100` 改为 `50`。');
    expect(say(mediaType, 'en')).toBe('Removed: content type `application/xml` in the request body.');
    expect(say(mediaType, 'he')).toBe('הסרה: סוג התוכן `application/xml` של גוף הבקשה.');
    expect(say(mediaType, 'zh')).toBe('移除：请求体中的内容类型 `application/xml`。');
  });

  it('keeps names out of the translation: code parts hold them exactly, whatever they contain', () => {
    const odd = change({ rule: 'property-removed', kind: 'removed', node: 'Schema', target: { schema: 'A{{b}}', property: '$t(x) `y`' } });
    expect(changeText(odd, translator('en'), 'en')).toEqual(['Removed: property ', { code: '$t(x) `y`' }, ' in schema ', { code: 'A{{b}}' }, '.']);
  });

  it.each<[string, ReleasedChange, string]>([
    ['a required parameter added', change({ rule: 'parameter-became-required', kind: 'added', node: 'Parameter', target: { parameter: { name: 'X-Tenant', in: 'header' } } }), 'Added, required: header parameter `X-Tenant`.'],
    ['a parameter made required', change({ rule: 'parameter-became-required', kind: 'modified', node: 'Parameter', target: { parameter: { name: 'owner', in: 'query' }, keyword: 'required' }, to: true }), 'Now required: query parameter `owner`.'],
    ['an optional parameter added', change({ severity: 'non-breaking', rule: 'parameter-added', kind: 'added', node: 'Parameter', target: { parameter: { name: 'sort', in: 'query' } } }), 'Added, optional: query parameter `sort`.'],
    ['a parameter removed', change({ rule: 'parameter-removed', kind: 'removed', node: 'Parameter', target: { parameter: { name: 'verbose', in: 'query' } } }), 'Removed: query parameter `verbose`.'],
    ['a response header added', change({ severity: 'non-breaking', rule: 'response-header-added', kind: 'added', node: 'Header', target: { response: '200', header: 'X-Trace' } }), 'Added: header `X-Trace` in response `200`.'],
    ['a property added', change({ severity: 'non-breaking', rule: 'property-added', kind: 'added', node: 'Schema', target: { schema: 'Room', property: 'meta.region' } }), 'Added: property `meta.region` in schema `Room`.'],
    ['one enum value added', change({ rule: 'enum-values-added', kind: 'modified', node: 'Schema', target: { schema: 'Room', property: 'state', keyword: 'enum' }, values: ['archived'] }), 'New value of property `state` in schema `Room`: `archived`.'],
    ['one property made required', change({ rule: 'required-properties-added', kind: 'modified', node: 'Schema', target: { schema: 'NewPet', keyword: 'required' }, values: ['age'] }), 'Property now required in schema `NewPet`: `age`.'],
    ['a type changed', change({ rule: 'schema-type-changed', kind: 'modified', node: 'Schema', target: { schema: 'Owner', property: 'name', keyword: 'type' }, from: 'string', to: 'integer' }), 'Type of property `name` in schema `Owner` changed from `string` to `integer`.'],

    ['a value removed from an enum', change({ rule: 'enum-values-removed', kind: 'modified', node: 'Schema', target: { parameter: { name: 'status', in: 'query' }, keyword: 'enum' }, values: ['pending'] }), 'Value removed from query parameter `status`: `pending`.'],
    ['properties no longer required', change({ rule: 'required-properties-removed', kind: 'modified', node: 'Schema', target: { schema: 'Pet', keyword: 'required' }, values: ['name', 'tag'] }), 'Properties no longer required in schema `Pet`: `name` and `tag`.'],
    ['a response removed', change({ rule: 'response-removed', kind: 'removed', node: 'Response', target: { response: '404' } }), 'Removed: response `404`.'],
    ['a response header removed', change({ rule: 'response-header-removed', kind: 'removed', node: 'Header', target: { response: '200', header: 'X-Rate' } }), 'Removed: header `X-Rate` in response `200`.'],
    ['an operationId changed', change({ rule: 'operation-id-changed', kind: 'modified', node: 'Operation', target: { keyword: 'operationId' }, from: 'getPet', to: 'fetchPet' }), '`operationId` of the operation changed from `getPet` to `fetchPet`.'],
    ['a path renamed', change({ rule: 'path-removed', kind: 'modified', node: 'PathItem', target: { keyword: 'key' }, from: '/stores', to: '/shops' }), 'Path changed from `/stores` to `/shops`.'],
    ['an operation deprecated', change({ severity: 'deprecation', rule: 'operation-deprecated', kind: 'modified', node: 'Operation', target: { keyword: 'deprecated' }, to: true }), 'The operation is deprecated.'],
    ['a parameter deprecated', change({ severity: 'deprecation', rule: 'parameter-deprecated', kind: 'modified', node: 'Parameter', target: { parameter: { name: 'page', in: 'query' }, keyword: 'deprecated' }, to: true }), 'Deprecated: query parameter `page`.'],
    ['authentication made required', change({ rule: 'security-requirement-changed', kind: 'added', node: 'SecurityRequirementList', values: ['oauth'] }), 'Authentication now required: `oauth`.'],
    ['authentication no longer required', change({ severity: 'non-breaking', rule: 'security-requirement-removed', kind: 'removed', node: 'SecurityRequirementList' }), 'Authentication no longer required.'],
    ['a security requirement accepted', change({ severity: 'non-breaking', rule: 'security-requirement-added', kind: 'added', node: 'SecurityRequirement', values: ['oauth'] }), 'Now accepted for authentication: `oauth`.'],
    ['a scope now needed', change({ rule: 'security-requirement-changed', kind: 'modified', node: 'SecurityRequirement', target: { keyword: 'oauth' }, values: ['write'] }), '`oauth` now needs the scope `write`.'],
    ['scopes needed in a release recorded before scopes were a change each', change({ rule: 'security-requirement-changed', kind: 'modified', node: 'SecurityRequirement', target: { keyword: 'oauth' }, values: ['write', 'admin'] }), '`oauth` now needs the scopes `write` and `admin`.'],
    ['a scope no longer needed', change({ severity: 'non-breaking', rule: 'security-scope-removed', kind: 'modified', node: 'SecurityRequirement', target: { keyword: 'oauth' }, values: ['admin'] }), '`oauth` no longer needs the scope `admin`.'],
    ['a server removed', change({ rule: 'server-removed', kind: 'removed', node: 'Server', target: { server: 'https://sandbox.example.com' }, operation: undefined }), 'Removed: server `https://sandbox.example.com`.'],
    ['a rule it does not know, by kind and keyword', change({ rule: 'schema-combinator-changed', kind: 'modified', node: 'Schema', target: { schema: 'Pet', keyword: 'oneOf' } }), 'Changed: `oneOf` of schema `Pet`.'],
    ['a keyword set', change({ rule: 'schema-constraint-changed', kind: 'modified', node: 'Schema', target: { schema: 'Pet', property: 'name', keyword: 'maxLength' }, to: 64 }), '`maxLength` of property `name` in schema `Pet` set to `64`.'],
  ])('says %s', (_, c, english) => {
    expect(say(c)).toBe(english);
    // Every sentence exists in Hebrew and Chinese: no English words left but the spec's names.
    for (const locale of ['he', 'zh'] as const) expect(say(c, locale).replace(/`[^`]*`/g, '')).not.toMatch(/[A-Za-z]{3,}/);
  });
});
