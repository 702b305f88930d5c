import type { Element } from 'hast';
import { createHighlighter, type BundledLanguage, type Highlighter } from 'shiki';

// Theme keys and prefix make the shortest variables, `--sl` and `--sd`, on every token span:
// code is most of a page's bytes.
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

/**
 * Code as shiki's `<pre>` HTML, in both themes at once (CSS variables, so the colour mode
 * switches without re-highlighting), with the given lines (1-based) marked `highlighted`.
 * Uncached: {@link highlight} in ./highlight.ts is what the site calls.
 */
export async function shikiHtml(code: string, lang: string, highlightLines: readonly number[]): Promise<string> {
  const shiki = await (highlighter ??= createHighlighter({ themes: Object.values(THEMES), langs: [] }));
  const marked = new Set(highlightLines);
  return shiki.codeToHtml(code, {
    lang: await loadable(shiki, lang),
    themes: THEMES,
    defaultColor: false,
    cssVariablePrefix: VARIABLE_PREFIX,
    transformers: [
      {
        line(node, line) {
          if (marked.has(line)) this.addClassToHast(node, 'highlighted');
        },
        span: recolour,
        pre: recolour,
      },
    ],
  });
}

function recolour(node: Element) {
  if (typeof node.properties.style === 'string') node.properties.style = accessible(node.properties.style);
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
