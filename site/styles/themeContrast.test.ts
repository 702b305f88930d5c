import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 20: the "required" marker (#cf222e on dark mode's #1b1b1d, 3.21:1) failed WCAG AA on every
// operation page, unseen because it was written as a literal rather than a token with a dark
// value. Every colour a stylesheet defines as a token is proved here, in both colour modes:
// each text colour on each surface it can be painted on keeps AA's 4.5:1.

const SITE = path.resolve(import.meta.dirname, '..');
const AA = 4.5;

/** Text colours, and the surfaces any text sits on. */
const isForeground = (name: string) => /^--(color-(text|muted|link|primary|danger|success|warning)$|schema-)/.test(name);
const isSurface = (name: string) => /^--color-(bg|bg-raised|code-bg)$/.test(name);
/** The chrome's text colours: what a scope painting a surface of its own shows on it. */
const isChromeText = (name: string) => /^--color-(text|muted|link|primary)$/.test(name);
/** Surfaces made for one text colour: a button's label, the search results' marked words. */
const PAIRS: [string, string][] = [
  ['--color-primary-contrast', '--color-primary'],
  ['--color-text', '--search-mark-bg'],
  ['--color-deprecated-text', '--color-deprecated'],
];

type Tokens = Map<string, string>;

/** Every rule of the site's stylesheets that defines hex colour tokens, by selector. */
function tokenRules(): { selector: string; tokens: Tokens }[] {
  const files = readdirSync(SITE, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.css') && !f.includes('node_modules'));
  return files.flatMap((file) => {
    const css = readFileSync(path.join(SITE, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    return [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].flatMap(([, selector, body]) => {
      const tokens: Tokens = new Map([...body!.matchAll(/(--[\w-]+)\s*:\s*(#[0-9a-fA-F]{3,6})\b/g)].map(([, name, value]) => [name!, value!]));
      return tokens.size ? [{ selector: selector!.trim(), tokens }] : [];
    });
  });
}

const DARK = /^\[data-theme='dark'\]\s*/;

/**
 * The tokens in force in each colour mode: `:root` (light), with `[data-theme='dark']` over it
 * (dark), and in every scope that redefines some (`.navbar-dark`, `.schema-viewer`…) those of the
 * mode with the scope's own, and its dark rule's in dark mode.
 */
function themes() {
  const rules = tokenRules();
  const merged = (selectors: string[]) => new Map(rules.filter((r) => selectors.includes(r.selector)).flatMap((r) => [...r.tokens]));
  const scopes = [...new Set(rules.map((r) => r.selector.replace(DARK, '')).filter((s) => s !== ':root' && s !== ''))];
  const themes: { name: string; tokens: Tokens; scope?: Tokens }[] = [];
  for (const mode of ['light', 'dark'] as const) {
    const base = mode === 'light' ? [':root'] : [':root', "[data-theme='dark']"];
    themes.push({ name: `${mode} mode`, tokens: merged(base) });
    for (const scope of scopes) {
      const own = mode === 'light' ? [scope] : [scope, `[data-theme='dark'] ${scope}`];
      themes.push({ name: `${mode} mode, ${scope}`, tokens: merged([...base, ...own]), scope: merged(own) });
    }
  }
  return themes;
}

/** WCAG 2's contrast ratio of two sRGB colours. */
export function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d) : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
    const [r, g, bl] = digits.map((d) => {
      const c = parseInt(d, 16) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('contrast', () => {
  it("is WCAG's ratio", () => {
    expect(contrast('#000', '#fff')).toBeCloseTo(21);
    expect(contrast('#cf222e', '#1b1b1d')).toBeCloseTo(3.21, 2);
  });
});

describe("the theme's colour tokens keep AA contrast (4.5:1) in both colour modes", () => {
  // Scopes of tokens that are no theme colours (a method badge's, an admonition's) are left out.
  const themed = themes().filter(({ scope }) => !scope || [...scope.keys()].some((n) => isForeground(n) || isSurface(n) || PAIRS.flat().includes(n)));
  for (const { name, tokens, scope } of themed) {
    it(name, () => {
      const names = [...tokens.keys()];
      // A scope that paints its own surface (the dark navbar, the footer) must keep the text it
      // shows there readable: the page's text colours and its own. One that recolours text only
      // (the schema viewer) must stay readable on every surface of the page.
      const ownSurfaces = scope ? [...scope.keys()].filter(isSurface) : [];
      const surfaces = ownSurfaces.length ? ownSurfaces : names.filter(isSurface);
      const foregrounds = ownSurfaces.length
        ? names.filter((n) => isChromeText(n) || (scope!.has(n) && isForeground(n)))
        : names.filter((n) => isForeground(n) && (!scope || scope.has(n)));
      const pairs = [
        ...foregrounds.flatMap((fg) => surfaces.map((bg): [string, string] => [fg, bg])),
        ...PAIRS.filter(([fg, bg]) => tokens.has(fg) && tokens.has(bg) && (!scope || scope.has(fg) || scope.has(bg))),
      ];
      const failing = pairs
        .map(([fg, bg]) => ({ fg, bg, ratio: contrast(tokens.get(fg)!, tokens.get(bg)!) }))
        .filter(({ ratio }) => ratio < AA)
        .map(({ fg, bg, ratio }) => `${fg} ${tokens.get(fg)} on ${bg} ${tokens.get(bg)}: ${ratio.toFixed(2)}:1`);
      expect(failing).toEqual([]);
    });
  }

  it('the operation view takes its text colours from tokens, not literals', () => {
    // The marker that failed was a literal: a literal text colour escapes the checks above.
    const css = readFileSync(path.join(SITE, 'components/api/api.css'), 'utf8');
    expect(css.match(/(?<![-\w])color:\s*#[0-9a-fA-F]+/g) ?? []).toEqual([]);
  });
});
