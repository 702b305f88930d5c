import { describe, expect, it } from 'vitest';
import { isSearchShortcut } from './isSearchShortcut.ts';

const key = (key: string, mods: { ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean } = {}, tagName = 'BODY', isContentEditable = false) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
  target: { tagName, isContentEditable } as unknown as EventTarget,
});

describe('isSearchShortcut', () => {
  it('takes Ctrl+K and Cmd+K anywhere, in either case', () => {
    expect(isSearchShortcut(key('k', { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key('K', { metaKey: true }, 'INPUT'))).toBe(true);
    expect(isSearchShortcut(key('k'))).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true, altKey: true }))).toBe(false);
  });

  it('takes / only when the reader is not typing', () => {
    expect(isSearchShortcut(key('/'))).toBe(true);
    expect(isSearchShortcut(key('/', {}, 'A'))).toBe(true);
    expect(isSearchShortcut(key('/', {}, 'INPUT'))).toBe(false);
    expect(isSearchShortcut(key('/', {}, 'TEXTAREA'))).toBe(false);
    expect(isSearchShortcut(key('/', {}, 'DIV', true))).toBe(false);
    expect(isSearchShortcut(key('/', { ctrlKey: true }))).toBe(false);
  });
});
