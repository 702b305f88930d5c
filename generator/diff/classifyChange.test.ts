import { describe, expect, it } from 'vitest';
import { classifyChange } from './classifyChange.ts';
import type { ChangeTarget, RedoclyChange } from './model.ts';

const op = '#/paths/~1ping/get';
const place = { file: 'spec/paths/general.yaml', line: 9, col: 7 };
type Verdict = RedoclyChange['verdicts'][number];
const verdict = (ruleId: string, message = 'Redocly’s words.'): Verdict => ({ ruleId, impact: 'major', message });
/** A member added or removed, as Redocly reports one (or splitMembers makes one). */
const member = (kind: 'added' | 'removed', path: string, typeName: string, verdicts: Verdict[] = []): RedoclyChange => ({
  path: `${op}/${path}`,
  typeName,
  kind,
  impact: verdicts.length > 0 ? 'major' : kind === 'added' ? 'minor' : 'patch',
  verdicts,
  [kind === 'added' ? 'revision' : 'base']: { ...place, value: {} },
});
const said = (change: RedoclyChange, target: ChangeTarget) => classifyChange(change, target).map((c) => `${c.severity} ${c.rule}: ${c.message}`);

describe('classifyChange: a member of a list or map, named as the spec names it', () => {
  it.each<[string, RedoclyChange, ChangeTarget, string[]]>([
    ['an optional parameter added', member('added', 'parameters/0', 'Parameter'), { parameter: { name: 'holdoutOptional', in: 'query' } }, ['non-breaking parameter-added: Query parameter `holdoutOptional` added (optional).']],
    [
      'a required parameter added',
      member('added', 'parameters/1', 'Parameter', [verdict('parameter-became-required')]),
      { parameter: { name: 'X-Region', in: 'header' } },
      ['breaking parameter-became-required: Header parameter `X-Region` added (required).'],
    ],
    ['a parameter removed', member('removed', 'parameters/0', 'Parameter', [verdict('parameter-removed')]), { parameter: { name: 'verbose', in: 'query' } }, ['breaking parameter-removed: Query parameter `verbose` removed.']],
    ['a response header added', member('added', 'responses/200/headers/X-Trace', 'Header'), { response: '200', header: 'X-Trace' }, ['non-breaking response-header-added: Response header `X-Trace` added to 200.']],
    [
      'a response header removed',
      member('removed', 'responses/200/headers/X-Rate', 'Header', [verdict('response-header-removed')]),
      { response: '200', header: 'X-Rate' },
      ['breaking response-header-removed: Response header `X-Rate` removed from 200.'],
    ],
    ['a property added to a schema', member('added', 'responses/200/content/application~1json/schema/properties/nickname', 'Schema'), { schema: 'Room', property: 'nickname' }, ['non-breaking property-added: Property `nickname` added to `Room`.']],
    ['a property added below another', member('added', 'requestBody/content/application~1json/schema/properties/owner/properties/name', 'Schema'), { requestBody: true, mediaType: 'application/json', property: 'owner.name' }, ['non-breaking property-added: Property `name` added to `owner` of the request body (application/json).']],
    ['a property removed', member('removed', 'responses/200/content/application~1json/schema/properties/tag', 'Schema', [verdict('property-removed')]), { schema: 'Pet', property: 'tag' }, ['breaking property-removed: Property `tag` removed from `Pet`.']],
    ['a media type added', member('added', 'responses/200/content/text~1csv', 'MediaType'), { response: '200', mediaType: 'text/csv' }, ['non-breaking media-type-added: Media type `text/csv` added to response 200.']],
    ['a media type removed', member('removed', 'requestBody/content/application~1xml', 'MediaType', [verdict('media-type-removed')]), { requestBody: true, mediaType: 'application/xml' }, ['breaking media-type-removed: Media type `application/xml` removed from the request body.']],
    ['a response added', member('added', 'responses/409', 'Response'), { response: '409' }, ['non-breaking response-added: Response 409 added.']],
    ['a server removed', { ...member('removed', 'servers/1', 'Server', [verdict('server-removed')]), path: '#/servers/1' }, { server: 'https://sandbox.example.com' }, ['breaking server-removed: Server `https://sandbox.example.com` removed.']],
    ['a callback added, by its key', member('added', 'callbacks/onEvent', 'Callback'), {}, ['non-breaking callback-added: Callback `onEvent` added to the operation.']],
  ])('%s', (_, change, target, expected) => {
    expect(said(change, target)).toEqual(expected);
  });
});

