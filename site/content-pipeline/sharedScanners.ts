import type { RegexEngine } from 'shiki';

type PatternScanner = ReturnType<RegexEngine['createScanner']>;
type EngineString = ReturnType<RegexEngine['createString']>;
type FindOptions = Parameters<PatternScanner['findNextMatchSync']>[2];
type Match = ReturnType<PatternScanner['findNextMatchSync']>;

/** The fewest patterns a run shared between two scanners must have to be compiled once for both. */
const SHARED_RUN = 8;

/**
 * A run of patterns: compiled as one of the engine's scanners, or, once another scanner was found
 * to share a run of it, made of the blocks before, of and after that run.
 */
interface Block {
  patterns: readonly string[];
  key: string;
  scanner?: PatternScanner;
  parts?: Block[];
  /** The scanners and blocks made of it. */
  users: number;
}

/**
 * `engine` (Oniguruma's WebAssembly) with the patterns that its scanners share compiled once.
 * vscode-textmate makes a scanner of each rule's patterns, every rule its own: a grammar's rules
 * in brackets, parentheses or templates each list the same expressions after their own end
 * (JavaScript's 85, TypeScript's 84, Go's 80, PHP's 98, in most of their scanners), and Oniguruma
 * compiles each one again and keeps it, in WebAssembly memory that never shrinks. Here a scanner
 * is made of blocks, each a run of its patterns compiled as one of the engine's scanners: a run
 * that another scanner has too is one block that both use (a block already compiled is split for
 * it), and the patterns between such runs are blocks of their own. It finds what one scanner of
 * all its patterns finds (Oniguruma's match is the one that starts first, of those the first
 * pattern's): each block's first match, the earliest of them, the first block's of a tie.
 */
export function sharingScanners(engine: RegexEngine): RegexEngine {
  const blocks = new Map<string, Block>();
  /** The compiled blocks by each of their patterns: where a new scanner's patterns share a run. */
  const compiledWith = new Map<string, Set<Block>>();
  /** Counts the splits, after which a scanner lists its compiled blocks again. */
  let splits = 0;

  const keyOf = (patterns: readonly string[]) => JSON.stringify(patterns);

  /** Lists a block just compiled under each of its patterns. */
  function index(block: Block): void {
    for (const pattern of new Set(block.patterns)) {
      let set = compiledWith.get(pattern);
      if (!set) compiledWith.set(pattern, (set = new Set()));
      set.add(block);
    }
  }

  /** Frees a block's scanner, and takes it off its patterns' lists. */
  function uncompile(block: Block): void {
    for (const pattern of new Set(block.patterns)) {
      const set = compiledWith.get(pattern)!;
      set.delete(block);
      if (set.size === 0) compiledWith.delete(pattern);
    }
    block.scanner!.dispose?.();
    block.scanner = undefined;
  }

  /** The block of `patterns`, compiled if new, with one more user. */
  function use(patterns: readonly string[]): Block {
    const key = keyOf(patterns);
    let block = blocks.get(key);
    if (!block) {
      block = { patterns, key, scanner: engine.createScanner([...patterns]), users: 0 };
      blocks.set(key, block);
      index(block);
    }
    block.users++;
    return block;
  }

  function release(block: Block): void {
    if (--block.users > 0) return;
    blocks.delete(block.key);
    if (block.scanner) uncompile(block);
    block.parts?.forEach(release);
  }

  /** The longest run of SHARED_RUN patterns or more that `patterns` shares with a compiled block: [where, length, block, where in it]. */
  function sharedRun(patterns: readonly string[]): [number, number, Block, number] | undefined {
    let found: [number, number, Block, number] | undefined;
    patterns.forEach((pattern, at) => {
      for (const block of compiledWith.get(pattern) ?? []) {
        const other = block.patterns;
        for (let j = other.indexOf(pattern); j >= 0; j = other.indexOf(pattern, j + 1)) {
          if (at > 0 && j > 0 && patterns[at - 1] === other[j - 1]) continue; // Inside a run already counted.
          let n = 1;
          while (at + n < patterns.length && j + n < other.length && patterns[at + n] === other[j + n]) n++;
          if (n >= SHARED_RUN && (!found || n > found[1])) found = [at, n, block, j];
        }
      }
    });
    return found;
  }

  /** The run [from, from + n) of a compiled block as a block of its own: the block is split around it, and its scanner freed. */
  function splitOut(block: Block, from: number, n: number): void {
    const { patterns } = block;
    block.parts = [patterns.slice(0, from), patterns.slice(from, from + n), patterns.slice(from + n)].filter((part) => part.length > 0).map(use);
    uncompile(block);
    splits++;
  }

  /** The blocks `patterns` is made of, each with one more user. */
  function blocksOf(patterns: readonly string[]): Block[] {
    if (blocks.has(keyOf(patterns))) return [use(patterns)];
    const shared = sharedRun(patterns);
    if (!shared) return [use(patterns)];
    const [at, n, block, from] = shared;
    if (n < block.patterns.length) splitOut(block, from, n);
    return [...(at > 0 ? blocksOf(patterns.slice(0, at)) : []), use(patterns.slice(at, at + n)), ...(at + n < patterns.length ? blocksOf(patterns.slice(at + n)) : [])];
  }

  /** The compiled blocks that `parts` are made of, in order, each with the index of its first pattern. */
  function compiledIn(parts: readonly Block[], into: [PatternScanner, number][] = [], offset = { n: 0 }): [PatternScanner, number][] {
    for (const part of parts) {
      if (part.scanner) {
        into.push([part.scanner, offset.n]);
        offset.n += part.patterns.length;
      } else compiledIn(part.parts!, into, offset);
    }
    return into;
  }

  return {
    createString: (s) => engine.createString(s),
    createScanner(sources) {
      const parts = blocksOf(sources.map((p) => (typeof p === 'string' ? p : p.source)));
      let scanners = compiledIn(parts);
      let listed = splits;
      const find = (string: EngineString, start: number, options: FindOptions): Match => {
        if (listed !== splits) {
          scanners = compiledIn(parts);
          listed = splits;
        }
        if (scanners.length === 1) return scanners[0]![0].findNextMatchSync(string, start, options);
        let best: Match = null;
        let bestStart = 0;
        let bestOffset = 0;
        for (const [scanner, offset] of scanners) {
          const match = scanner.findNextMatchSync(string, start, options);
          if (!match) continue;
          const matchStart = match.captureIndices[0]!.start;
          if (best && matchStart >= bestStart) continue;
          best = match;
          bestStart = matchStart;
          bestOffset = offset;
          if (matchStart === start) break; // Nothing starts earlier, and a later block loses a tie.
        }
        return best && (bestOffset === 0 ? best : { index: best.index + bestOffset, captureIndices: best.captureIndices });
      };
      return {
        findNextMatchSync(string, start, options) {
          if (typeof string !== 'string') return find(string, start, options);
          const onigString = engine.createString(string);
          try {
            return find(onigString, start, options);
          } finally {
            onigString.dispose?.();
          }
        },
        dispose: () => parts.forEach(release),
      };
    },
  };
}
