import { describe, expect, it } from 'vitest';
import type { OperationPage, SchemaNode } from '../../../../generator/normalize/model.ts';
import { routes as goldenRoutes } from '../../../../tests/golden/market/routes.ts';
import { apiOrder } from '../apiOrder.ts';
import { operationPage, readOperationPage } from '../../../pages/api/@slug/operationPage.ts';
import { schemaSidebar } from '../../../generated/schemaSidebar.ts';
import { LISTED_ONCE_ROWS, VIEW_ROWS } from './buildSchemaView.ts';
import { buildSchemaView, type SchemaView } from './schemaView.ts';

const swapCommentPost = (await operationPage('swap-comment-post'))!;
const placeContractOrder = (await operationPage('place-contract-order'))!;
const verdictAnnounce = (await operationPage('verdict-announce'))!;
const GOLDEN = 'tests/golden/market';
const marketClosed = await readOperationPage(GOLDEN, goldenRoutes['market-closed']!);

const string: SchemaNode = { types: ['string'] };
const prop = (name: string, schema: SchemaNode, required = false) => ({ name, required, schema });

/** Every node of a view, depth first. */
function nodes(view: SchemaView): SchemaView[] {
  return [
    view,
    ...(view.properties ?? []).flatMap((p) => nodes(p.schema)),
    ...(view.additionalProperties ? nodes(view.additionalProperties) : []),
    ...(view.items ? nodes(view.items) : []),
    ...(view.variants?.options ?? []).flatMap((o) => nodes(o.schema)),
    ...(view.not ? nodes(view.not) : []),
  ];
}
const property = (view: SchemaView, name: string) => view.properties!.find((p) => p.name === name)!;

describe('buildSchemaView: objects, arrays, values', () => {
  const schemas: Record<string, SchemaNode> = {
    Room: { types: ['object'], title: 'Room', description: 'A room.', properties: [prop('id', string, true), prop('owner', { ref: 'User' })] },
    User: { types: ['object'], properties: [prop('name', { types: ['string'], constraints: { minLength: 3, maxLength: 24 } }, true)] },
  };

  it('nests objects with required marks, types and anchors from the path', () => {
    const view = buildSchemaView({ ref: 'Room' }, schemas, 'response', 'schema-response-200-application/json');
    expect(view).toMatchObject({ anchor: 'schema-response-200-application-json', type: 'Room', ref: 'Room', description: 'A room.', depth: 0 });
    expect(view.title).toBeUndefined(); // Same as the type.
    expect(property(view, 'id')).toMatchObject({ required: true, schema: { type: 'string', anchor: 'schema-response-200-application-json-id', depth: 1 } });
    const owner = property(view, 'owner').schema;
    expect(owner).toMatchObject({ type: 'User', depth: 1 });
    expect(property(owner, 'name')).toMatchObject({ required: true, schema: { anchor: 'schema-response-200-application-json-owner-name', depth: 2 } });
    expect(property(owner, 'name').schema.constraints).toEqual([{ kind: 'lengthRange', min: 3, max: 24 }]);
  });

  it('describes arrays by their items, at the parent depth, with the items anchor in the path', () => {
    const view = buildSchemaView({ types: ['array'], items: { ref: 'Room' }, constraints: { maxItems: 50, uniqueItems: true } }, schemas, 'response', 'body');
    expect(view.type).toBe('array<Room>');
    expect(view.constraints).toEqual([{ kind: 'maxItems', count: 50 }, { kind: 'uniqueItems' }]);
    expect(view.items).toMatchObject({ anchor: 'body-items', type: 'Room', depth: 0 });
    expect(property(view.items!, 'owner').schema.anchor).toBe('body-items-owner');
    expect(buildSchemaView({ types: ['array'], items: { types: ['array'], items: { types: ['integer'], format: 'int64' } } }, {}, 'request', 'x').type).toBe('array<array<integer<int64>>>');
  });

  it('carries enum, const, default and scalar examples as JSON text', () => {
    const view = buildSchemaView(
      {
        types: ['object'],
        example: { side: 'buy' },
        properties: [
          prop('side', { types: ['string'], enum: ['buy', 'sell'], default: 'buy' }),
          prop('type', { types: ['string'], const: 'limit' }),
          prop('size', { types: ['integer'], enum: [1, 2], example: 2 }),
          prop('parentId', { types: ['string'], nullable: true, default: null }),
          prop('tags', { types: ['array'], items: string, example: ['a', 'b'] }),
        ],
      },
      {},
      'request',
      'q',
    );
    expect(view.example).toBeUndefined(); // Objects' examples belong to the page's example panel.
    expect(property(view, 'side').schema).toMatchObject({ enum: ['"buy"', '"sell"'], default: '"buy"' });
    expect(property(view, 'type').schema).toMatchObject({ const: '"limit"', type: 'string' });
    expect(property(view, 'size').schema).toMatchObject({ enum: ['1', '2'], example: '2' });
    expect(property(view, 'parentId').schema).toMatchObject({ default: 'null', type: 'string | null', nullable: true });
    expect(property(view, 'tags').schema.example).toBe('["a","b"]');
  });

  it('keeps title, format, contentMediaType and deprecated', () => {
    const view = buildSchemaView({ types: ['string'], title: 'Avatar', format: 'binary', contentMediaType: 'image/png', deprecated: true }, {}, 'request', 'f');
    expect(view).toMatchObject({ title: 'Avatar', format: 'binary', contentMediaType: 'image/png', deprecated: true, type: 'string<binary>' });
  });

  it('marks nullable references and keeps the structure of named scalars', () => {
    const table: Record<string, SchemaNode> = { Timestamp: { types: ['string'], format: 'date-time', description: 'An instant.' } };
    const view = buildSchemaView({ types: ['object'], properties: [prop('at', { description: 'When.', nullable: true, allOf: [{ ref: 'Timestamp' }] })] }, table, 'response', 'r');
    expect(property(view, 'at').schema).toMatchObject({ type: 'Timestamp | null', baseType: 'string<date-time>', nullable: true, ref: 'Timestamp', description: 'When.' });
  });

  it('reports a reference missing from the table instead of failing', () => {
    expect(buildSchemaView({ ref: 'Nowhere' }, {}, 'response', 'r')).toMatchObject({ type: 'Nowhere', unresolved: true });
  });
});

