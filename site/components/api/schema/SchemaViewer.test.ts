import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OperationPage, SchemaNode } from '../../../../generator/normalize/model.ts';
import type { LocaleCode } from '../../../config/schema.ts';
import { LocaleProvider } from '../../../i18n/i18n.tsx';
import { operationPage } from '../../../pages/api/@slug/operationPage.ts';
import { schemaPath } from '../schemaPath.ts';
import { longView } from '../../../../tests/fixtures/longView.ts';
import { LISTED_ONCE_ROWS } from './buildSchemaView.ts';
import { SchemaViewer } from './index.ts';

const swapCommentPost = (await operationPage('swap-comment-post'))!;
const placeContractOrder = (await operationPage('place-contract-order'))!;

// The pre-rendered HTML: what a reader without JavaScript gets, and what hydration starts from.
function render(page: OperationPage, schema: SchemaNode, usage: 'request' | 'response', anchorPrefix: string, locale: LocaleCode = 'en') {
  const html = renderToString(createElement(LocaleProvider, { locale, children: createElement(SchemaViewer, { schema, schemas: page.schemas, usage, anchorPrefix }) }));
  return html.replaceAll('<!-- -->', ''); // React's separators between adjacent text nodes.
}
const ids = (html: string) => [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!);
const hrefs = (html: string) => [...html.matchAll(/ href="#([^"]+)"/g)].map((m) => m[1]!);

const comment = swapCommentPost.operation.responses.find((r) => r.status === '201')!.content[0]!.schema!;
const order = placeContractOrder.operation.requestBody!.content[0]!.schema!;

