import { escapeSegment, unescapeSegment } from '../normalize/dereference.ts';
import type { OperationIndex } from './indexOperations.ts';
import type { OperationRef, RedoclyChange, SpecChange } from './model.ts';

/** Where a change of security is written: the side, file, line and pointer of Redocly's report of it. */
type Place = SpecChange['location'];

/** A security requirement: the schemes it names (all of them at once), each with its scopes. */
type Requirement = Map<string, string[]>;

/**
 * Whether one of Redocly's changes is about security requirements: the document's (`security`)
 * or an operation's (`paths/…/get/security`, and the requirements and scopes in it).
 */
export function isSecurityChange(change: RedoclyChange): boolean {
  const [root, , , keyword] = segments(change.path);
  return root === 'security' || ((root === 'paths' || root === 'webhooks') && keyword === 'security');
}

/**
 * What changed in the security each operation answers to, compared as a client meets it: an
 * operation's own requirements, or else the document's. Redocly compares the `security` nodes
 * where they are written, so an operation that wrote out the document's own requirements was
 * "Authentication became required", one that dropped its own to fall back on the document's
 * different ones was nothing, a requirement added beside another was "`1` added to the
 * operation", and the scopes a requirement gained were one change (issue 34). Here every
 * operation in both sides gets one change per thing a client can tell: authentication now
 * required or no longer required, a requirement no longer accepted or newly accepted as an
 * alternative, a scope a requirement gained (breaking) or lost. Each is placed where Redocly
 * reported the change it comes from: the operation's `security`, or the document's.
 */
export function securityChanges(reported: RedoclyChange[], sides: { base: OperationIndex; revision: OperationIndex }): SpecChange[] {
  if (reported.length === 0) return [];
  const places = placesOf(reported);
  const baseOperations = new Map(sides.base.operations.map((op) => [key(op), op]));
  return sides.revision.operations.flatMap((operation) => {
    const before = baseOperations.get(key(operation));
    if (!before) return [];
    const compared = compare(requirements(sides.base.securityOf(before)), requirements(sides.revision.securityOf(operation)));
    if (compared.length === 0) return [];
    // Redocly reports every change of a `security` node, even one it rates as nothing, with its side's place.
    const { at, location } = places.get(key(operation)) ?? places.get(ROOT) ?? places.values().next().value ?? UNPLACED;
    return compared.map((change) => ({ ...change, operation, at, location }));
  });
}

type Compared = Pick<SpecChange, 'severity' | 'rule' | 'kind' | 'node' | 'message' | 'values'> & Partial<Pick<SpecChange, 'target'>>;

/** The changes between two lists of alternative requirements (an empty list, or an empty requirement, lets anyone call). */
function compare(base: Requirement[], revision: Requirement[]): Compared[] {
  const anyoneBefore = base.length === 0 || base.some((r) => r.size === 0);
  const anyoneNow = revision.length === 0 || revision.some((r) => r.size === 0);
  const named = (list: Requirement[]) => new Map(list.filter((r) => r.size > 0).map((r) => [label(r), r]));
  const [was, is] = [named(base), named(revision)];
  if (anyoneBefore && !anyoneNow) {
    const values = [...is.keys()];
    return [{ severity: 'breaking', rule: 'security-requirement-changed', kind: 'added', node: 'SecurityRequirementList', values, message: `Authentication now required: ${values.map(code).join(' or ')}.` }];
  }
  if (!anyoneBefore && anyoneNow) return [{ severity: 'non-breaking', rule: 'security-requirement-removed', kind: 'removed', node: 'SecurityRequirementList', message: 'Authentication no longer required.' }];
  const changes: Compared[] = [];
  for (const [name, requirement] of was) {
    const now = is.get(name);
    if (!now) {
      // Where anyone may call, a client that sent these credentials still may.
      if (!anyoneNow) changes.push({ severity: 'breaking', rule: 'security-requirement-changed', kind: 'removed', node: 'SecurityRequirement', values: [name], message: `Security requirement ${code(name)} is no longer accepted.` });
      continue;
    }
    for (const [scheme, scopes] of requirement) {
      const target = { keyword: scheme };
      for (const scope of now.get(scheme)!.filter((s) => !scopes.includes(s)))
        changes.push({ severity: 'breaking', rule: 'security-requirement-changed', kind: 'modified', node: 'SecurityRequirement', target, values: [scope], message: `Scope ${code(scope)} of security scheme ${code(scheme)} now required.` });
      for (const scope of scopes.filter((s) => !now.get(scheme)!.includes(s)))
        changes.push({ severity: 'non-breaking', rule: 'security-scope-removed', kind: 'modified', node: 'SecurityRequirement', target, values: [scope], message: `Scope ${code(scope)} of security scheme ${code(scheme)} no longer required.` });
    }
  }
  for (const name of is.keys()) {
    if (!was.has(name)) changes.push({ severity: 'non-breaking', rule: 'security-requirement-added', kind: 'added', node: 'SecurityRequirement', values: [name], message: `Security requirement ${code(name)} now accepted.` });
  }
  return changes;
}

/** A document's or an operation's `security` as requirements; anything that is not one is left out (the load stage warns about it). */
function requirements(security: unknown[]): Requirement[] {
  return security
    .filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null && !Array.isArray(r))
    .map((r) => new Map(Object.entries(r).map(([scheme, scopes]) => [scheme, Array.isArray(scopes) ? scopes.map(String) : []])));
}

/** A requirement by its schemes, as one value: `oauth`, or `key + oauth` for one that needs both. */
const label = (requirement: Requirement) => [...requirement.keys()].sort().join(' + ');

/** Where a change is when no report of Redocly's says (as ./attributeChanges.ts places one without a side). */
const UNPLACED = { at: 'security', location: { side: 'revision', file: '' } } as const;

/** The document's `security`, among {@link placesOf}'s keys. */
const ROOT = 'security';

/**
 * The first place Redocly reported a change of each `security` node, by the operation it is in
 * (`get /pets`), or {@link ROOT} for the document's: the node's pointer and where it is written.
 */
function placesOf(reported: RedoclyChange[]): Map<string, { at: string; location: Place }> {
  const places = new Map<string, { at: string; location: Place }>();
  for (const change of reported) {
    const [root, path, method] = segments(change.path);
    const owner = root === ROOT ? ROOT : `${method} ${path}`;
    const side = change.kind === 'removed' ? 'base' : 'revision';
    const where = side === 'base' ? change.base : change.revision;
    if (places.has(owner) || !where) continue;
    const at = root === ROOT ? ROOT : [root!, path!, method!, 'security'].map(escapeSegment).join('/');
    places.set(owner, { at, location: { side, file: where.file, ...(where.line ? { line: where.line } : {}), ...(where.col ? { col: where.col } : {}), ...(where.pointer ? { pointer: where.pointer } : {}) } });
  }
  return places;
}

const segments = (pointer: string) => pointer.replace(/^#\/?/, '').split('/').map(unescapeSegment);
const key = (op: OperationRef) => `${op.method} ${op.path}`;
const code = (value: string) => `\`${value}\``;