describe('buildSchemaView: read-only and write-only', () => {
  const schemas: Record<string, SchemaNode> = {
    Account: {
      types: ['object'],
      properties: [
        prop('id', { types: ['string'], readOnly: true }, true),
        prop('password', { types: ['string'], writeOnly: true }, true),
        prop('owner', { ref: 'User', readOnly: true }),
        prop('audit', { ref: 'Audit' }),
        prop('email', string, true),
      ],
    },
    User: { types: ['object'], properties: [prop('name', string)] },
    Audit: { types: ['object'], readOnly: true, properties: [] },
  };

  it('leaves read-only properties (own, on the ref, or on its target) out of requests, and says which', () => {
    const view = buildSchemaView({ ref: 'Account' }, schemas, 'request', 'q');
    expect(view.properties!.map((p) => p.name)).toEqual(['password', 'email']);
    expect(property(view, 'password').schema.writeOnly).toBe(true);
    expect(view.omitted).toEqual([
      { name: 'id', reason: 'readOnly' },
      { name: 'owner', reason: 'readOnly' },
      { name: 'audit', reason: 'readOnly' },
    ]);
  });

  it('leaves write-only properties out of responses', () => {
    const view = buildSchemaView({ ref: 'Account' }, schemas, 'response', 'r');
    expect(view.properties!.map((p) => p.name)).toEqual(['id', 'owner', 'audit', 'email']);
    expect(property(view, 'id').schema.readOnly).toBe(true);
    expect(view.omitted).toEqual([{ name: 'password', reason: 'writeOnly' }]);
  });

  it('applies to a real module: the golden Market webhook body drops its read-only id', () => {
    const view = buildSchemaView(marketClosed.operation.requestBody!.content[0]!.schema!, marketClosed.schemas, 'request', 'schema-request-body');
    expect(view.omitted).toEqual([{ name: 'id', reason: 'readOnly' }]);
    expect(property(view, 'secret').schema).toMatchObject({ writeOnly: true });
    expect(property(view, 'fee').schema.constraints).toEqual([{ kind: 'exclusiveMinimum', value: 0 }, { kind: 'maximum', value: 1 }]);
    expect(property(view, 'closesAt').schema.type).toBe('string<date-time> | null');
    expect(property(view, 'state').schema.enum).toEqual(['"draft"', '"trading"', '"closed"']);
  });
});

