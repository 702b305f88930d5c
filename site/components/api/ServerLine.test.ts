import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import { ServerLine } from './ServerLine.tsx';

const line = (server: { url: string; description?: string }) => renderToStaticMarkup(createElement(ServerLine, { server }));

it("breaks a server's URL after its path's slashes only, and isolates its description after a dash", () => {
  expect(line({ url: 'https://api.testnet.buildonblockchain.dev/v1', description: 'Test network' })).toBe(
    '<code>https://api.testnet.buildonblockchain.dev/<wbr/>v1</code> — <bdi>Test network</bdi>',
  );
  expect(line({ url: 'https://example.com/a/b/' })).toBe('<code>https://example.com/<wbr/>a/<wbr/>b/</code>');
  expect(line({ url: '/relative/v2' })).toBe('<code>/relative/<wbr/>v2</code>');
});
