/**
 * What a program's string literals say, read as its compiler reads them, for the languages the
 * build machines cannot run (Java, C#, PHP, Ruby, Rust, Kotlin): the text of each literal with
 * its escapes undone, the environment variables read, and the problems that would stop it (an
 * unclosed literal or bracket, an escape the language does not have, a `$` or `#` that would
 * interpolate where nothing should). For tests: a sample must hold the request's every piece.
 */
export type Dialect = 'java' | 'csharp' | 'php' | 'ruby' | 'rust' | 'kotlin';

export interface ReadProgram {
  /** Each literal's text; an interpolation in one splits it into pieces. */
  literals: string[];
  /** The environment variables read, by name, in order. */
  env: string[];
  problems: string[];
}

const ENV_READS: Record<Dialect, RegExp> = {
  java: /System\.getenv\("([^"]+)"\)/g,
  csharp: /Environment\.GetEnvironmentVariable\("([^"]+)"\)/g,
  php: /getenv\('([^']+)'\)/g,
  ruby: /ENV\.fetch\("([^"]+)"\)/g,
  rust: /env::var\("([^"]+)"\)\?/g,
  kotlin: /System\.getenv\("([^"]+)"\)/g,
};

/**
 * What an interpolation may hold in each language that has them: a variable's read, or the
 * response in the templates' own error message; nothing from the request.
 */
const HOLES: Partial<Record<Dialect, RegExp>> = {
  ruby: /^ENV\.fetch\("[^"]+"\)$|^response\.(?:code|message|body)$/,
  kotlin: /^System\.getenv\("[^"]+"\)$|^response\.code$/,
  csharp: /^\(int\)response\.StatusCode$|^response\.ReasonPhrase$|^body$/,
};
/** Kotlin's short templates (`$text`) the templates' own code uses. */
const KOTLIN_NAMES = /^\$text\b/;

const PAIRS: Record<string, string> = { ')': '(', ']': '[', '}': '{' };

export function readProgram(source: string, dialect: Dialect): ReadProgram {
  const result: ReadProgram = { literals: [], env: [...source.matchAll(ENV_READS[dialect])].map((m) => m[1]!), problems: [] };
  new Reader(source, dialect, result).code(source.length);
  return result;
}

class Reader {
  private i = 0;
  private readonly open: string[] = [];

  constructor(private readonly s: string, private readonly dialect: Dialect, private readonly out: ReadProgram) {}

  private problem(message: string) {
    this.out.problems.push(`${message} at ${this.s.slice(0, this.i).split('\n').length}:${this.i - this.s.lastIndexOf('\n', this.i - 1)}`);
  }

  /** Code up to `end`, or to the `}` closing an interpolation (returned at it). */
  code(end: number, hole = false): void {
    const depth = this.open.length;
    while (this.i < end) {
      const rest = this.s.slice(this.i, this.i + 8);
      const c = this.s[this.i]!;
      if (hole && c === '}' && this.open.length === depth) return;
      if (rest.startsWith('//') || (rest.startsWith('#') && (this.dialect === 'php' || this.dialect === 'ruby'))) this.i = this.lineEnd();
      else if (rest.startsWith('/*')) this.i = this.s.indexOf('*/', this.i) < 0 ? (this.problem('unclosed comment'), end) : this.s.indexOf('*/', this.i) + 2;
      else if (this.literal()) continue;
      else if ('([{'.includes(c)) this.open.push(c), this.i++;
      else if (c in PAIRS) {
        if (this.open.pop() !== PAIRS[c]) this.problem(`unbalanced ${c}`);
        this.i++;
      } else this.i++;
    }
    if (!hole && this.open.length > 0) this.problem(`unclosed ${this.open.join('')}`);
  }

  private lineEnd() {
    const end = this.s.indexOf('\n', this.i);
    return end < 0 ? this.s.length : end;
  }

