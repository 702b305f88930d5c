import { escapeSegment, isRef, resolvePointer, unescapeSegment } from '../normalize/dereference.ts';
import { HttpMethod } from '../normalize/model.ts';
import type { OperationIndex } from './indexOperations.ts';
import type { OperationRef, RedoclyChange, SpecChange } from './model.ts';
import { classifyChange } from './classifyChange.ts';
import { describeTarget } from './describeTarget.ts';
import { isSecurityChange, securityChanges } from './securityChanges.ts';
import { locateInFiles, splitMembers } from './splitMembers.ts';

interface Sides {
  base: OperationIndex;
  revision: OperationIndex;
}

/**
 * Redocly's changes as ours: a list or map added or removed as a whole as each of its members
 * (splitMembers), each change on every operation it changes (by method and path), in the
 * order of the revision's operations, then the API-wide ones. Edits that change no contract
 * (descriptions, examples) are left out: a changelog of them would bury the ones that matter.
 */
export function attributeChanges(changes: RedoclyChange[], sides: Sides): SpecChange[] {
  const seen = new Set<string>();
  const result: SpecChange[] = [];
  const revisionOps = new Map(sides.revision.operations.map((op) => [key(op), op]));
  const common = new Set(sides.base.operations.map(key).filter((k) => revisionOps.has(k)));
  const inBoth = (op: OperationRef) => common.has(key(op));
  const locateMember = locateInFiles();
  // Security is compared as each operation answers to it (./securityChanges.ts), not node by node.
  const security = changes.filter(isSecurityChange);
  for (const change of changes.filter((each) => !isSecurityChange(each)).flatMap((each) => splitMembers(each, locateMember))) {
    const side = change.kind === 'removed' ? 'base' : 'revision';
    const located = locate(change.path, sides[side], inBoth);
    const at = located.at;
    const target = describeTarget(at, sides[side].document, change.property);
    const classified = classifyChange(change, target);
    if (classified.length === 0) continue;
    // An operation both have is named as the revision names it (its page now).
    const operations = located.operations.map((op) => revisionOps.get(key(op)) ?? op);
    const where = change.kind === 'removed' ? change.base : (change.verdicts[0]?.location ?? change.revision);
    const location = { side, ...pick(where) } as const;
    const atProperty = change.property ? `${at}/${change.property}` : at;
    for (const operation of operations.length > 0 ? operations : [undefined]) {
      for (const each of classified) {
        const entry: SpecChange = { ...each, ...(operation ? { operation } : {}), ...(Object.keys(target).length > 0 ? { target } : {}), at: atProperty, location };
        const key = JSON.stringify([operation?.method, operation?.path, entry.rule, entry.at, entry.message]);
        if (seen.has(key)) continue; // the same component reached through two of one operation's parts
        seen.add(key);
        result.push(entry);
      }
    }
  }
  result.push(...securityChanges(security, sides));
  const order = new Map(sides.revision.operations.map((op, i) => [key(op), i]));
  const rank = (c: SpecChange) => (c.operation ? (order.get(key(c.operation)) ?? -1) : Infinity);
  return result.map((c, i) => [c, i] as const).sort(([a, i], [b, j]) => rank(a) - rank(b) || i - j).map(([c]) => c);
}

const key = (op: OperationRef) => `${op.method} ${op.path}`;

const pick = (where: { file: string; line?: number | undefined; col?: number | undefined; pointer?: string | undefined } | undefined) =>
  where ? { file: where.file, ...(where.line ? { line: where.line } : {}), ...(where.col ? { col: where.col } : {}), ...(where.pointer ? { pointer: where.pointer } : {}) } : { file: '' };

/**
 * The operations a change at `pointer` (in the document of `index`) changes, and where it is.
 * A change under `paths/<path>/<method>` belongs to that operation, or, when it is inside a
 * component the path reaches through `$ref`, to every operation reaching that component; a
 * change of a whole path item or its shared parameters to each of its operations.
 */
function locate(pointer: string, index: OperationIndex, inBoth: (op: OperationRef) => boolean): { operations: OperationRef[]; at: string } {
  const segments = pointer.replace(/^#\/?/, '').split('/').map(unescapeSegment);
  const [root, path, method, ...rest] = segments;
  const at = segments.map(escapeSegment).join('/');
  if ((root !== 'paths' && root !== 'webhooks') || path === undefined) return { operations: [], at };
  const ofPath = index.operations.filter((op) => op.path === path);
  // A change spread from where Redocly saw it (a path's shared parameters, a shared component)
  // is a change only to operations both documents have: an added one is new as a whole.
  const spread = (ops: OperationRef[]) => ops.filter(inBoth);
  if (method === 'parameters') return { operations: spread(ofPath), at };
  const operationMethod = HttpMethod.safeParse(method);
  if (!operationMethod.success) return { operations: ofPath, at };
  const own = ofPath.filter((op) => op.method === operationMethod.data);
  const component = deepestComponent(index, [root, path, operationMethod.data], rest);
  if (!component) return { operations: own, at };
  const reaching = spread(index.reaching(component.ref));
  return { operations: reaching.length > 0 ? reaching : own, at: [component.ref.slice(2), ...component.below.map(escapeSegment)].join('/') };
}

/** Walks the pointer through the document, following `$ref`s, and gives the last component it entered. */
function deepestComponent(index: OperationIndex, start: string[], rest: string[]): { ref: string; below: string[] } | undefined {
  // Redocly pairs paths that differ only in their parameters' names (`/pets/{petId}` with
  // `/markets/{marketId}`) and names a removed operation by the revision's path, which is not in the base.
  const operation = `#/${start.map(escapeSegment).join('/')}`;
  if (!has(index.document, operation)) return undefined;
  let node: unknown = resolvePointer(index.document, operation);
  let found: { ref: string; below: string[] } | undefined;
  const enter = () => {
    while (isRef(node)) {
      const ref = node.$ref;
      node = resolvePointer(index.document, ref);
      if (ref.startsWith('#/components/')) found = { ref, below: [] };
    }
  };
  for (const segment of rest) {
    enter();
    if (typeof node !== 'object' || node === null) break;
    node = (node as Record<string, unknown>)[segment];
    found?.below.push(segment);
  }
  enter();
  return found;
}


const has = (document: OperationIndex['document'], pointer: string) => {
  try {
    resolvePointer(document, pointer);
    return true;
  } catch {
    return false;
  }
};