describe('buildSchemaView: allOf', () => {
  it('merges parts into one object: properties, required marks and constraints combined, nested refs resolved', () => {
    const schemas: Record<string, SchemaNode> = {
      Entity: { types: ['object'], properties: [prop('id', string, true), prop('createdAt', { ref: 'Timestamp' })] },
      Timestamp: { types: ['string'], format: 'date-time' },
      Named: { allOf: [{ ref: 'Entity' }, { properties: [prop('name', { types: ['string'], constraints: { maxLength: 40 } })] }] },
    };
    const view = buildSchemaView(
      { description: 'A named thing.', allOf: [{ ref: 'Named' }, { properties: [prop('name', { constraints: { minLength: 1, pattern: '^\\S' } }, true)], constraints: { minProperties: 1 } }] },
      schemas,
      'response',
      'r',
    );
    expect(view).toMatchObject({ type: 'object', description: 'A named thing.', constraints: [{ kind: 'minProperties', count: 1 }] });
    expect(view.properties!.map((p) => [p.name, p.required])).toEqual([['id', true], ['createdAt', false], ['name', true]]);
    expect(property(view, 'createdAt').schema).toMatchObject({ type: 'Timestamp', baseType: 'string<date-time>' });
    expect(property(view, 'name').schema.constraints).toEqual([
      { kind: 'lengthRange', min: 1, max: 40 },
      { kind: 'pattern', pattern: '^\\S' },
    ]);
  });

  it('merges allOf in a real module (ContractOrder = allOf [Order, …])', () => {
    const response = placeContractOrder.operation.responses.find((r) => r.status.startsWith('2'))!;
    const view = buildSchemaView(response.content[0]!.schema!, placeContractOrder.schemas, 'response', 'r');
    expect(view.type).toBe('ContractOrder');
    const names = view.properties!.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['id', 'side', 'quantity', 'topicId', 'prospectId']));
    expect(new Set(names).size).toBe(names.length);
    expect(property(view, 'topicId')).toMatchObject({ required: true, schema: { readOnly: true } });
  });

  it('merges the golden Market owner (allOf [Party, {since}]) into one object', () => {
    const view = buildSchemaView({ ref: 'Market' }, marketClosed.schemas, 'response', 'r');
    const owner = property(view, 'owner').schema;
    expect(owner).toMatchObject({ type: 'object', description: 'Who runs it' });
    expect(owner.properties!.map((p) => [p.name, p.required])).toEqual([['name', true], ['since', false]]);
  });
});

