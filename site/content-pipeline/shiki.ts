import { bundledLanguages, createHighlighter, isSpecialLang, type BundledLanguage, type Grammar, type Highlighter } from 'shiki';
import { pairThemes, THEMES, tokenClasses, type PairedTheme } from './codeTheme.ts';

let highlighter: Promise<{ shiki: Highlighter; paired: PairedTheme }> | undefined;

/**
 * Code as shiki's `<pre>` HTML, in both themes at once (each token's class gives its light and
 * dark colours, see codeColourStylesheet, so the colour mode switches without re-highlighting),
 * with the given lines (1-based) marked `highlighted`.
 * Uncached: {@link highlight} in ./highlight.ts is what the site calls.
 */
export async function shikiHtml(code: string, lang: string, highlightLines: readonly number[]): Promise<string> {
  const { shiki, paired } = await (highlighter ??= pairThemes().then(async (paired) => ({ shiki: await createHighlighter({ themes: [paired.theme], langs: [] }), paired })));
  const marked = new Set(highlightLines);
  const [loaded] = await Promise.all([loadable(shiki, lang), ...embeddedIn(code, lang).map((embedded) => loadable(shiki, embedded))]);
  return shiki.codeToHtml(code, {
    lang: loaded,
    theme: paired.theme.name!,
    transformers: [
      {
        span(node, _line, _col, _lineElement, token) {
          const classes = tokenClasses(token, paired);
          node.properties = classes ? { class: classes } : {};
        },
        line(node, line) {
          // A token in the foreground colour, with no font style, is its text alone: it takes
          // the <pre>'s colours. (That is half the tokens: a third of an API page's code.)
          node.children = node.children.flatMap((child) => (child.type === 'element' && !child.properties.class ? child.children : [child]));
          if (marked.has(line)) this.addClassToHast(node, 'highlighted');
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
 * The languages Markdown code embeds: its fences' and YAML for front matter. Shiki's Markdown
 * grammar highlights them only when they are loaded already (its 57 embedded grammars take ~1 s to
 * load), so they are loaded first: the code then looks the same whatever was highlighted before.
 */
function embeddedIn(code: string, lang: string): string[] {
  if (lang !== 'md' && lang !== 'markdown') return [];
  const fences = [...code.matchAll(/^ {0,3}(?:```|~~~)\s*([\w+#-]+)/gm)].map((fence) => fence[1]!.toLowerCase());
  return [...new Set([...fences, ...(code.startsWith('---\n') ? ['yaml'] : [])])].filter((embedded) => embedded in bundledLanguages);
}

/** Each language's loading, once: a grammar counts as loaded before the grammars it embeds are (markdown's YAML front matter). */
const loading = new Map<string, Promise<string>>();

/**
 * The language if shiki knows it (loaded on first use), else plain text: an unknown fence never
 * fails the build. Code in a language still loading waits for all of it, or its embedded parts
 * would be tokenized as plain text.
 */
function loadable(shiki: Highlighter, lang: string): Promise<string> {
  let loaded = loading.get(lang);
  if (!loaded) loading.set(lang, (loaded = load(shiki, lang)));
  return loaded;
}

async function load(shiki: Highlighter, lang: string): Promise<string> {
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
