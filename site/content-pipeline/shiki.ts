import { bundledThemes, createHighlighter, isSpecialLang, type BundledLanguage, type Grammar, type Highlighter, type ThemeRegistration } from 'shiki';

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
export const accessible = (style: string) => style.replace(/--s[ld]:#[0-9A-F]{6}/gi, (pair) => ACCESSIBLE[pair.slice(0, 5).toLowerCase() + pair.slice(5).toUpperCase()] ?? pair);

/**
 * Both themes in one. Shiki highlights code in two themes by tokenizing it once per theme, and
 * tokenizing is most of the cost; github-light and github-dark have the same rules (scopes and
 * font styles) in the same order, differing only in colours, so one tokenization can give both.
 * This theme has those rules, each coloured with a stand-in (#000001…) for its pair of colours;
 * the stand-ins become the two themes' variables on the way out (`bothThemes`), which is the HTML
 * shiki writes for the two themes.
 */
interface PairedTheme {
  theme: ThemeRegistration;
  /** A stand-in colour → its light and dark colours. */
  pairs: Map<string, { l: string; d: string }>;
  /** The `<pre>`'s colours: each theme's foreground and background. */
  preStyle: string;
}

async function pairThemes(): Promise<PairedTheme> {
  const [light, dark] = await Promise.all([bundledThemes[THEMES.l](), bundledThemes[THEMES.d]()]).then((themes) => themes.map((t) => t.default));
  const rules = (theme: ThemeRegistration) => (theme.tokenColors ?? []).map(({ scope, settings }) => JSON.stringify([scope, settings.fontStyle, !settings.foreground]));
  if (JSON.stringify(rules(light!)) !== JSON.stringify(rules(dark!))) throw new Error(`${THEMES.l} and ${THEMES.d} no longer have the same rules: shiki.ts cannot pair them`);
  const pairs = new Map<string, { l: string; d: string }>();
  const standIn = (l: string, d: string) => {
    const pair = { l: l.toUpperCase(), d: d.toUpperCase() };
    for (const [colour, known] of pairs) if (known.l === pair.l && known.d === pair.d) return colour;
    const colour = `#${(pairs.size + 1).toString(16).padStart(6, '0')}`;
    pairs.set(colour, pair);
    return colour;
  };
  const { 'editor.foreground': lightFg, 'editor.background': lightBg } = light!.colors!;
  const { 'editor.foreground': darkFg, 'editor.background': darkBg } = dark!.colors!;
  const theme: ThemeRegistration = {
    name: 'github-light-dark',
    type: 'light',
    colors: { 'editor.foreground': standIn(lightFg!, darkFg!), 'editor.background': '#000000' },
    tokenColors: light!.tokenColors!.map((rule, i) => {
      const foreground = rule.settings.foreground;
      return foreground ? { ...rule, settings: { ...rule.settings, foreground: standIn(foreground, dark!.tokenColors![i]!.settings.foreground!) } } : rule;
    }),
  };
  const preStyle = `${VARIABLE_PREFIX}l:${lightFg};${VARIABLE_PREFIX}d:${darkFg};${VARIABLE_PREFIX}l-bg:${lightBg};${VARIABLE_PREFIX}d-bg:${darkBg}`;
  return { theme, pairs, preStyle };
}

let highlighter: Promise<{ shiki: Highlighter; paired: PairedTheme }> | undefined;

/**
 * Code as shiki's `<pre>` HTML, in both themes at once (CSS variables, so the colour mode
 * switches without re-highlighting), with the given lines (1-based) marked `highlighted`.
 * Uncached: {@link highlight} in ./highlight.ts is what the site calls.
 */
export async function shikiHtml(code: string, lang: string, highlightLines: readonly number[]): Promise<string> {
  const { shiki, paired } = await (highlighter ??= pairThemes().then(async (paired) => ({ shiki: await createHighlighter({ themes: [paired.theme], langs: [] }), paired })));
  const marked = new Set(highlightLines);
  return shiki.codeToHtml(code, {
    lang: await loadable(shiki, lang),
    theme: paired.theme.name!,
    transformers: [
      {
        line(node, line) {
          if (marked.has(line)) this.addClassToHast(node, 'highlighted');
        },
        span(node) {
          if (typeof node.properties.style === 'string') node.properties.style = accessible(bothThemes(node.properties.style, paired.pairs));
        },
        pre(node) {
          node.properties.class = `shiki shiki-themes ${THEMES.l} ${THEMES.d}`;
          node.properties.style = paired.preStyle;
        },
      },
    ],
  });
}

/**
 * A token's style in the stand-in theme (`color:#000003;font-style:italic`) as the two themes'
 * variables, light then dark, as shiki writes them for two themes
 * (`--sl:#005CC5;--sl-font-style:italic;--sd:#79B8FF;--sd-font-style:italic`).
 */
function bothThemes(style: string, pairs: PairedTheme['pairs']): string {
  const declarations = style.split(';').map((declaration) => declaration.split(':') as [string, string]);
  return (['l', 'd'] as const)
    .flatMap((theme) =>
      declarations.map(([property, value]) =>
        property === 'color' ? `${VARIABLE_PREFIX}${theme}:${pairs.get(value.toLowerCase())![theme]}` : `${VARIABLE_PREFIX}${theme}-${property}:${value}`,
      ),
    )
    .join(';');
}

/** The language if shiki knows it (loaded on first use), else plain text: an unknown fence never fails the build. */
async function loadable(shiki: Highlighter, lang: string): Promise<string> {
  if (shiki.getLoadedLanguages().includes(lang)) return lang;
  try {
    await shiki.loadLanguage(lang as BundledLanguage);
  } catch {
    return 'text';
  }
  if (!isSpecialLang(lang)) tokenizeLinesOnce(shiki.getLanguage(lang));
  return lang;
}

/**
 * vscode-textmate's state between two lines (its StateStackImpl, which the public type hides):
 * frames from the innermost out, each as vscode-textmate serialises it, without the positions
 * that mean nothing across lines.
 */
interface StateFrames {
  parent: StateFrames | null;
  toStateStackFrame(): unknown;
}

/** The grammars already made to tokenize each line once (a grammar has several names: js, javascript). */
const memoized = new WeakSet<Grammar>();

/**
 * Makes the grammar tokenize a line once per state it starts in. Tokenizing is most of
 * highlighting's cost, and the pages' code repeats itself: the code samples of 236 operations
 * are made from the same templates (of 8,736 lines of Go, 592 differ). A line's tokens and the
 * state after it depend only on its text and the state before it (what VS Code relies on to
 * stop re-tokenizing an edited file), so the same line in the same state gets the result
 * already computed. The tokens carry colours of the one theme this module ever sets.
 */
function tokenizeLinesOnce(grammar: Grammar): void {
  if (memoized.has(grammar)) return;
  memoized.add(grammar);
  const tokenize = grammar.tokenizeLine2.bind(grammar);
  const known = new Map<string, ReturnType<Grammar['tokenizeLine2']>>();
  grammar.tokenizeLine2 = (line, state, timeLimit) => {
    const key = `${stateKey(state as StateFrames | null)}\u0000${line}`;
    let result = known.get(key);
    if (!result) {
      result = tokenize(line, state, timeLimit);
      // A line cut short by the time limit is not its real tokenization.
      if (!result.stoppedEarly) known.set(key, result);
    }
    return result;
  };
}

function stateKey(state: StateFrames | null): string {
  const frames: unknown[] = [];
  for (let frame = state; frame; frame = frame.parent) frames.push(frame.toStateStackFrame());
  return JSON.stringify(frames);
}