describe('buildSchemaView: oneOf and anyOf', () => {
  it('labels variants by title, ref name or position, with the discriminator values that select them', () => {
    const schemas: Record<string, SchemaNode> = {
      Card: { types: ['object'], title: 'Card payment', properties: [prop('kind', { const: 'card' }, true)] },
      Bank: { types: ['object'], properties: [prop('kind', { const: 'bank' }, true)] },
      Cash: { types: ['object'], properties: [prop('kind', { const: 'cash' }, true)] },
    };
    const view = buildSchemaView(
      {
        oneOf: [{ ref: 'Card' }, { ref: 'Bank' }, { ref: 'Cash' }, { types: ['string'] }],
        discriminator: { propertyName: 'kind', mapping: { card: 'Card', debit: 'Card', bank: 'Bank', wire: 'Wire' } },
      },
      schemas,
      'request',
      'pay',
    );
    const options = view.variants!.options;
    expect(view.variants!.kind).toBe('oneOf');
    expect(options.map((o) => [o.label, o.index, o.discriminatorValues])).toEqual([
      ['Card payment', 1, ['card', 'debit']],
      ['Bank', 2, ['bank']],
      ['Cash', 3, ['Cash']], // Not in the mapping: the implicit value is the schema's name.
      [undefined, 4, []],
    ]);
    expect(options.map((o) => o.schema.anchor)).toEqual(['pay-card-payment', 'pay-bank', 'pay-cash', 'pay-option-4']);
    expect(view.type).toBe('Card payment | Bank | Cash | string');
    expect(view.discriminator).toEqual({
      propertyName: 'kind',
      mapping: [
        { value: 'card', name: 'Card payment', anchor: 'pay-card-payment' },
        { value: 'debit', name: 'Card payment', anchor: 'pay-card-payment' },
        { value: 'bank', name: 'Bank', anchor: 'pay-bank' },
        { value: 'wire', name: 'Wire', ref: 'Wire' },
        { value: 'Cash', name: 'Cash', anchor: 'pay-cash' },
      ],
    });
  });

  it('reads anyOf the same way, without a discriminator', () => {
    const view = buildSchemaView({ anyOf: [{ types: ['string'] }, { types: ['integer'], title: 'Count' }] }, {}, 'request', 'a');
    expect(view.variants!.kind).toBe('anyOf');
    expect(view.variants!.options.map((o) => o.label)).toEqual([undefined, 'Count']);
    expect(view.discriminator).toBeUndefined();
    expect(view.type).toBe('string | Count');
  });

  it('shows the mapping of a base schema that its subtypes extend', () => {
    const view = buildSchemaView({ types: ['object'], properties: [prop('petType', string, true)], discriminator: { propertyName: 'petType', mapping: { cat: 'Cat' } } }, {}, 'response', 'pet');
    expect(view.variants).toBeUndefined();
    // The subtype it selects is named by its table key, for a link to its page (DiscriminatorMapping).
    expect(view.discriminator).toEqual({ propertyName: 'petType', mapping: [{ value: 'cat', name: 'Cat', ref: 'Cat' }] });
  });

  it('reads the generated place-contract-order body (OrderCreate = LimitOrder | MarketOrder)', () => {
    const view = buildSchemaView(placeContractOrder.operation.requestBody!.content[0]!.schema!, placeContractOrder.schemas, 'request', 'schema-request-body');
    expect(view).toMatchObject({ type: 'OrderCreate', baseType: 'LimitOrder | MarketOrder' });
    expect(view.variants!.options.map((o) => [o.label, o.discriminatorValues, o.schema.anchor])).toEqual([
      ['LimitOrder', ['limit'], 'schema-request-body-limitorder'],
      ['MarketOrder', ['market'], 'schema-request-body-marketorder'],
    ]);
    const limit = view.variants!.options[0]!.schema;
    expect(property(limit, 'type').schema.const).toBe('"limit"');
    expect(property(limit, 'timeInForce').schema).toMatchObject({ default: '"gtc"', enum: ['"gtc"', '"gtd"', '"ioc"', '"fok"'] });
  });

  it('reads the generated verdict-announce body (market: oneOf with discriminator; a nullable oneOf of one ref)', () => {
    const view = buildSchemaView(verdictAnnounce.operation.requestBody!.content[0]!.schema!, verdictAnnounce.schemas, 'request', 'q');
    const market = property(view, 'market').schema;
    expect(market.discriminator?.mapping.map((m) => [m.value, m.name])).toEqual([['topic', 'TopicRef'], ['swap', 'SwapRef'], ['prospect', 'ProspectRef']]);
    const response = buildSchemaView(verdictAnnounce.operation.responses.find((r) => r.status.startsWith('2'))!.content[0]!.schema!, verdictAnnounce.schemas, 'response', 'r');
    expect(property(response, 'settlementPrice').schema).toMatchObject({ type: 'Decimal | null', ref: 'Decimal' });
    expect(property(response, 'lockedAt').schema).toMatchObject({ type: 'Timestamp | null', readOnly: true });
  });
});

describe('buildSchemaView: additionalProperties', () => {
  it('shows a map of the value schema, a listed object with other properties, and a closed object', () => {
    const map = buildSchemaView({ types: ['object'], additionalProperties: { types: ['integer'], constraints: { minimum: 0 } } }, {}, 'response', 'm');
    expect(map.type).toBe('map<string, integer>');
    expect(map.additionalProperties).toMatchObject({ anchor: 'm-additional-properties', type: 'integer', depth: 1, constraints: [{ kind: 'minimum', value: 0 }] });
    const mixed = buildSchemaView({ types: ['object'], properties: [prop('a', string)], additionalProperties: { ref: 'Room' } }, { Room: { types: ['object'] } }, 'response', 'x');
    expect(mixed.type).toBe('object');
    expect(mixed.additionalProperties?.type).toBe('Room');
    expect(buildSchemaView({ types: ['object'], properties: [], additionalProperties: false }, {}, 'response', 'c').closed).toBe(true);
  });
});

