import type en from '../../locales/en/common.json';
import type { LocaleCode } from '../config/schema.ts';

/**
 * The chrome's strings: one JSON per locale under locales/<locale>/common.json. English is the
 * schema: its keys are the only keys a component may ask for (STYLE.md §7).
 */
export type Catalogue = Record<string, string>;

// One chunk per locale: a page loads its own language's strings, not all three.
const files = import.meta.glob<Catalogue>('../../locales/*/common.json', { import: 'default' });

export const loadCatalogue = (locale: LocaleCode): Promise<Catalogue> => files[`../../locales/${locale}/common.json`]!();

/** A key as components write it: plural forms (`_one`, `_other`, …) are chosen by the count (./translate.ts). */
export type StringKey = keyof typeof en extends infer K ? (K extends `${infer Base}_${'one' | 'other'}` ? Base : K) : never;