describe('classifyChange: values of a list, each a change', () => {
  const values = (property: string, base: unknown, revision: unknown, verdicts: Verdict[] = []): RedoclyChange => ({
    path: `${op}/responses/200/content/application~1json/schema/properties/state`,
    typeName: 'Schema',
    kind: 'modified',
    impact: verdicts.length > 0 ? 'major' : 'patch',
    property,
    verdicts,
    base: { ...place, value: base },
    revision: { ...place, value: revision },
  });
  const room = { schema: 'Room', property: 'state', keyword: 'enum' };

  it('says each value an enum gained, rated by the rule that fired (a response’s: breaking)', () => {
    const changes = classifyChange(values('enum', ['open'], ['open', 'archived', 'closed'], [verdict('enum-values-added')]), room);
    expect(changes.map((c) => [c.severity, c.rule, c.values, c.message])).toEqual([
      ['breaking', 'enum-values-added', ['archived'], 'Enum value `archived` added to `Room.state`. Clients that reject unknown values break.'],
      ['breaking', 'enum-values-added', ['closed'], 'Enum value `closed` added to `Room.state`. Clients that reject unknown values break.'],
    ]);
    expect(changes[0]).toMatchObject({ kind: 'modified', node: 'Schema', from: ['open'], to: ['open', 'archived', 'closed'] });
  });

  it('says a value gained or lost without a rule as non-breaking (a request’s enum gaining one; a response’s losing one)', () => {
    expect(said(values('enum', ['small', 'medium'], ['small', 'large']), { schema: 'NewPet', property: 'size', keyword: 'enum' })).toEqual([
      'non-breaking enum-values-added: Enum value `large` added to `NewPet.size`.',
      'non-breaking enum-values-removed: Enum value `medium` removed from `NewPet.size`.',
    ]);
  });

  it('reads an absent `required` as none, and rates only the properties Redocly’s rule named (not a read-only one in a request)', () => {
    const required = values('required', undefined, ['name', 'id'], [verdict('required-properties-added', 'Properties became required: `name`.')]);
    expect(said(required, { schema: 'NewPet', keyword: 'required' })).toEqual([
      'breaking required-properties-added: Property `name` of `NewPet` became required.',
      'non-breaking required-properties-added: Property `id` of `NewPet` became required.',
    ]);
    expect(said(values('required', ['id', 'name'], ['id']), { parameter: { name: 'filter', in: 'query' }, keyword: 'required' })).toEqual([
      'non-breaking required-properties-removed: Property `name` of query parameter `filter` is no longer required.',
    ]);
  });

  it('keeps an enum set where there was none as one change of the whole type, with Redocly’s words', () => {
    const set = values('enum', undefined, ['a', 'b'], [verdict('enum-values-removed', "Enum was set to 'a', 'b'.")]);
    expect(said(set, { parameter: { name: 'mode', in: 'query' }, keyword: 'enum' })).toEqual(["breaking enum-values-removed: Enum was set to 'a', 'b'."]);
  });
});

describe('classifyChange: what is not a contract, and what has no member', () => {
  it('leaves out examples added, which no client can tell', () => {
    expect(classifyChange(member('added', 'responses/200/content/application~1json/examples', 'ExamplesMap'), {})).toEqual([]);
    expect(classifyChange(member('added', 'responses/200/content/application~1json/examples/one', 'Example'), {})).toEqual([]);
  });

  it('says a deprecation by what the target names, and a node with no name by its key in the spec', () => {
    const deprecated: RedoclyChange = { ...member('added', 'parameters/0', 'Parameter'), kind: 'modified', impact: 'minor', property: 'deprecated', revision: { ...place, value: true } };
    expect(said(deprecated, { parameter: { name: 'page', in: 'query' }, keyword: 'deprecated' })).toEqual(['deprecation parameter-deprecated: Query parameter `page` is now deprecated.']);
    expect(said(member('added', 'responses/200/content/application~1json/schema/discriminator', 'Discriminator'), { response: '200' })).toEqual(['non-breaking discriminator-added: `discriminator` added to response 200.']);
  });
});
