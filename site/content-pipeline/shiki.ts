import { bundledLanguages, createHighlighter, createOnigurumaEngine, isSpecialLang, type BundledLanguage, type BundledTheme, type Grammar, type Highlighter, type ThemedToken } from 'shiki';
import { boundedCache } from './boundedCache.ts';
import { pairThemes, THEMES, tokenClasses, type PairedTheme } from './codeTheme.ts';
import { lineHtml, LONGEST_LINE, preAround, preHtml, type PreHtml } from './highlightHtml.ts';
import { jsonHtml, type JsonStyle } from './jsonHighlight.ts';
import { sharingScanners } from './sharedScanners.ts';

let highlighter: Promise<{ shiki: Highlighter; paired: PairedTheme }> | undefined;
let json: Promise<JsonStyle | undefined> | undefined;

/** Shiki's Oniguruma (WebAssembly), with the patterns its grammars' scanners share compiled once (./sharedScanners.ts). */
const engine = () => createOnigurumaEngine(import('shiki/wasm')).then(sharingScanners);

const loadHighlighter = () => (highlighter ??= pairThemes().then(async (paired) => ({ shiki: await createHighlighter({ themes: [paired.theme], langs: [], engine: engine() }), paired })));

/** How shiki highlights JSON ({@link jsonStyle}), read once; undefined if ./jsonHighlight.ts cannot match it. */
export const shikiJsonStyle = () => (json ??= loadHighlighter().then(({ shiki, paired }) => jsonStyle(shiki, paired)));

/**
 * Code as shiki's `<pre>` HTML, in both themes at once (each token's class gives its light and
 * dark colours, see codeColourStylesheet, so the colour mode switches without re-highlighting),
 * with the given lines (1-based) marked `highlighted`. JSON without marked lines takes a shorter
 * way to the same HTML (./jsonHighlight.ts).
 * Uncached: {@link highlight} in ./highlight.ts is what the site calls.
 */
export async function shikiHtml(code: string, lang: string, highlightLines: readonly number[]): Promise<string> {
  const { shiki, paired } = await loadHighlighter();
  if (lang === 'json' && highlightLines.length === 0) {
    const style = await shikiJsonStyle();
    const html = style && jsonHtml(code, style);
    if (html !== undefined) return html;
  }
  return grammarHtml(shiki, paired, code, lang, highlightLines);
}

/**
 * Each language's `<pre>` if its code is written from shiki's tokens ({@link tokensHtml}), null
 * if that did not give shiki's own HTML: the first code of each language is written both ways.
 */
const tokenWay = new Map<string, PreHtml | null>();

/**
 * Code as its grammar highlights it. Shiki makes an HTML tree of the tokens, which our
 * transformers rewrite and hast-util-to-html writes out: ~20 % of highlighting (GitHub's pages:
 * ~0.5 s of each pre-rendering thread). Once that has been shown to give the same HTML for a
 * language, its code is written from the tokens directly; if not, it keeps taking shiki's way.
 */
async function grammarHtml(shiki: Highlighter, paired: PairedTheme, code: string, lang: string, highlightLines: readonly number[]): Promise<string> {
  const marked = new Set(highlightLines);
  const loaded = await loadFor(shiki, code, lang);
  const pre = tokenWay.get(loaded);
  if (pre) return tokensHtml(shiki, paired, code, loaded, marked, pre);
  const html = treeHtml(shiki, paired, code, loaded, marked);
  if (pre === undefined) {
    const found = preAround(html);
    tokenWay.set(loaded, found && tokensHtml(shiki, paired, code, loaded, marked, found) === html ? found : null);
  }
  return html;
}

/** The language to highlight `code` in (plain text if shiki does not know it), loaded with those the code embeds. */
const loadFor = async (shiki: Highlighter, code: string, lang: string) =>
  (await Promise.all([loadable(shiki, lang), ...embeddedIn(code, lang).map((embedded) => loadable(shiki, embedded))]))[0];

/**
 * Every line tokenized to its end, or not at all. Shiki stops a line after 500 ms by default and
 * leaves the rest plain: on a busy machine (a pause of the collector, other processes) that
 * happened, and the same code came out highlighted differently from one build to the next (issue
 * 35). A length decides the same way in every build: {@link LONGEST_LINE}.
 */
const WHOLE_LINES = { tokenizeTimeLimit: 0, tokenizeMaxLineLength: LONGEST_LINE };

/** Shiki's own HTML of the code, through its HTML tree: what the token way is checked against, and the tests compare it with. */
export async function shikiTreeHtml(code: string, lang: string, highlightLines: readonly number[]): Promise<string> {
  const { shiki, paired } = await loadHighlighter();
  return treeHtml(shiki, paired, code, await loadFor(shiki, code, lang), new Set(highlightLines));
}

/** Whether `lang`'s code is written from its tokens: after its first code, unless that showed a difference. */
export const writtenFromTokens = (lang: string) => Boolean(tokenWay.get(lang));

