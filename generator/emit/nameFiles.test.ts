import { describe, expect, it } from 'vitest';
import { nameFiles } from './nameFiles.ts';

const names = (...keys: string[]) => [...nameFiles(keys, 'schema').values()];

describe('nameFiles', () => {
  it('keeps a safe component name as it is', () => {
    expect(names('Problem', 'simple-user', 'v1.Order_item', '2fa')).toEqual(['Problem', 'simple-user', 'v1.Order_item', '2fa']);
  });

  it('hashes names that differ by case alone, all of them, so neither depends on which came first', () => {
    const [upper, lower, other] = names('User', 'user', 'Users');
    expect(upper).toMatch(/^User-[0-9a-f]{8}$/);
    expect(lower).toMatch(/^user-[0-9a-f]{8}$/);
    expect(upper!.toLowerCase()).not.toBe(lower!.toLowerCase());
    expect(other).toBe('Users');
    expect(names('user', 'User')).toEqual([lower, upper]);
  });

  it('makes a JSON pointer a readable name with its hash', () => {
    const [name] = names('#/paths/~1users~1{id}/get/responses/200/content/application~1json/schema');
    expect(name).toMatch(/^paths-users-id-get-responses-200-content-application-json-sc-[0-9a-f]{8}$/);
  });

  it('hashes what a file system would refuse or hide: device names, leading dots, non-ASCII, long names', () => {
    const unsafe = ['CON', 'nul.json', 'com1', '.hidden', '-flag', 'Prix€', '市场', 'a'.repeat(101), 'a b', 'x:y', 'a\\b'];
    for (const [key, name] of nameFiles(unsafe, 'schema')) {
      expect(name, key).toMatch(/^[A-Za-z0-9_-]{1,60}-[0-9a-f]{8}$/);
      expect(name, key).not.toMatch(/^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\.|$)/i); // `CON-1a2b3c4d.json` is a file.
    }
    expect(names('市场')[0]).toMatch(/^schema-[0-9a-f]{8}$/);
    // A shared response without a readable character is named as one.
    expect(nameFiles(['未找到'], 'response').get('未找到')).toMatch(/^response-[0-9a-f]{8}$/);
    expect(names('control', 'console')).toEqual(['control', 'console']);
  });

  it('never gives a plain name the shape of a hashed one', () => {
    const [hashed] = names('#/a');
    const [plain] = names(hashed!);
    expect(plain).not.toBe(hashed);
    expect(plain).toMatch(new RegExp(`^${hashed}-[0-9a-f]{8}$`));
  });

  it('is unique case-insensitively, deterministic, and a key keeps its name when others come and go', () => {
    const keys = ['User', 'user', 'USER', '#/a', '#/A', 'a', 'Order', 'order-item', 'Order_item'];
    const all = nameFiles(keys, 'schema');
    expect(new Set([...all.values()].map((n) => n.toLowerCase())).size).toBe(keys.length);
    expect(nameFiles([...keys].reverse(), 'schema')).toEqual(new Map([...all].reverse()));
    expect(nameFiles(['Order', '#/a'], 'schema').get('#/a')).toBe(all.get('#/a'));
    expect(nameFiles(['Order', 'Zebra'], 'schema').get('Order')).toBe('Order');
  });
});
