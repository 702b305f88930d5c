import { describe, expect, it } from 'vitest';
import type { RedoclyChange } from './model.ts';
import { splitMembers } from './splitMembers.ts';

/** Lines by pointer, as if read from the file: the test's own, so nothing is read from disk. */
const locate = (_file: string, pointer: string) => ({ line: pointer.length, col: 1 });
const op = '#/paths/~1ping/get';
const added = (path: string, typeName: string, value: unknown, verdicts: RedoclyChange['verdicts'] = []): RedoclyChange => ({
  path: `${op}/${path}`,
  typeName,
  kind: 'added',
  impact: verdicts.length > 0 ? 'major' : 'minor',
  verdicts,
  revision: { file: 'spec/paths/general.yaml', pointer: `#/ping/get/${path}`, line: 7, col: 7, value },
});
const summary = (changes: RedoclyChange[]) => changes.map((c) => [c.path.slice(op.length + 1), c.typeName, c.kind, c.impact, c.verdicts.map((v) => v.ruleId)]);

describe('splitMembers', () => {
  it('splits an operation’s first parameters, giving each the verdict about it: a required one breaks, an optional one does not', () => {
    const list = added('parameters', 'ParameterList', [{ name: 'holdoutOptional', in: 'query' }, { name: 'X-Region', in: 'header', required: true }], [
      { ruleId: 'parameter-became-required', impact: 'major', message: 'Required `X-Region` header parameter was added.', location: { file: 'spec/paths/general.yaml', pointer: '#/ping/get/parameters/1/required', line: 12, col: 21 } },
    ]);
    const members = splitMembers(list, locate);
    expect(summary(members)).toEqual([
      ['parameters/0', 'Parameter', 'added', 'minor', []],
      ['parameters/1', 'Parameter', 'added', 'major', ['parameter-became-required']],
    ]);
    // Each at its own node, with its own value.
    expect(members[0]!.revision).toEqual({ file: 'spec/paths/general.yaml', pointer: '#/ping/get/parameters/0', line: '#/ping/get/parameters/0'.length, col: 1, value: { name: 'holdoutOptional', in: 'query' } });
  });

  it('gives a verdict about a referenced member, placed in the file it refers to, to that member', () => {
    const list = added('parameters', 'ParameterList', [{ name: 'sort', in: 'query' }, { $ref: '../components/parameters/Tenant.yaml' }], [
      { ruleId: 'parameter-became-required', impact: 'major', message: 'Required `X-Tenant` header parameter was added.', location: { file: 'spec/components/parameters/Tenant.yaml', pointer: '#/required', line: 3, col: 11 } },
    ]);
    expect(summary(splitMembers(list, locate)).map(([, , , impact]) => impact)).toEqual(['minor', 'major']);
  });

  it('splits a response’s first headers, a schema’s first properties and media types, by key', () => {
    expect(summary(splitMembers(added('responses/200/headers', 'HeadersMap', { 'X-Trace': {}, 'X-Rate': {} }), locate))).toEqual([
      ['responses/200/headers/X-Trace', 'Header', 'added', 'minor', []],
      ['responses/200/headers/X-Rate', 'Header', 'added', 'minor', []],
    ]);
    expect(summary(splitMembers(added('responses/200/content/application~1json/schema/properties', 'SchemaProperties', { 'a/b': {} }), locate))).toEqual([
      ['responses/200/content/application~1json/schema/properties/a~1b', 'Schema', 'added', 'minor', []],
    ]);
    expect(summary(splitMembers(added('responses/204/content', 'MediaTypesMap', { 'text/plain': {} }), locate))).toEqual([['responses/204/content/text~1plain', 'MediaType', 'added', 'minor', []]]);
  });

  it('gives a verdict placed at a list removed as a whole to every member, its rule being the one of a member removed', () => {
    const removed: RedoclyChange = {
      path: `${op}/responses/200/headers`,
      typeName: 'HeadersMap',
      kind: 'removed',
      impact: 'major',
      verdicts: [{ ruleId: 'response-header-removed', impact: 'major', message: 'All headers of response `200` were removed.' }],
      base: { file: 'v1:spec/paths/general.yaml', pointer: '#/ping/get/responses/200/headers', line: 9, col: 11, value: { 'X-Trace': {}, 'X-Rate': {} } },
    };
    const members = splitMembers(removed, locate);
    expect(summary(members)).toEqual([
      ['responses/200/headers/X-Trace', 'Header', 'removed', 'major', ['response-header-removed']],
      ['responses/200/headers/X-Rate', 'Header', 'removed', 'major', ['response-header-removed']],
    ]);
    expect(members[1]!.base?.pointer).toBe('#/ping/get/responses/200/headers/X-Rate');
  });

  it('leaves what is one change as it is: an object added, combinators, a modified list', () => {
    const header = added('responses/200/headers/X-Trace', 'Header', { schema: { type: 'string' } });
    expect(splitMembers(header, locate)).toEqual([header]);
    const oneOf = added('responses/200/content/application~1json/schema/oneOf', 'OneOf', [{ type: 'string' }]);
    expect(splitMembers(oneOf, locate)).toEqual([oneOf]);
    const modified: RedoclyChange = { ...added('parameters', 'ParameterList', []), kind: 'modified' };
    expect(splitMembers(modified, locate)).toEqual([modified]);
  });
});