describe('buildSchemaView: circular references', () => {
  it('ends a self-referencing schema in a circular node linking to where it is shown', () => {
    const schemas: Record<string, SchemaNode> = {
      Comment: { types: ['object'], properties: [prop('body', string, true), prop('replies', { types: ['array'], items: { ref: 'Comment' } }, true), prop('parent', { ref: 'Comment', nullable: true })] },
    };
    const view = buildSchemaView({ types: ['array'], items: { ref: 'Comment' } }, schemas, 'response', 'schema-request-body-application-json');
    const comment = view.items!;
    expect(comment.anchor).toBe('schema-request-body-application-json-items');
    const replies = property(comment, 'replies').schema;
    expect(replies.type).toBe('array<Comment>');
    expect(replies.items).toMatchObject({
      anchor: 'schema-request-body-application-json-items-replies-items',
      type: 'Comment',
      circular: { ref: 'Comment', name: 'Comment', target: 'schema-request-body-application-json-items' },
    });
    expect(property(comment, 'parent').schema).toMatchObject({ type: 'Comment | null', circular: { target: comment.anchor } });
  });

  it('ends mutual recursion (A → B → A) at the first repeat', () => {
    const schemas: Record<string, SchemaNode> = {
      A: { types: ['object'], properties: [prop('b', { ref: 'B' })] },
      B: { types: ['object'], properties: [prop('a', { ref: 'A' }), prop('self', { ref: 'B' })] },
    };
    const view = buildSchemaView({ ref: 'A' }, schemas, 'response', 'r');
    const b = property(view, 'b').schema;
    expect(b).toMatchObject({ type: 'B', anchor: 'r-b' });
    expect(property(b, 'a').schema.circular).toEqual({ ref: 'A', name: 'A', target: 'r' });
    expect(property(b, 'self').schema.circular).toEqual({ ref: 'B', name: 'B', target: 'r-b' });
  });

  it('expands a short schema again on a separate path: only the current path counts', () => {
    const schemas: Record<string, SchemaNode> = {
      Pair: { types: ['object'], properties: [prop('left', { ref: 'User' }), prop('right', { ref: 'User' })] },
      User: { types: ['object'], properties: [prop('name', string)] },
    };
    const view = buildSchemaView({ ref: 'Pair' }, schemas, 'response', 'r');
    expect(property(view, 'right').schema.circular).toBeUndefined();
    expect(property(property(view, 'right').schema, 'name')).toBeDefined();
  });

  it('ends a variant that refers back to its polymorphic base', () => {
    const schemas: Record<string, SchemaNode> = {
      Node: { oneOf: [{ ref: 'Leaf' }, { ref: 'Branch' }] },
      Leaf: { types: ['object'], properties: [prop('value', string)] },
      Branch: { types: ['object'], properties: [prop('children', { types: ['array'], items: { ref: 'Node' } })] },
    };
    const view = buildSchemaView({ ref: 'Node' }, schemas, 'response', 'tree');
    const branch = view.variants!.options[1]!.schema;
    expect(property(branch, 'children').schema.items?.circular?.target).toBe('tree');
  });

  it("ends a schema whose property extends it (allOf [itself, more]), expanded there with no name of its own", () => {
    const schemas: Record<string, SchemaNode> = {
      Folder: { types: ['object'], properties: [prop('name', string), prop('parent', { allOf: [{ ref: 'Folder' }, { properties: [prop('depth', { types: ['integer'] })] }] })] },
    };
    const view = buildSchemaView({ ref: 'Folder' }, schemas, 'response', 'r');
    const parent = property(view, 'parent').schema;
    // Its first use shows it (the Folder's fields and its own), the one inside links back up to that.
    expect(parent.properties!.map((p) => p.name)).toEqual(['name', 'parent', 'depth']);
    expect(property(parent, 'parent').schema.circular).toEqual({ ref: 'Folder', name: 'Folder', target: 'r-parent' });
  });

  it('expands an inline part that extends the same schema as the one around it: the same reference, another merge, no cycle', () => {
    const schemas: Record<string, SchemaNode> = { Base: { types: ['object'], properties: [prop('id', string)] } };
    const node: SchemaNode = { allOf: [{ ref: 'Base' }, { properties: [prop('child', { allOf: [{ ref: 'Base' }, { properties: [prop('depth', { types: ['integer'] })] }] })] }] };
    const child = property(buildSchemaView(node, schemas, 'response', 'r'), 'child').schema;
    expect(child.circular).toBeUndefined();
    expect(child.properties!.map((p) => p.name)).toEqual(['id', 'depth']);
  });

  it('ends merges that differ at every level, each extending the same schema again', () => {
    // Each level merges Node and Extra, whose `next`s merge into one holding the level's own: no two
    // merges on the path are alike (without the bound on merges of one reference: out of memory).
    const schemas: Record<string, SchemaNode> = {
      Node: { types: ['object'], properties: [prop('next', { allOf: [{ ref: 'Node' }, { ref: 'Extra' }] })] },
      Extra: { types: ['object'], properties: [prop('next', { allOf: [{ ref: 'Node' }, { ref: 'Extra' }, { properties: [prop('more', string)] }] })] },
    };
    const view = buildSchemaView({ ref: 'Node' }, schemas, 'response', 'r');
    let depth = 0;
    for (let at = property(view, 'next').schema; !at.circular; at = property(at, 'next').schema) depth++;
    expect(depth).toBeLessThan(10);
  });

  it('reads allOf [X, { description }] as a use of X: AWS documents annotate each property so, and their schemas refer to themselves', () => {
    const schemas: Record<string, SchemaNode> = {
      Expression: { types: ['object'], properties: [prop('not', { allOf: [{ ref: 'Expression' }, { description: 'The expression to negate.' }] })] },
    };
    const view = buildSchemaView({ ref: 'Expression' }, schemas, 'response', 'r');
    expect(property(view, 'not').schema).toMatchObject({ type: 'Expression', description: 'The expression to negate.', circular: { target: 'r' } });
  });

  it('keeps the generated SwapComment finite: replies point back to the comment', () => {
    const response = swapCommentPost.operation.responses.find((r) => r.status === '201')!;
    const view = buildSchemaView(response.content[0]!.schema!, swapCommentPost.schemas, 'response', 'schema-response-201-application-json');
    expect(view.type).toBe('SwapComment');
    const replies = property(view, 'replies').schema;
    expect(replies.type).toBe('array<SwapComment>');
    expect(replies.items?.circular).toEqual({ ref: 'SwapComment', name: 'SwapComment', target: 'schema-response-201-application-json' });
    expect(property(view, 'author').schema.properties!.map((p) => p.name)).toEqual(['id', 'nickname', 'avatarUrl']);
  });
});

