import { describe, expect, it } from 'vitest';
import type { ApiModel, Operation } from '../normalize/model.ts';
import { collectApiText } from './collectApiText.ts';

const operation = (slug: string, group: string, summary: string, description?: string): Operation => ({
  slug,
  group,
  kind: 'operation',
  method: 'get',
  path: `/${slug}`,
  summary,
  ...(description !== undefined ? { description } : {}),
  deprecated: false,
  security: [],
  servers: [],
  parameters: { path: [], query: [], header: [], cookie: [] },
  responses: [],
  callbacks: [],
  codeSamples: [],
});

const model: Pick<ApiModel, 'groups' | 'operations' | 'schemas'> = {
  // Operations in document order differ from group order: ids follow the groups (the sidebar).
  operations: [operation('login', 'Accounts', 'Sign in', 'Signs a user in.\n'), operation('ping', 'General', 'Ping the API'), operation('echo', 'General', 'Echo', '')],
  groups: [
    { name: 'General', description: 'Service health.', operations: ['ping', 'echo'] },
    { name: 'Accounts', operations: ['login'] },
  ],
  schemas: {
    Problem: {
      description: 'An error.',
      properties: [
        { name: 'code', required: true, schema: { types: ['string'], description: 'A stable code.' } },
        { name: 'status', required: true, schema: { types: ['integer'] } },
        { name: 'user', required: false, schema: { ref: 'User', description: 'Who did it.' } },
      ],
    },
    User: { types: ['object'], properties: [{ name: 'nickname', required: true, schema: { description: 'The handle.', properties: [{ name: 'deep', required: true, schema: { description: 'Not top-level.' } }] } }] },
    '#/paths/~1ping/get/responses/200/content/application~1json/schema': { description: 'Inline, keyed by a pointer.' },
  },
};

describe('collectApiText', () => {
  it('gives every text a stable id, group by group, then the component schemas', () => {
    expect([...collectApiText(model)]).toEqual([
      ['group.General.name', 'General'],
      ['group.General.description', 'Service health.'],
      ['operation.ping.summary', 'Ping the API'],
      ['operation.echo.summary', 'Echo'],
      ['group.Accounts.name', 'Accounts'],
      ['operation.login.summary', 'Sign in'],
      ['operation.login.description', 'Signs a user in.\n'],
      ['schema.Problem.description', 'An error.'],
      ['schema.Problem.property.code.description', 'A stable code.'],
      ['schema.Problem.property.user.description', 'Who did it.'],
      ['schema.User.property.nickname.description', 'The handle.'],
    ]);
  });

  it('still collects an operation no group lists', () => {
    const orphan = { ...model, groups: [] };
    expect([...collectApiText(orphan).keys()].filter((id) => id.startsWith('operation.'))).toEqual([
      'operation.login.summary',
      'operation.login.description',
      'operation.ping.summary',
      'operation.echo.summary',
    ]);
  });
});
