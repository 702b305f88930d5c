import { describe, expect, it } from 'vitest';
import { generate } from '../../../../generator/generate.ts';
import { operationPages } from '../../../../tests/unit/operationPages.ts';
import { GENERATED } from './buildCodeSamples.ts';
import type { Language } from './languages.ts';
import { renderSample } from './renderSample.ts';
import { requestShape } from './requestShape.ts';

// Golden files: every language's sample of every operation of the samples' fixture spec
// (tests/fixtures/samples: each parameter style, a header parameter, cookie authentication, JSON,
// multipart, binary and text bodies), in tests/golden/samples/<operationId>/. `npx vitest run -u`
// rewrites them; review the diff.
const EXTENSIONS: Record<Language, string> = {
  curl: 'sh', javascript: 'js', node: 'mjs', python: 'py', go: 'go', java: 'java', csharp: 'cs', php: 'php', ruby: 'rb', rust: 'rs', kotlin: 'kt', http: 'http',
};

const { model } = await generate('tests/fixtures/samples/openapi.yaml', '/tmp/unused');
const pages = operationPages(model);

describe.each(pages.map((page) => [page.operation.operationId!, page] as const))('%s', (operationId, page) => {
  const shape = requestShape(page.operation, model.info, page.schemas);
  it.each(GENERATED.map(({ language }) => language))('%s', async (language) => {
    await expect(`${renderSample(language, shape)}\n`).toMatchFileSnapshot(`../../../../tests/golden/samples/${operationId}/${language}.${EXTENSIONS[language]}`);
  });
});