describe('buildSchemaView: long schemas used again', () => {
  // A User of LISTED_ONCE_ROWS scalar fields: long enough to be listed in full once per view.
  const fields = Array.from({ length: LISTED_ONCE_ROWS }, (_, i) => prop(`field${i}`, string));
  const schemas: Record<string, SchemaNode> = {
    User: { types: ['object'], description: 'A person.', properties: fields },
    Users: { types: ['array'], items: { ref: 'User' } },
    Thread: {
      types: ['object'],
      properties: [prop('readers', { ref: 'Users' }), prop('author', { ref: 'User' }, true), prop('editor', { ref: 'User', nullable: true }), prop('watchers', { ref: 'Users' })],
    },
  };

  it('lists a long schema in full where it is first used, and links later uses to it', () => {
    const view = buildSchemaView({ ref: 'Thread' }, schemas, 'response', 't');
    const readers = property(view, 'readers').schema;
    expect(readers.items?.properties).toHaveLength(LISTED_ONCE_ROWS);
    expect(property(view, 'author').schema).toMatchObject({ type: 'User', listedAbove: { name: 'User', target: 't-readers-items' } });
    const editor = property(view, 'editor').schema;
    expect(editor).toMatchObject({ anchor: 't-editor', type: 'User | null', ref: 'User', description: 'A person.', listedAbove: { name: 'User', target: 't-readers-items' } });
    expect(editor.properties).toBeUndefined();
    // A named array keeps its structure beside the link.
    expect(property(view, 'watchers').schema).toMatchObject({ type: 'Users', baseType: 'array<User>', listedAbove: { name: 'Users', target: 't-readers' } });
    expect(property(view, 'watchers').schema.items).toBeUndefined();
  });

  it('lists it in full again in another view: each view stands alone on the page', () => {
    buildSchemaView({ ref: 'Thread' }, schemas, 'response', 't');
    expect(buildSchemaView({ ref: 'User' }, schemas, 'response', 'u').properties).toHaveLength(LISTED_ONCE_ROWS);
  });

  it('keeps a short schema in full at each use', () => {
    const short: Record<string, SchemaNode> = { ...schemas, User: { types: ['object'], properties: fields.slice(1) } };
    const view = buildSchemaView({ ref: 'Thread' }, short, 'response', 't');
    expect(property(view, 'editor').schema.properties).toHaveLength(LISTED_ONCE_ROWS - 1);
    expect(nodes(view).some((node) => node.listedAbove)).toBe(false);
  });
});

