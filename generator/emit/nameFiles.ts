import { createHash } from 'node:crypto';

// A file's key is a component's name or, for a schema at any other `$ref` target, a JSON
// pointer (`#/paths/…`): as a file name it must be safe on every OS. Windows forbids `<>:"/\|?*` and device names
// (`con.json` is the console), and macOS's and Windows' default file systems are case-insensitive:
// `User.ts` and `user.ts` would be one file there and a checkout would silently lose one schema.
const PLAIN = /^[A-Za-z0-9_][A-Za-z0-9._-]{0,99}$/;
const DEVICE = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\.|$)/i;
/** The suffix of a hashed name. A key that ends like one is hashed itself, so the two never meet. */
const HASHED = /-[0-9a-f]{8}$/;

const hashOf = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 8);

/** The name with the key's hash: readable where the key is (else `kind`), unique by the hash. */
function hashedName(key: string, kind: string): string {
  const readable = key
    .replace(/^#\//, '')
    .replace(/~1/g, '/')
    .replace(/[^A-Za-z0-9_]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return `${readable || kind}-${hashOf(key)}`;
}

/**
 * The file name (without `.json`) of each key's file, of a `kind` (a schema's, a shared
 * response's): the key itself when it is a safe name that no other key shares but for case, else
 * a sanitised name with a short hash of the key (`kind` where nothing of the key is readable).
 * A key's name depends only on the key and on the keys differing from it by case alone, so
 * adding or editing one never renames another's file (but for a new case twin). Names
 * are unique even case-insensitively; a clash of hashes (one in four billion per pair sharing a
 * readable part) is a bug report rather than a silently overwritten file.
 */
export function nameFiles(keys: Iterable<string>, kind: 'schema' | 'response'): Map<string, string> {
  const all = [...keys];
  const byCase = new Map<string, number>();
  for (const key of all) byCase.set(key.toLowerCase(), (byCase.get(key.toLowerCase()) ?? 0) + 1);
  const plain = (key: string) => PLAIN.test(key) && !DEVICE.test(key) && !HASHED.test(key) && byCase.get(key.toLowerCase()) === 1;
  const names = new Map(all.map((key) => [key, plain(key) ? key : hashedName(key, kind)]));

  const seen = new Map<string, string>();
  for (const [key, name] of names) {
    const other = seen.get(name.toLowerCase());
    if (other !== undefined) throw new Error(`Keys ${JSON.stringify(other)} and ${JSON.stringify(key)} got one file name, ${name}.json`);
    seen.set(name.toLowerCase(), key);
  }
  return names;
}