describe('SchemaViewer', () => {
  it('gives every node a unique id, and every # link a target on the page', () => {
    for (const html of [render(swapCommentPost, comment, 'response', 'schema-response-201'), render(placeContractOrder, order, 'request', 'schema-request-body')]) {
      expect(new Set(ids(html)).size).toBe(ids(html).length);
      for (const target of hrefs(html)) expect(ids(html)).toContain(target);
    }
  });

  it('links a circular reference back to the schema already shown', () => {
    const html = render(swapCommentPost, comment, 'response', 'schema-response-201');
    expect(html).toMatch(/<a class="schema-circular" href="#schema-response-201" title="Refers back to SwapComment, shown above">circular: SwapComment <span aria-hidden="true">↑<\/span><\/a>/);
  });

  it('links a long schema used again to where it is listed, inside a variant or an array alike', () => {
    const fields = Array.from({ length: LISTED_ONCE_ROWS }, (_, i) => ({ name: `field${i}`, required: false, schema: { types: ['string' as const] } }));
    const schemas: Record<string, SchemaNode> = {
      User: { types: ['object'], properties: fields },
      Event: {
        types: ['object'],
        properties: [
          { name: 'actor', required: true, schema: { oneOf: [{ ref: 'User' }, { types: ['string'] }] } },
          { name: 'owner', required: true, schema: { ref: 'User' } },
          { name: 'assignees', required: false, schema: { types: ['array'], items: { ref: 'User' } } },
        ],
      },
    };
    const html = render({ ...swapCommentPost, schemas }, { ref: 'Event' }, 'response', 'e');
    expect(html.match(/class="schema-listed"/g)).toHaveLength(2);
    expect(html).toContain('<a class="schema-listed" href="#e-actor-user" title="The properties of User are listed above">listed above <span aria-hidden="true">↑</span></a>');
    for (const target of hrefs(html)) expect(ids(html)).toContain(target);
    expect(render({ ...swapCommentPost, schemas }, { ref: 'Event' }, 'response', 'e', 'he')).toContain('title="המאפיינים של User מפורטים למעלה">מפורט למעלה');
  });

  it('links a named schema that a long view cannot list to its page', () => {
    const { outer, inner, schemas } = longView();
    const html = render({ ...swapCommentPost, schemas }, { ref: outer }, 'response', 'o');
    const page = schemaPath(inner)!;
    expect(html).toContain(`<a href="${page}" class="schema-listed" title="The properties of ${inner} are listed on its own page">listed on its page</a>`);
    expect(html).not.toContain('id="o-inner-field0"');
    expect(render({ ...swapCommentPost, schemas }, { ref: outer }, 'response', 'o', 'he')).toContain(`title="המאפיינים של ${inner} מפורטים בעמוד שלו">מפורט בעמוד שלו</a>`);
  });

  it('opens the top level and the first level of properties, and closes deeper ones', () => {
    const nested: SchemaNode = {
      types: ['object'],
      properties: [{ name: 'a', required: true, schema: { types: ['object'], properties: [{ name: 'b', required: false, schema: { types: ['object'], properties: [{ name: 'c', required: false, schema: { types: ['string'] } }] } }] } }],
    };
    const html = render({ ...swapCommentPost, schemas: {} }, nested, 'request', 'n');
    const details = [...html.matchAll(/<details class="schema-children"( open="")?>/g)].map((m) => Boolean(m[1]));
    expect(details).toEqual([true, true, false]);
    expect(html).toContain('id="n-a-b-c"'); // Closed, but in the page: found, linked, opened by a hash.
  });

  it('marks required properties and read-only ones, and shows constraints and enums', () => {
    const html = render(swapCommentPost, comment, 'response', 'r');
    expect(html).toContain('<span class="schema-required">required</span>');
    expect(html).toContain('<span class="schema-badge">read-only</span>');
    expect(html).toContain('1 to 4000 characters');
    expect(html).toContain('at most 100 items');
    expect(html).toMatch(/Allowed values:.*<code dir="ltr">&quot;up&quot;<\/code>/);
    expect(html).toContain('<code class="schema-type" dir="ltr">string | null</code>');
  });

  it('says which properties a request leaves out', () => {
    const html = render(swapCommentPost, { ref: 'SwapComment' }, 'request', 'q');
    expect(html).toContain('Read-only properties, never sent in a request: <span><code dir="ltr">id</code></span><span>, <code dir="ltr">swapId</code></span>');
    expect(html).not.toContain('id="q-id"');
  });

  it('renders variants as tabs over panels that all show before scripts run', () => {
    const html = render(placeContractOrder, order, 'request', 'schema-request-body');
    expect(html).toContain('role="tablist" aria-label="Variants"');
    expect(html).toMatch(/<button type="button" role="tab" id="schema-request-body-limitorder--tab" aria-controls="schema-request-body-limitorder" aria-selected="true" tabindex="0">LimitOrder<\/button>/);
    expect(html).toMatch(/role="tab" id="schema-request-body-marketorder--tab" aria-controls="schema-request-body-marketorder" aria-selected="false" tabindex="-1"/);
    expect(html).toMatch(/<section role="tabpanel" id="schema-request-body-limitorder" aria-labelledby="schema-request-body-limitorder--tab" class="schema-variant" data-selected="">/);
    expect(html).toMatch(/<section role="tabpanel" id="schema-request-body-marketorder" aria-labelledby="schema-request-body-marketorder--tab" class="schema-variant">/);
    expect(html).toContain('Chosen by the property: <code dir="ltr">type</code>');
    expect(html).toMatch(/&quot;limit&quot;<\/code> <span class="reading-arrow" aria-hidden="true">→<\/span> <a href="#schema-request-body-limitorder">LimitOrder<\/a>/);
  });

  it("leaves a named schema's name out of its own page's root line, which keeps only what the name does not say", () => {
    const own = (schemas: Record<string, SchemaNode>, name: string) =>
      renderToString(createElement(LocaleProvider, { locale: 'en', children: createElement(SchemaViewer, { schema: { ref: name }, schemas, usage: 'definition', anchorPrefix: 'schema', ownPage: true }) })).replaceAll('<!-- -->', '');
    const room = own({ Room: { types: ['object'], properties: [{ name: 'id', required: true, schema: { types: ['string'] } }] } }, 'Room');
    expect(room).toMatch(/^<div class="schema-viewer" id="schema"><details class="schema-children"/);
    expect(room).not.toContain('<code class="schema-type" dir="ltr">Room</code>');
    const timestamp = own({ Timestamp: { types: ['string'], format: 'date-time' } }, 'Timestamp');
    expect(timestamp).toMatch(/^<div class="schema-viewer" id="schema"><div class="schema-head"> <code class="schema-base-type" dir="ltr">string&lt;date-time&gt;<\/code> <a class="schema-anchor" href="#schema" aria-label="Link to Timestamp">#<\/a><\/div>/);
    // Elsewhere the name is said, and linked to the page.
    expect(render(swapCommentPost, comment, 'response', 'r')).toMatch(/^<div class="schema-viewer" id="r"><div class="schema-head"><a href="[^"]*\/api\/schemas\/swap-comment" class="schema-type-link"><code class="schema-type" dir="ltr">SwapComment<\/code><\/a>/);
  });

  it('speaks the page locale', () => {
    const he = render(swapCommentPost, comment, 'response', 'r', 'he');
    expect(he).toContain('<span class="schema-required">חובה</span>');
    expect(he).toContain('הפניה מעגלית: SwapComment');
    expect(he).toContain('<summary>11 מאפיינים</summary>');
    const zh = render(placeContractOrder, order, 'request', 'q', 'zh');
    expect(zh).toContain('以下恰好其一：');
    expect(zh).toContain('1 到 64 个字符');
  });
});