describe('buildSchemaView: views too long to list every named schema', () => {
  // Named schemas that have pages of their own: the generated Schemas group's first names.
  const [root, ...chain] = schemaSidebar.slice(0, 7).map((item) => item.name) as [string, ...string[]];
  const scalars = (count: number, from: string) => Array.from({ length: count }, (_, i) => prop(`${from}${i}`, string));
  // root → chain[0] → chain[1] → …, each named schema a hundred rows and a reference to the next.
  const table = (link: (name: string) => SchemaNode): Record<string, SchemaNode> => ({
    [root]: { types: ['object'], properties: [prop('next', link(chain[0]!))] },
    ...Object.fromEntries(chain.map((name, i) => [name, { types: ['object'], properties: [...scalars(100, 'f'), ...(chain[i + 1] ? [prop('next', link(chain[i + 1]!))] : [])] } satisfies SchemaNode])),
  });
  const rows = (view: SchemaView) => nodes(view).reduce((sum, node) => sum + (node.properties?.length ?? 0) + (node.additionalProperties ? 1 : 0), 0);

  it('links the named schemas past the deepest depth that fits to their pages', () => {
    const view = buildSchemaView({ ref: root }, table((name) => ({ ref: name })), 'response', 'r');
    expect(rows(view)).toBeLessThanOrEqual(VIEW_ROWS);
    const linked = nodes(view).filter((node) => node.onItsPage);
    // Five named schemas in full (root and four of the chain, 401 rows); the fifth of the chain
    // would bring it to 502.
    expect(linked).toEqual([expect.objectContaining({ ref: chain[4], type: chain[4], onItsPage: { name: chain[4] } })]);
    expect(linked[0]!.properties).toBeUndefined();
    expect(nodes(view).filter((node) => node.ref === chain[3])[0]!.properties).toHaveLength(101);
  });

  it('lists a view that fits whole, however deep', () => {
    const short = table((name) => ({ ref: name }));
    for (const name of chain) short[name] = { ...short[name]!, properties: short[name]!.properties!.slice(50) };
    expect(nodes(buildSchemaView({ ref: root }, short, 'response', 'r')).some((node) => node.onItsPage)).toBe(false);
  });

  it('lists in full what has no page, and a root too long for any depth', () => {
    // Inline schemas: the same rows, no name to link.
    const inline = buildSchemaView({ types: ['object'], properties: chain.map((name) => prop(name, { types: ['object'], properties: scalars(100, name) })) }, {}, 'response', 'i');
    expect(rows(inline)).toBe(606);
    // A root of its own 600 rows, whose named property goes to its page: it cannot.
    const long = { ...table((name) => ({ ref: name })), [root]: { types: ['object'], properties: [...scalars(600, 'r'), prop('next', { ref: chain[0]! })] } satisfies SchemaNode };
    const view = buildSchemaView({ ref: root }, long, 'response', 'r');
    expect(view.properties).toHaveLength(601);
    expect(property(view, 'next').schema).toMatchObject({ onItsPage: { name: chain[0] } });
  });

  it('keeps the types of what it links: a scalar line and an array stay, their named objects go', () => {
    const withArray = table((name) => ({ types: ['array'], items: { ref: name } }));
    const view = buildSchemaView({ ref: root }, withArray, 'response', 'r');
    const linked = nodes(view).filter((node) => node.onItsPage);
    expect(linked).toHaveLength(1);
    expect(nodes(view).find((node) => node.items === linked[0])).toMatchObject({ type: `array<${linked[0]!.type}>` });
  });
});

