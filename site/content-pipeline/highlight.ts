import type { Element, Root } from 'hast';
import { createHighlighter, type BundledLanguage, type Highlighter } from 'shiki';
import { visit } from 'unist-util-visit';

// Theme keys and prefix make the shortest variables, `--sl` and `--sd`, on every token span:
// code is most of an API page's bytes, and each page carries it twice (HTML and page data).
const THEMES = { l: 'github-light', d: 'github-dark' } as const;
const VARIABLE_PREFIX = '--s';

/**
 * The github-light and github-dark themes have a few token colours under WCAG AA's 4.5:1 on the
 * code background (axe, tests/e2e/a11y*.spec.ts): those take GitHub's own later, darker (or, in
 * dark mode, lighter) shade of the same hue.
 */
const ACCESSIBLE: Record<string, string> = {
  '--sd:#6A737D': '--sd:#8B949E', // dark comments: 3.6:1 → 5.6:1
  '--sl:#D73A49': '--sl:#CF222E', // light keywords: 4.3:1 → 5.0:1
  '--sl:#E36209': '--sl:#BC4C00', // light parameters: 3.3:1 → 4.7:1
  '--sl:#22863A': '--sl:#116329', // light tags, inserted lines: 4.3:1 → 6.9:1
};
const accessible = (style: string) => style.replace(/--s[ld]:#[0-9A-F]{6}/gi, (pair) => ACCESSIBLE[pair.slice(0, 5).toLowerCase() + pair.slice(5).toUpperCase()] ?? pair);
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
    cssVariablePrefix: VARIABLE_PREFIX,
    transformers: [
      {
        line(node, line) {
          if (highlightLines.has(line)) this.addClassToHast(node, 'highlighted');
        },
      },
    ],
  }) as Root;
  visit(root, 'element', (node: Element) => {
    if (typeof node.properties.style === 'string') node.properties.style = accessible(node.properties.style);
  });
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
