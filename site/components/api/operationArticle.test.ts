import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/locale.ts';
import { operationPage } from '../../pages/api/@slug/operationPage.ts';
import { apiOrder } from './apiOrder.ts';
import { operationToc, renderOperationArticle } from './operationArticle.tsx';

const roomCreate = (await operationPage('room-create'))!;

const ids = (html: string) => [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!);
const hrefs = (html: string) => [...html.matchAll(/ href="#([^"]+)"/g)].map((m) => decodeURIComponent(m[1]!));

describe('an operation article', () => {
  it('has, for every operation, unique ids, a target for every # link, and every heading its table of contents names', { timeout: 60_000 }, async () => {
    for (const { slug } of apiOrder) {
      const page = (await operationPage(slug))!;
      const html = await renderOperationArticle(page, 'en');
      const found = ids(html);
      expect(new Set(found).size, slug).toBe(found.length);
      // Links to the API overview's schemes (`/api#scheme-…`) are absolute; page-local ones must land.
      for (const target of hrefs(html)) expect(found, `${slug}: #${target}`).toContain(target);
      for (const entry of operationToc(page, 'en')) expect(found, `${slug}: toc ${entry.id}`).toContain(entry.id);
    }
  });

  it('shows a response schema once and links later responses to it', async () => {
    const html = await renderOperationArticle(roomCreate, 'en');
    const errors = roomCreate.operation.responses.filter((r) => r.status.startsWith('4'));
    expect(errors.length).toBeGreaterThan(2);
    expect(html.match(/class="schema-viewer" id="schema-response-4/g)).toHaveLength(1);
    expect(html.match(/Same schema as the 400 response:/g)).toHaveLength(errors.length - 1);
    expect(html.match(/href="#schema-response-400-application-problem-json"><code dir="ltr">Problem<\/code>/g)).toHaveLength(errors.length - 1);
  });

  it("shows each response's example beside the code samples, switched by status, the first success checked", async () => {
    const html = await renderOperationArticle(roomCreate, 'en');
    const samples = html.slice(html.indexOf('class="operation-samples"'), html.indexOf('class="operation-details"'));
    const statuses = [...samples.matchAll(/<input type="radio" id="response-example-(\d+)"[^>]*? name="response-example"( checked="")?\/>/g)];
    expect(statuses.map((m) => m[1])).toEqual(roomCreate.operation.responses.map((r) => r.status));
    expect(statuses.filter((m) => m[2]).map((m) => m[1])).toEqual(['201']);
    // The responses in the main column keep their schemas; their examples are the ones beside.
    const details = html.slice(html.indexOf('class="operation-details"'));
    expect(details.slice(details.indexOf('id="responses"'))).not.toContain('class="examples');
  });

  it("heads each response with its description's first paragraph as plain text, the description with its links below", async () => {
    const description = 'Pass the appropriate [media type](https://example.org/media) for `diff_text`,\nin **bold**.\n\nMore detail.';
    const page = { ...roomCreate, operation: { ...roomCreate.operation, responses: [{ ...roomCreate.operation.responses[0]!, description }] } };
    const html = await renderOperationArticle(page, 'en');
    const status = roomCreate.operation.responses[0]!.status;
    expect(html).toContain(`<span dir="auto">Pass the appropriate media type for diff_text, in bold.</span>`);
    expect(html).toContain('<a href="https://example.org/media">media type</a>');
    expect(html).toContain(`<a href="#response-${status}" dir="auto">Pass the appropriate media type for diff_text, in bold.</a>`);
  });

  it("shows a parameter's examples from the spec, not one made from its type", async () => {
    const path = roomCreate.operation.parameters.path;
    const made = { name: 'owner', in: 'path' as const, required: true, deprecated: false, schema: { types: ['string' as const] }, examples: [{ value: 'string', generated: true }] };
    const given = { ...made, name: 'repo', examples: [{ value: 'hello-world' }] };
    const page = { ...roomCreate, operation: { ...roomCreate.operation, parameters: { ...roomCreate.operation.parameters, path: [...path, made, given] } } };
    const html = await renderOperationArticle(page, 'en');
    const row = (name: string) => html.slice(html.indexOf(`id="parameter-path-${name}"`), html.indexOf('</li>', html.indexOf(`id="parameter-path-${name}"`)));
    expect(row('repo')).toContain('&quot;hello-world&quot;');
    expect(row('owner')).not.toContain('&quot;string&quot;');
    expect(row('owner')).toContain('owner');
  });

  it('is written in the page locale', async () => {
    for (const locale of LOCALES) {
      const html = await renderOperationArticle(roomCreate, locale);
      const toc = operationToc(roomCreate, locale);
      expect(html, locale).toContain(`>${toc.find((e) => e.id === 'responses')!.text}<`);
    }
    expect(await renderOperationArticle(roomCreate, 'he')).not.toContain('Same schema as');
  });

  it('sets parameter names left to right in every locale: `$top` stays `$top` in Hebrew', async () => {
    const top = { name: '$top', in: 'query' as const, required: false, deprecated: false, schema: { types: ['integer' as const] }, examples: [] };
    const page = { ...roomCreate, operation: { ...roomCreate.operation, parameters: { ...roomCreate.operation.parameters, query: [top] } } };
    expect(await renderOperationArticle(page, 'he')).toContain('<code class="parameter-name" dir="ltr">$top</code>');
  });
});