describe('buildSchemaView: built once', () => {
  const schemas: Record<string, SchemaNode> = { User: { types: ['object'], properties: [prop('name', string)] } };
  const body: SchemaNode = { ref: 'User' };

  it('gives the same view for the same table, node, usage and prefix (the HTML and Markdown of each locale)', () => {
    const view = buildSchemaView(body, schemas, 'response', 'schema-response-200-application/json');
    expect(buildSchemaView(body, schemas, 'response', 'schema-response-200-application/json')).toBe(view);
    expect(buildSchemaView(body, schemas, 'request', 'schema-response-200-application/json')).not.toBe(view);
    expect(buildSchemaView(body, schemas, 'response', 'schema-response-201-application/json').anchor).toBe('schema-response-201-application-json');
  });

  it('builds anew for another table (a translated one) and for a page-wide set of anchors', () => {
    const view = buildSchemaView(body, schemas, 'response', 'r');
    const translated = { User: { ...schemas.User!, description: 'Traduit.' } };
    expect(buildSchemaView(body, translated, 'response', 'r')).toMatchObject({ description: 'Traduit.' });
    expect(buildSchemaView(body, schemas, 'response', 'r', { usedAnchors: new Set(['r']) })).toMatchObject({ anchor: 'r-2' });
    expect(buildSchemaView(body, schemas, 'response', 'r')).toBe(view);
  });
});

describe('buildSchemaView: anchors', () => {
  it('gives every node a unique id even when names slugify alike', () => {
    const view = buildSchemaView(
      { types: ['object'], properties: [prop('parentId', string), prop('parent-id', string), prop('parent_id', string), prop('items', { types: ['array'], items: string })] },
      {},
      'request',
      'p',
    );
    expect(view.properties!.map((p) => p.schema.anchor)).toEqual(['p-parentid', 'p-parent-id', 'p-parent-id-2', 'p-items']);
    const all = nodes(view).map((n) => n.anchor);
    expect(new Set(all).size).toBe(all.length);
  });

  it('is stable: the same input gives the same anchors', () => {
    const build = () => nodes(buildSchemaView({ ref: 'SwapComment' }, swapCommentPost.schemas, 'response', 'r')).map((n) => n.anchor);
    expect(build()).toEqual(build());
  });

  it('keeps ids apart across viewers sharing a set', () => {
    const used = new Set<string>();
    const a = buildSchemaView({ types: ['string'] }, {}, 'request', 'x', { usedAnchors: used });
    const b = buildSchemaView({ types: ['string'] }, {}, 'request', 'x', { usedAnchors: used });
    expect([a.anchor, b.anchor]).toEqual(['x', 'x-2']);
  });

  it('builds every schema of every generated page, finite and with unique anchors', async () => {
    const pages: Record<string, OperationPage> = {};
    for (const { slug } of apiOrder) pages[slug] = (await operationPage(slug))!;
    for (const [slug, file] of Object.entries(goldenRoutes)) pages[`golden ${slug}`] = await readOperationPage(GOLDEN, file);
    let count = 0;
    for (const [file, { operation, schemas }] of Object.entries(pages)) {
      const used = new Set<string>();
      const parameters = Object.values(operation.parameters).flat();
      const uses: [SchemaNode | undefined, 'request' | 'response', string][] = [
        ...parameters.map((p): [SchemaNode | undefined, 'request', string] => [p.schema, 'request', `schema-parameter-${p.in}-${p.name}`]),
        ...(operation.requestBody?.content ?? []).map((m): [SchemaNode | undefined, 'request', string] => [m.schema, 'request', `schema-request-body-${m.mediaType}`]),
        ...operation.responses.flatMap((r) => [
          ...r.content.map((m): [SchemaNode | undefined, 'response', string] => [m.schema, 'response', `schema-response-${r.status}-${m.mediaType}`]),
          ...r.headers.map((h): [SchemaNode | undefined, 'response', string] => [h.schema, 'response', `schema-response-${r.status}-header-${h.name}`]),
        ]),
      ];
      const anchors: string[] = [];
      for (const [schema, usage, prefix] of uses) {
        if (!schema) continue;
        anchors.push(...nodes(buildSchemaView(schema, schemas, usage, prefix, { usedAnchors: used })).map((n) => n.anchor));
        count++;
      }
      expect(new Set(anchors).size, file).toBe(anchors.length);
    }
    expect(count).toBeGreaterThan(100);
  });
});