  /** Reads a literal starting here, if one does; false if none does. */
  private literal(): boolean {
    const { s, i, dialect } = this;
    const at = (text: string) => s.startsWith(text, i);
    if (dialect === 'java' && at('"""')) return this.textBlock(), true;
    if (dialect === 'kotlin' && at('"""')) return this.kotlinRaw(), true;
    if (dialect === 'csharp' && at('"""')) return this.csRaw(), true;
    if (dialect === 'csharp' && at('$"')) return (this.i++, this.quoted('"', { holes: '{' })), true;
    if (dialect === 'php' && at("<<<'")) return this.heredoc(/^<<<'(\w+)'\n/, true), true;
    if (dialect === 'ruby' && at("<<~'")) return this.heredoc(/^<<~'(\w+)'\n/, false), true;
    if (dialect === 'rust' && /^r#*"/.test(s.slice(i, i + 10))) return this.rustRaw(), true;
    if (s[i] === '"') return this.quoted('"', { holes: dialect === 'kotlin' ? '$' : dialect === 'ruby' ? '#' : undefined }), true;
    if (s[i] === "'" && (dialect === 'php' || dialect === 'ruby')) return this.single(), true;
    if (s[i] === "'" && /^'(?:\\.|[^\\'\n])'/.test(s.slice(i, i + 4))) return (this.i += s[i + 1] === '\\' ? 4 : 3), true;
    return false;
  }

  /** A '…' literal of PHP or Ruby: `\\` and `\'` are its only escapes. */
  private single() {
    let text = '';
    for (this.i++; this.i < this.s.length; this.i++) {
      const c = this.s[this.i]!;
      if (c === "'") return this.i++, void this.out.literals.push(text);
      if (c === '\\' && (this.s[this.i + 1] === '\\' || this.s[this.i + 1] === "'")) text += this.s[++this.i];
      else text += c;
    }
    this.problem('unclosed string');
  }

