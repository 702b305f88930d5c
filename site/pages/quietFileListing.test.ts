import { afterEach, describe, expect, it, vi } from 'vitest';
import { quietFileListing } from './quietFileListing.ts';

const original = console.log;
afterEach(() => {
  console.log = original;
});

describe('quietFileListing', () => {
  it("drops Vike's line per written file, coloured or not, and prints everything else", () => {
    const printed = vi.fn();
    console.log = printed;
    quietFileListing();
    console.log('\u001b[2m../dist/client/\u001b[22m\u001b[34mhe/api/ping/index.html\u001b[39m');
    console.log('../dist/client/api/ping/index.pageContext.json');
    console.log('vike v0.4.266 pre-rendering HTML...');
    console.log('✓ 780 HTML documents pre-rendered.');
    console.log('wrote', 'index.html');
    console.log('../dist/client/assets/entries/pages_api.js');
    expect(printed.mock.calls).toEqual([
      ['vike v0.4.266 pre-rendering HTML...'],
      ['✓ 780 HTML documents pre-rendered.'],
      ['wrote', 'index.html'],
      ['../dist/client/assets/entries/pages_api.js'],
    ]);
  });
});
