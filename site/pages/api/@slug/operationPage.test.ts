import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '../../../../generator/generate.ts';
import { reachableSchemas } from '../../../../generator/normalize/schemaTable.ts';
import { writeOutput } from '../../../../generator/output/writeOutput.ts';
import { apiOrder } from '../../../components/api/apiOrder.ts';
import { operationPage, readOperationPage } from './operationPage.ts';

describe('an operation page from the generated data', () => {
  it('is the operation of the model, shared responses and callbacks included, with the schemas its references reach', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bob-api-data-'));
    const { files, model } = await generate('tests/fixtures/market/openapi.yaml', dir);
    writeOutput(dir, files);
    const table = new Map(Object.entries(model.schemas));
    expect(model.operations.some((op) => op.responses.some((r) => r.shared))).toBe(true);
    for (const operation of model.operations) {
      expect(await readOperationPage(dir, `operations/${operation.slug}.json`), operation.slug).toEqual({ operation, schemas: reachableSchemas(operation, table) });
    }
    // Followed from reference to reference through their files (no file lists them): in the order
    // first reached, a cycle once (TreeNode refers to itself), none where nothing is referred to.
    const reached = async (slug: string) => Object.keys((await readOperationPage(dir, `operations/${slug}.json`)).schemas);
    expect(await reached('list-items')).toEqual(['Order', 'LimitOrder', 'MarketOrder']);
    expect(await reached('list-items-1')).toEqual(['TreeNode']);
    expect(await reached('ping')).toEqual([]);
  });

  it("is one object for a page's locales, rendered one after the other, and a page put together afresh once others have come", async () => {
    const login = await operationPage('login');
    expect(await operationPage('login')).toBe(login);
    for (const { slug } of apiOrder.filter((item) => item.slug !== 'login').slice(0, 40)) await operationPage(slug);
    const again = await operationPage('login');
    expect(again).not.toBe(login);
    expect(again).toEqual(login);
  });

  it('is undefined for a slug the API does not have, a path outside the data included', async () => {
    expect(await operationPage('login')).toMatchObject({ operation: { slug: 'login', path: '/sessions' } });
    for (const slug of ['no-such-operation', '../sidebar', '../../../package']) expect(await operationPage(slug), slug).toBeUndefined();
  });
});
