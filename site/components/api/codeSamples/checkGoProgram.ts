/**
 * What would stop `go build` on a generated Go sample, as far as it shows without a Go
 * toolchain (there is none on the build machines): it must be `package main` with a `main`,
 * its brackets balanced outside strings and comments, and every import used (Go refuses unused
 * ones) and sorted as gofmt sorts them. Returns the problems found; none is a pass. For tests.
 */
export function checkGoProgram(source: string): string[] {
  const problems: string[] = [];
  if (!source.startsWith('package main\n')) problems.push('not package main');
  const block = /^import \(\n((?:\t"[^"]+"\n)*)\)\n/m.exec(source);
  const imports = block ? [...block[1]!.matchAll(/"([^"]+)"/g)].map((m) => m[1]!) : [];
  if (!block) problems.push('no import block');
  if (imports.join() !== [...new Set(imports)].sort().join()) problems.push(`imports not sorted or repeated: ${imports.join(', ')}`);

  const code = withoutLiterals(source.slice(block ? block.index + block[0].length : 0));
  if (!/^func main\(\) \{$/m.test(code)) problems.push('no func main');
  for (const path of imports) {
    const name = path.split('/').at(-1)!;
    if (!new RegExp(`\\b${name}\\.`).test(code)) problems.push(`import "${path}" is not used`);
  }
  const open: string[] = [];
  const pairs: Record<string, string> = { ')': '(', ']': '[', '}': '{' };
  for (const char of code) {
    if ('([{'.includes(char)) open.push(char);
    else if (char in pairs && open.pop() !== pairs[char]) {
      problems.push(`unbalanced ${char}`);
      break;
    }
  }
  if (open.length > 0) problems.push(`unclosed ${open.join('')}`);
  return problems;
}

/** The code with every string, rune and comment emptied, so that their text is not read as code. */
function withoutLiterals(source: string): string {
  return source.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\/|"(?:[^"\\\n]|\\.)*"|`[^`]*`|'(?:[^'\\\n]|\\.)+'/g, (literal) =>
    literal.startsWith('/') ? '' : literal[0]!.repeat(2),
  );
}
