import { bundledThemes } from 'shiki/themes';
import type { ThemedToken, ThemeRegistration } from 'shiki';

// How shiki's two themes become one (./shiki.ts highlights with it) and the stylesheet of the
// classes it gives tokens. Apart from shiki's highlighter, so that the build can make the
// stylesheet without loading it.

// Theme keys and prefix make the shortest variables, `--sl` and `--sd`, that carry a token's
// light and dark colours (see codeColourStylesheet).
export const THEMES = { l: 'github-light', d: 'github-dark' } as const;
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
 * a token's stand-in becomes its pair's class on the way out (`tokenClasses`).
 */
export interface PairedTheme {
  theme: ThemeRegistration;
  /** A stand-in colour → its light and dark colours and the class that gives them. */
  pairs: Map<string, { l: string; d: string; className: string }>;
  /** The stand-in of the themes' foregrounds: tokens in it take the `<pre>`'s colours, no class. */
  foreground: string;
  /** The `<pre>`'s colours: each theme's foreground and background. */
  preStyle: string;
}

export async function pairThemes(): Promise<PairedTheme> {
  const [light, dark] = await Promise.all([bundledThemes[THEMES.l](), bundledThemes[THEMES.d]()]).then((themes) => themes.map((t) => t.default));
  const rules = (theme: ThemeRegistration) => (theme.tokenColors ?? []).map(({ scope, settings }) => JSON.stringify([scope, settings.fontStyle, !settings.foreground]));
  if (JSON.stringify(rules(light!)) !== JSON.stringify(rules(dark!))) throw new Error(`${THEMES.l} and ${THEMES.d} no longer have the same rules: shiki.ts cannot pair them`);
  const pairs: PairedTheme['pairs'] = new Map();
  const standIn = (l: string, d: string) => {
    const pair = { l: l.toUpperCase(), d: d.toUpperCase() };
    for (const [colour, known] of pairs) if (known.l === pair.l && known.d === pair.d) return colour;
    const colour = `#${(pairs.size + 1).toString(16).padStart(6, '0')}`;
    pairs.set(colour, { ...pair, className: `t${pairs.size + 1}` });
    return colour;
  };
  const { 'editor.foreground': lightFg, 'editor.background': lightBg } = light!.colors!;
  const { 'editor.foreground': darkFg, 'editor.background': darkBg } = dark!.colors!;
  const foreground = standIn(lightFg!, darkFg!);
  const theme: ThemeRegistration = {
    name: 'github-light-dark',
    type: 'light',
    colors: { 'editor.foreground': foreground, 'editor.background': '#000000' },
    tokenColors: light!.tokenColors!.map((rule, i) => {
      const foreground = rule.settings.foreground;
      return foreground ? { ...rule, settings: { ...rule.settings, foreground: standIn(foreground, dark!.tokenColors![i]!.settings.foreground!) } } : rule;
    }),
  };
  const preStyle = `${VARIABLE_PREFIX}l:${lightFg};${VARIABLE_PREFIX}d:${darkFg};${VARIABLE_PREFIX}l-bg:${lightBg};${VARIABLE_PREFIX}d-bg:${darkBg}`;
  return { theme, pairs, foreground, preStyle };
}

/** Shiki's font style flags (FontStyle) → the class that applies each; the two themes share them. */
const FONT_STYLES = [
  { flag: 1, className: 'fi', css: 'font-style:italic' },
  { flag: 2, className: 'fb', css: 'font-weight:bold' },
  { flag: 4, className: 'fu', css: 'text-decoration:underline' },
  { flag: 8, className: 'fs', css: 'text-decoration:line-through' },
] as const;

/** A token's classes: its colour pair's (none in the foreground colour) and its font styles'. */
export function tokenClasses({ color, fontStyle = 0 }: Pick<ThemedToken, 'color' | 'fontStyle'>, paired: PairedTheme): string {
  const colour = color?.toLowerCase();
  const classes = colour && colour !== paired.foreground ? [paired.pairs.get(colour)!.className] : [];
  for (const { flag, className } of FONT_STYLES) if (fontStyle > 0 && fontStyle & flag) classes.push(className);
  return classes.join(' ');
}

/**
 * The stylesheet of the classes `shikiHtml` gives tokens: each colour pair's as the two
 * themes' variables (which `.shiki span` turns into the colour mode's colour), made
 * accessible, and the font styles. The build serves it as `virtual:code-colours.css`
 * (./codeColours.ts).
 */
export async function codeColourStylesheet(): Promise<string> {
  const paired = await pairThemes();
  const colours = [...paired.pairs]
    .filter(([standIn]) => standIn !== paired.foreground)
    .map(([, { l, d, className }]) => `.shiki .${className}{${accessible(`${VARIABLE_PREFIX}l:${l};${VARIABLE_PREFIX}d:${d}`)}}`);
  const fonts = FONT_STYLES.map(({ className, css }) => `.shiki .${className}{${css}}`);
  return [...colours, ...fonts, '.shiki .fu.fs{text-decoration:underline line-through}', ''].join('\n');
}
