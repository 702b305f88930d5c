import type { Element, Root } from 'hast';
import { createHighlighter, type BundledLanguage, type Highlighter } from 'shiki';

const THEMES = { light: 'github-light', dark: 'github-dark' } as const;
let highlighter: Promise<Highlighter> | undefined;
const cache = new Map<string, Element>();

/**
 * Code as shiki's <pre>, in both themes at once (CSS variables, so the colour mode switches
 * without re-highlighting). Identical code is highlighted once per build: the cache holds every
 * block by language, highlighted lines and text.
 */
export async function highlight(code: string, lang: string, highlightLines: ReadonlySet<number> = new Set()): Promise<Element> {
  const key = `${lang}\u0000${[...highlightLines].join(',')}\u0000${code}`;
  const cached = cache.get(key);
  if (cached) return structuredClone(cached);
  const shiki = await (highlighter ??= createHighlighter({ themes: Object.values(THEMES), langs: [] }));
  const language = await loadable(shiki, lang);
  const root = shiki.codeToHast(code, {
    lang: language,
    themes: THEMES,
    defaultColor: false,
    transformers: [
      {
        line(node, line) {
          if (highlightLines.has(line)) this.addClassToHast(node, 'highlighted');
        },
      },
    ],
  }) as Root;
  const pre = root.children[0] as Element;
  cache.set(key, pre);
  return structuredClone(pre);
}

/** The language if shiki knows it (loaded on first use), else plain text: an unknown fence never fails the build. */
async function loadable(shiki: Highlighter, lang: string): Promise<string> {
  if (shiki.getLoadedLanguages().includes(lang)) return lang;
  try {
    await shiki.loadLanguage(lang as BundledLanguage);
    return lang;
  } catch {
    return 'text';
  }
}

/** `{1,3-5}` in a fence's meta → {1, 3, 4, 5}. */
export function parseLineRanges(meta: string): Set<number> {
  const lines = new Set<number>();
  const braces = /\{([\d,\s-]+)\}/.exec(meta)?.[1];
  for (const part of braces?.split(',') ?? []) {
    const [from, to = from] = part.trim().split('-').map(Number);
    if (from === undefined || to === undefined || Number.isNaN(from) || Number.isNaN(to)) continue;
    for (let n = from; n <= to; n++) lines.add(n);
  }
  return lines;
}