  /** A "…" literal with the language's escapes, and its interpolations (`${…}`, `#{…}`, C#'s `{…}`) read as code. */
  private quoted(quote: string, { holes }: { holes?: '$' | '#' | '{' }) {
    const pieces: string[] = [];
    let text = '';
    for (this.i++; this.i < this.s.length; ) {
      const c = this.s[this.i]!;
      if (c === quote) {
        this.i++;
        this.out.literals.push(...pieces, text);
        return;
      }
      if (c === '\n' || (this.dialect === 'csharp' && /[\u0085\u2028\u2029]/.test(c))) return this.problem('line end in a string');
      if (c === '\\') {
        const [decoded, length] = this.escape(this.s.slice(this.i + 1, this.i + 12));
        if (decoded === undefined) this.problem(`unknown escape \\${this.s[this.i + 1]}`);
        text += decoded ?? '';
        this.i += 1 + length;
      } else if (holes === '{' && c === '{' && this.s[this.i + 1] === '{') (text += '{'), (this.i += 2);
      else if (holes === '{' && c === '}' && this.s[this.i + 1] === '}') (text += '}'), (this.i += 2);
      else if (this.holeAt(holes)) {
        pieces.push(text);
        text = '';
        this.hole(holes === '{' ? 1 : 2);
      } else if (this.dialect === 'php' && c === '$' && /[A-Za-z_{]/.test(this.s[this.i + 1] ?? '')) {
        this.problem('$ would interpolate');
        this.i++;
      } else if (this.dialect === 'ruby' && c === '#' && /[@$]/.test(this.s[this.i + 1] ?? '')) {
        this.problem('# would interpolate');
        this.i++;
      } else if (this.dialect === 'kotlin' && c === '$' && /[A-Za-z_]/.test(this.s[this.i + 1] ?? '')) {
        if (!KOTLIN_NAMES.test(this.s.slice(this.i))) this.problem('$ would interpolate');
        pieces.push(text);
        text = '';
        this.i++;
      } else (text += c), this.i++;
    }
    this.problem('unclosed string');
  }

  private holeAt(holes: '$' | '#' | '{' | undefined): boolean {
    const next = this.s[this.i + 1];
    if (holes === '{') return this.s[this.i] === '{';
    return holes !== undefined && this.s[this.i] === holes && next === '{';
  }

  /** An interpolation's code, from after its opening (`{`, `${`, `#{`) to its `}`, which must be one the language allows here. */
  private hole(opening: number) {
    const start = (this.i += opening);
    this.code(this.s.length, true);
    const code = this.s.slice(start, this.i);
    if (this.s[this.i] !== '}') this.problem('unclosed interpolation');
    else if (!HOLES[this.dialect]?.test(code)) this.problem(`interpolation of ${code}`);
    this.i++;
  }

  /** One escape after a backslash: its text and how many characters it took, or undefined for one the language lacks. */
  private escape(after: string): [string | undefined, number] {
    const simple: Record<Dialect, Record<string, string>> = {
      java: { b: '\b', t: '\t', n: '\n', f: '\f', r: '\r', s: ' ', '"': '"', "'": "'", '\\': '\\' },
      csharp: { "'": "'", '"': '"', '\\': '\\', '0': '\0', a: '\u0007', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v' },
      php: { n: '\n', r: '\r', t: '\t', v: '\v', e: '\u001b', f: '\f', '\\': '\\', $: '$', '"': '"' },
      ruby: { n: '\n', r: '\r', t: '\t', v: '\v', f: '\f', b: '\b', a: '\u0007', e: '\u001b', s: ' ', '\\': '\\', '"': '"', '#': '#' },
      rust: { n: '\n', r: '\r', t: '\t', '\\': '\\', '0': '\0', "'": "'", '"': '"' },
      kotlin: { t: '\t', b: '\b', n: '\n', r: '\r', "'": "'", '"': '"', '\\': '\\', $: '$' },
    };
    const c = after[0] ?? '';
    let m: RegExpExecArray | null;
    if (this.dialect === 'java' && (m = /^[0-3][0-7]{2}|^[0-7]{1,2}(?![0-7])/.exec(after))) return [String.fromCharCode(parseInt(m[0], 8)), m[0].length];
    if (this.dialect === 'php' && (m = /^x([0-9A-Fa-f]{1,2})/.exec(after))) return [String.fromCharCode(parseInt(m[1]!, 16)), m[0].length];
    if ((this.dialect === 'csharp' || this.dialect === 'kotlin') && (m = /^u([0-9A-Fa-f]{4})/.exec(after))) return [String.fromCharCode(parseInt(m[1]!, 16)), m[0].length];
    if ((this.dialect === 'ruby' || this.dialect === 'rust' || this.dialect === 'php') && (m = /^u\{([0-9A-Fa-f]{1,6})\}/.exec(after))) return [String.fromCodePoint(parseInt(m[1]!, 16)), m[0].length];
    if (this.dialect === 'rust' && (m = /^x([0-7][0-9A-Fa-f])/.exec(after))) return [String.fromCharCode(parseInt(m[1]!, 16)), m[0].length];
    if (this.dialect === 'php' && !(c in simple.php)) return ['\\' + c, 1];
    return [simple[this.dialect][c], 1];
  }

  /** A Java text block: its lines' common indentation (the closing line's included) taken off, then the escapes undone. */
  private textBlock() {
    const start = this.s.indexOf('\n', this.i) + 1;
    let end = start;
    while ((end = this.s.indexOf('"""', end)) >= 0 && this.s[end - 1] === '\\') end += 3;
    if (end < 0) return this.problem('unclosed text block');
    const lines = this.s.slice(start, end).split('\n');
    const indent = Math.min(...lines.filter((line, n) => line.trim() || n === lines.length - 1).map((line) => /^ */.exec(line)![0].length));
    const raw = lines.map((line) => line.slice(indent).replace(/[ \t]+$/, '')).join('\n');
    this.out.literals.push(this.unescape(raw));
    this.i = end + 3;
  }

  private unescape(raw: string): string {
    let text = '';
    for (let k = 0; k < raw.length; k++) {
      if (raw[k] !== '\\') {
        text += raw[k];
        continue;
      }
      const [decoded, length] = this.escape(raw.slice(k + 1, k + 12));
      if (decoded === undefined) this.problem(`unknown escape \\${raw[k + 1]}`);
      text += decoded ?? '';
      k += length;
    }
    return text;
  }

  /** A C# raw string of three or more quotes: the closing line's indentation taken off every line. */
  private csRaw() {
    const quotes = /^"+/.exec(this.s.slice(this.i))![0];
    const start = this.s.indexOf('\n', this.i) + 1;
    const end = this.s.indexOf(quotes, start);
    if (end < 0) return this.problem('unclosed raw string');
    const lines = this.s.slice(start, end).split('\n');
    const indent = lines.pop()!;
    if (indent.trim()) this.problem('raw string: text before the closing quotes');
    if (lines.some((line) => line && !line.startsWith(indent))) this.problem('raw string: a line less indented than the closing quotes');
    this.out.literals.push(lines.map((line) => line.slice(indent.length)).join('\n'));
    this.i = end + quotes.length;
  }

  /** A Kotlin raw string, `${…}` read as code; `.trimIndent()` after it applied. */
  private kotlinRaw() {
    const pieces: string[] = [];
    let text = '';
    for (this.i += 3; this.i < this.s.length; ) {
      if (this.s.startsWith('"""', this.i)) {
        this.i += 3;
        pieces.push(text);
        const trimmed = this.s.startsWith('.trimIndent()', this.i);
        this.out.literals.push(trimmed ? trimIndent(pieces.join('')) : pieces.join(''));
        return;
      }
      if (this.s.startsWith("${'$'}", this.i)) (text += '$'), (this.i += 6);
      else if (this.s.startsWith('${"\\"\\"\\""}', this.i)) (text += '"""'), (this.i += 11);
      else if (this.s[this.i] === '$' && /[A-Za-z_{]/.test(this.s[this.i + 1] ?? '')) this.problem('$ would interpolate'), this.i++;
      else (text += this.s[this.i]), this.i++;
    }
    this.problem('unclosed raw string');
  }

  /** A heredoc (PHP's nowdoc, Ruby's squiggly quoted one): nothing interpreted, the common indentation taken off. */
  private heredoc(opening: RegExp, php: boolean) {
    const m = opening.exec(this.s.slice(this.i));
    if (!m) return this.problem('heredoc opening'), this.i++;
    const start = this.i + m[0].length;
    const close = new RegExp(`^([ \\t]*)${m[1]}\\b`, 'm');
    const found = close.exec(this.s.slice(start));
    if (!found) return this.problem('unclosed heredoc');
    const lines = this.s.slice(start, start + found.index).split('\n').slice(0, -1);
    // PHP takes off the closing marker's indentation; Ruby's <<~ the least indentation of a line.
    const indent = php ? found[1]!.length : Math.min(...lines.filter((line) => line.trim()).map((line) => /^ */.exec(line)![0].length));
    if (php && lines.some((line) => line && !line.startsWith(found[1]!))) this.problem('nowdoc: a line less indented than its marker');
    this.out.literals.push(lines.map((line) => line.slice(indent)).join('\n') + (php ? '' : '\n'));
    this.i = start + found.index + found[0].length;
  }

  /** A Rust raw string: `r#"…"#`, as many `#` to close as opened. */
  private rustRaw() {
    const hashes = /^r(#*)"/.exec(this.s.slice(this.i))![1]!;
    const start = this.i + 2 + hashes.length;
    const end = this.s.indexOf(`"${hashes}`, start);
    if (end < 0) return this.problem('unclosed raw string');
    this.out.literals.push(this.s.slice(start, end));
    this.i = end + 1 + hashes.length;
  }
}

/** Kotlin's `trimIndent()`: the first and last lines dropped if blank, the least indentation of the others taken off. */
function trimIndent(text: string): string {
  const lines = text.split('\n');
  if (lines[0]!.trim() === '') lines.shift();
  if (lines.length > 0 && lines.at(-1)!.trim() === '') lines.pop();
  const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => /^\s*/.exec(line)![0].length));
  return lines.map((line) => line.slice(indent)).join('\n');
}
