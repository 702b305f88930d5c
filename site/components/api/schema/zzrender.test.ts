import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { writeFileSync } from 'node:fs';
import { test } from 'vitest';
import { LocaleProvider } from '../../../i18n/i18n.tsx';
import { SchemaViewer } from './index.ts';
import page from '../../../generated/operations/swap-comment-post.ts';
import pc from '../../../generated/operations/place-contract-order.ts';
import va from '../../../generated/operations/verdict-announce.ts';
import mk from '../../../../tests/golden/market/operations/market-closed.ts';
test('render', () => {
  for (const [locale, dir, cls, theme] of [['he', 'rtl', 'js', 'light'], ['en', 'ltr', 'js', 'dark'], ['zh', 'ltr', '', 'light']] as const) {
    const viewers = [
      createElement(SchemaViewer, { key: 2, schema: pc.operation.requestBody!.content[0]!.schema!, schemas: pc.schemas, usage: 'request', anchorPrefix: 'schema-request-body' }),
      createElement(SchemaViewer, { key: 1, schema: page.operation.responses[0]!.content[0]!.schema!, schemas: page.schemas, usage: 'response', anchorPrefix: 'schema-response-201' }),
      createElement(SchemaViewer, { key: 3, schema: va.operation.requestBody!.content[0]!.schema!, schemas: va.schemas, usage: 'request', anchorPrefix: 'schema-va' }),
      createElement(SchemaViewer, { key: 4, schema: mk.operation.requestBody!.content[0]!.schema!, schemas: mk.schemas, usage: 'request', anchorPrefix: 'schema-mk' }),
    ];
    viewers.forEach((v, i) => { const html = renderToString(createElement(LocaleProvider, { locale, children: v }));
    writeFileSync(`/tmp/render-${locale}-${i}.html`, `<!doctype html><html lang="${locale}" dir="${dir}" class="${cls}" data-theme="${theme}"><head><meta charset="utf-8"><link rel="stylesheet" href="/work/main/site/styles/global.css"><link rel="stylesheet" href="/work/main/site/components/api/schema/SchemaViewer.css"></head><body><main class="main" style="max-width:50rem">${html}</main></body></html>`); });
  }
});
