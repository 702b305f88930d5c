import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createHighlighter, createOnigurumaEngine, type BundledLanguage, type RegexEngine } from 'shiki';
import { describe, expect, it } from 'vitest';
import { sharingScanners } from './sharedScanners.ts';

/** The engine, counting the patterns it compiles. */
async function counted() {
  const engine = await createOnigurumaEngine(import('shiki/wasm'));
  const count = { patterns: 0 };
  const counting: RegexEngine = {
    createString: (s) => engine.createString(s),
    createScanner(patterns) {
      count.patterns += patterns.length;
      return engine.createScanner(patterns);
    },
  };
  return { counting, count };
}

const long = `const s = "${'é'.repeat(300)}${'x'.repeat(900)}"; let y = [a, b].map((v) => v + 1); // ${'ü'.repeat(50)}`;

// Code that enters many rules (and the same rules in other states), a line over 1,000 bytes
// (Oniguruma then searches pattern by pattern rather than with its set of them), text beyond
// ASCII, and ends made of what the beginning matched (back-references: a heredoc's word, a
// fence's backticks).
const SAMPLES: [code: string, lang: string][] = [
  ['const f = async ({ a, b = [1, `x${a}`] }) => { if (a < b) return (await g(a))?.h ?? /r[e]+/g; };\nclass C extends D { #p = 1; get q() { return this.#p; } }\n/* no */ f({ a: "ß", b: [] });', 'javascript'],
  [long, 'javascript'],
  ['type T<K extends string> = { [P in K]?: readonly T<P>[] };\nexport function f<T>(x: T): x is T & {} { return (x as unknown) !== null; }\nenum E { A = 1 << 2 }', 'typescript'],
  ['<?php\nnamespace A\\B;\nfunction f(array $a = [], ?int $b = null): string { return sprintf("%d %s", count($a), <<<EOT\nx $b\nEOT); }\n$c = new class { public function __invoke() {} };', 'php'],
  ['cat <<EOF > f\nhello $USER\nEOF\ncurl -X POST "https://x.test/a?b=1" -H \'Accept: application/json\' -d @- <<-END\n\t{"a": 1}\n\tEND\necho "$(ls | wc -l)"', 'bash'],
  ['# Title\n\n````md\n```js\nconst a = 1;\n```\n````\n\n```go\nfunc main() {}\n```\n\n- [x] item with `code` and **bold**', 'markdown'],
  ['package main\n\nimport "fmt"\n\nfunc main() {\n\tfor i := range 3 { fmt.Printf("%d %q\\n", i, `raw`) }\n}', 'go'],
  ['using System;\nclass A<T> where T : new() { public async Task<int> F(string s = "é") => await Task.FromResult(s?.Length ?? 0); }', 'csharp'],
  ['def f(a: int, *args, **kw) -> str:\n    """Doc."""\n    return f"{a!r:>{w}}" if a else rb\'\\x00\'', 'python'],
  ['fn main() { let v: Vec<u8> = vec![1, 2]; println!("{:?}", v.iter().map(|x| x * 2).collect::<Vec<_>>()); }', 'rust'],
];

/** The site's own Markdown's fenced code. */
function fences(dir = 'site/content'): [string, string][] {
  const codes: [string, string][] = [];
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.md'))) {
    for (const [, , lang, code] of readFileSync(path.join(dir, file), 'utf8').matchAll(/^(`{3,})([\w+#-]+)[^\n]*\n([^]*?)\n\1$/gm)) codes.push([code!, lang!]);
  }
  return codes;
}

describe('sharingScanners', () => {
  it("tokenizes as Oniguruma's own scanners do, compiling fewer patterns", async () => {
    const plain = await counted();
    const shared = await counted();
    // A theme of its own, not a bundled one: this file shares its worker's modules with the others
    // (vitest.config.ts), and a highlighter normalizes a bundled theme it is given by name in place,
    // which codeTheme.ts's pairing of github-light and github-dark then refuses.
    const theme = { name: 'scopes', type: 'light' as const, settings: [], fg: '#000000', bg: '#ffffff' };
    const options = { themes: [theme], langs: [] };
    const [a, b] = await Promise.all([createHighlighter({ ...options, engine: plain.counting }), createHighlighter({ ...options, engine: sharingScanners(shared.counting) })]);
    const samples = [...SAMPLES, ...fences()];
    const langs = [...new Set(samples.map(([, lang]) => lang))].filter((lang) => lang !== 'text') as BundledLanguage[];
    await Promise.all([a.loadLanguage(...langs), b.loadLanguage(...langs)]);
    for (const [code, lang] of samples) {
      // Each token's text and, through the explanation, the scopes the grammar gave it.
      const tokens = (h: typeof a) =>
        h.codeToTokensBase(code, { lang: lang as BundledLanguage, theme, tokenizeTimeLimit: 0, includeExplanation: 'scopeName' }).map((line) => line.map(({ content, offset, explanation }) => [content, offset, explanation?.map((part) => part.scopes.map((scope) => scope.scopeName))]));
      expect(tokens(b), `${lang}: ${code.slice(0, 40)}`).toEqual(tokens(a));
    }
    expect(shared.count.patterns).toBeLessThan(plain.count.patterns / 2);
  });
});