/** Shiki's own way: its HTML tree, rewritten by our transformers (the classes of ./codeTheme.ts) and written out. */
function treeHtml(shiki: Highlighter, paired: PairedTheme, code: string, loaded: string, marked: ReadonlySet<number>): string {
  return shiki.codeToHtml(code, {
    lang: loaded,
    theme: paired.theme.name!,
    ...WHOLE_LINES,
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

/** What {@link treeHtml} writes, from shiki's tokens without its HTML tree. */
function tokensHtml(shiki: Highlighter, paired: PairedTheme, code: string, loaded: string, marked: ReadonlySet<number>, pre: PreHtml): string {
  // The theme by name, as treeHtml gives it: given the object, shiki copied it on each call and,
  // after a call that named it, compiled its rules again (tokenWay.test.ts, which alternates the
  // two ways over ~4,300 samples: a tenth of its CPU, ~1-2 s of one core). A loaded theme's name,
  // which the type of codeToTokensBase's option does not list (it names the bundled themes).
  const lines = shiki.codeToTokensBase(code, { lang: loaded as BundledLanguage, theme: paired.theme.name as BundledTheme, ...WHOLE_LINES });
  return preHtml(
    pre,
    lines.map((tokens, i) => lineHtml(mergeWhitespace(tokens).map((token) => [token.content, tokenClasses(token, paired)]), marked.has(i + 1))),
  );
}

/** Underline and line-through: what shiki never merges whitespace into. */
const DECORATED = 4 | 8;

/**
 * A line's tokens as shiki's HTML tree has them (its `mergeWhitespaces`): whitespace alone before
 * another token is part of that token; before a decorated one, a token of its own without style.
 */
function mergeWhitespace(tokens: ThemedToken[]): Pick<ThemedToken, 'content' | 'color' | 'fontStyle'>[] {
  const merged: Pick<ThemedToken, 'content' | 'color' | 'fontStyle'>[] = [];
  let carried = '';
  tokens.forEach((token, i) => {
    const mergeable = !((token.fontStyle ?? 0) > 0 && (token.fontStyle! & DECORATED));
    if (mergeable && /^\s+$/.test(token.content) && i + 1 < tokens.length) carried += token.content;
    else if (carried && mergeable) {
      merged.push({ ...token, content: carried + token.content });
      carried = '';
    } else {
      if (carried) merged.push({ content: carried });
      carried = '';
      merged.push(token);
    }
  });
  return merged;
}

/** JSON with every kind of token, nested over several lines, as the API pages' examples are written. */
const JSON_PROBE = JSON.stringify({ id: 'a<b&c', count: -1.5e3, flags: [true, false, null], nested: { empty: {}, list: [], deeper: [{ n: 0 }] } }, null, 2);

/**
 * How shiki highlights JSON, for ./jsonHighlight.ts: the classes of its tokens, read from shiki's
 * own tokens, and the `<pre>` around them. Undefined (JSON then goes through shiki's grammar) if
 * the probe's HTML made that way is not byte for byte shiki's: a shiki or theme upgrade that
 * highlights JSON differently makes the build slower, never different.
 */
async function jsonStyle(shiki: Highlighter, paired: PairedTheme): Promise<JsonStyle | undefined> {
  const reference = treeHtml(shiki, paired, JSON_PROBE, await loadable(shiki, 'json'), new Set());
  const [tokens = []] = shiki.codeToTokensBase('{"k": "s", "n": 1, "b": true}', { lang: 'json', theme: paired.theme.name as BundledTheme, ...WHOLE_LINES });
  const classOf = (content: string) => {
    const token = tokens.find((candidate) => candidate.content === content);
    return token && tokenClasses(token, paired);
  };
  const [key, string, number, literal] = ['"k"', '"s"', '1', 'true'].map(classOf);
  if (key === undefined || string === undefined || number === undefined || literal === undefined) return undefined;
  const pre = preAround(reference);
  if (!pre) return undefined;
  const style: JsonStyle = { classes: { key, string, number, literal }, ...pre };
  return jsonHtml(JSON_PROBE, style) === reference ? style : undefined;
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
 * The lines a grammar keeps the tokens of ({@link tokenizeLinesOnce}). A pre-rendering thread of
 * our site sees 300-420 different lines per language; an 11,000-operation description's sees
 * hundreds of thousands, most of them once (a path, an operation's name), and kept them all
 * (with the samples they were cut from: ~90 MB of each process, issue 32). The lines its
 * templates repeat stay among the most recent.
 */
const LINES_KEPT = 2_000;

/**
 * Makes the grammar tokenize a line once per state it starts in, while the line recurs. Tokenizing
 * is most of highlighting's cost, and the pages' code repeats itself: the code samples of 236
 * operations are made from the same templates (of 8,736 lines of Go, 592 differ). A line's tokens
 * and the state after it depend only on its text and the state before it (what VS Code relies on
 * to stop re-tokenizing an edited file), so the same line in the same state gets the result
 * already computed. The tokens carry colours of the one theme this module ever sets.
 */
function tokenizeLinesOnce(grammar: Grammar): void {
  if (memoized.has(grammar)) return;
  memoized.add(grammar);
  const tokenize = grammar.tokenizeLine2.bind(grammar);
  const known = boundedCache<ReturnType<Grammar['tokenizeLine2']>>(LINES_KEPT);
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

/**
 * The keys of states already seen. A line's tokenization, known or new, gives the state after it,
 * and the lines of a code sample mostly start where the one before ended: in the same state
 * object, whose key is then not written out again. A key is a short number for the state's frames
 * (written out once, when a state object is first seen): each line's key holds it, and a key of the
 * frames themselves (hundreds of characters of JSON) was hashed anew on every line's lookup, ~2 %
 * of a pre-rendering thread's time.
 */
const stateKeys = new WeakMap<StateFrames, string>();
/** The number of each state's frames seen, written out: as many as the grammars' nestings the pages' code meets. */
const stateNumbers = new Map<string, string>();

function stateKey(state: StateFrames | null): string {
  if (!state) return '';
  let key = stateKeys.get(state);
  if (key === undefined) {
    const frames: unknown[] = [];
    for (let frame: StateFrames | null = state; frame; frame = frame.parent) frames.push(frame.toStateStackFrame());
    const written = JSON.stringify(frames);
    key = stateNumbers.get(written);
    if (key === undefined) stateNumbers.set(written, (key = String(stateNumbers.size + 1)));
    stateKeys.set(state, key);
  }
  return key;
}
