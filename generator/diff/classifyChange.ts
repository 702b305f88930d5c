import { unescapeSegment } from '../normalize/dereference.ts';
import { describeMember, describeNode, describeValue, MEMBERS, placeOf, type Member } from './describeChange.ts';
import type { ChangeTarget, RedoclyChange, SpecChange } from './model.ts';

export type Classified = Pick<SpecChange, 'severity' | 'rule' | 'kind' | 'node' | 'message' | 'values' | 'from' | 'to'>;

/**
 * Nodes that only document (examples, tags, code samples, links to other docs): Redocly rates
 * adding one `minor`, but no client can tell, and a changelog of them would bury the changes.
 */
const NO_CONTRACT = new Set(['Example', 'ExamplesMap', 'Tag', 'TagList', 'TagGroup', 'TagGroups', 'XCodeSample', 'XCodeSampleList', 'ExternalDocs']);

/** Keywords whose value is a list of values, and the stem of Redocly's rules about the values gained or lost. */
const VALUE_LISTS: Record<string, string> = { enum: 'enum-values', required: 'required-properties' };

/**
 * What one of Redocly's changes means for a client: breaking (its rules rate it `major`),
 * a deprecation, or non-breaking; one entry per rule that fired, and one per value an enum or a
 * schema's `required` gained or lost. Patch-level edits without a rule (descriptions, examples,
 * extensions) change no contract and give none. `target` names what the change is about: the
 * messages say it as the spec does.
 */
export function classifyChange(change: RedoclyChange, target: ChangeTarget): Classified[] {
  if (NO_CONTRACT.has(change.typeName ?? '')) return [];
  const values = valuesOf(change);
  if (change.property === 'deprecated') {
    const now = change.revision?.value === true;
    const message = `${capitalize(placeOf(target))} is ${now ? 'now' : 'no longer'} deprecated.`;
    return [{ severity: now ? 'deprecation' : 'non-breaking', rule: `${kebab(change.typeName)}-${now ? 'deprecated' : 'undeprecated'}`, ...what(change), message, ...values }];
  }
  const byValue = eachValue(change, target);
  if (byValue) return byValue;
  const member = memberOf(change);
  const say = (rule: string, otherwise: string) => (member && change.kind !== 'modified' ? describeMember(change.kind, { ...member, required: rule === 'parameter-became-required' }, target) : otherwise);
  if (change.verdicts.length > 0) {
    return change.verdicts.map((verdict) => ({
      severity: verdict.impact === 'major' ? 'breaking' : 'non-breaking',
      rule: verdict.ruleId,
      ...what(change),
      message: say(verdict.ruleId, verdict.message),
      ...values,
    }));
  }
  if (change.impact === 'patch') return [];
  // A new path item is new operations: the changelog lists each (see attributeChanges).
  const typeName = change.typeName === 'PathItem' ? 'Operation' : change.typeName;
  const rule = member ? `${MEMBERS[member.keyword]!.rule}-${change.kind}` : `${kebab(typeName)}-${change.kind}`;
  const message = say(rule, SUBJECTS[typeName ?? ''] ? `${SUBJECTS[typeName!]} was ${change.kind}.` : describeNode(change.kind, lastKey(change.path), target, change.property));
  return [{ severity: change.impact === 'major' ? 'breaking' : 'non-breaking', rule, ...what({ ...change, typeName }), message, ...values }];
}

/** What happened, to what kind of node (the changelog's sentences are chosen by these and the rule). */
const what = (change: RedoclyChange): Pick<SpecChange, 'kind' | 'node'> => ({ kind: change.kind, ...(change.typeName ? { node: change.typeName } : {}) });

/**
 * The values an enum or a schema's `required` gained or lost, each a change of its own: rated
 * by Redocly's rule where one fired for it (`enum-values-added` in a response breaks clients
 * that reject unknown values), non-breaking where none did (the same value added to a request's
 * enum is one more a client may send). An absent `required` is an empty one; an enum set where
 * there was none, or dropped, restricts or frees the whole type and stays one change.
 */
function eachValue(change: RedoclyChange, target: ChangeTarget): Classified[] | undefined {
  const stem = VALUE_LISTS[change.property ?? ''];
  if (change.kind !== 'modified' || stem === undefined) return undefined;
  const none = change.property === 'required' ? [] : undefined;
  const [base, revision] = [change.base?.value ?? none, change.revision?.value ?? none];
  if (!Array.isArray(base) || !Array.isArray(revision)) return undefined;
  const had = (list: unknown[]) => new Set(list.map((v) => JSON.stringify(v)));
  const [inBase, inRevision] = [had(base), had(revision)];
  const gained = revision.filter((v) => !inBase.has(JSON.stringify(v)));
  const lost = base.filter((v) => !inRevision.has(JSON.stringify(v)));
  const entry = (direction: 'added' | 'removed', value: unknown): Classified => {
    const rule = `${stem}-${direction}`;
    // Redocly leaves out of `required` the properties a side never sees (read-only ones in a
    // request): its message names, in backticks, the ones it rates.
    const verdict = change.verdicts.find((v) => v.ruleId === rule && (stem !== 'required-properties' || v.message.includes(`\`${String(value)}\``)));
    const severity = verdict?.impact === 'major' ? 'breaking' : 'non-breaking';
    return { severity, rule, ...what(change), values: [value], message: describeValue(rule, value, target, severity), ...valuesOf(change) };
  };
  return [...gained.map((v) => entry('added', v)), ...lost.map((v) => entry('removed', v))];
}

/** A member of a list or map (a parameter, a header, a property…) by the keyword holding it and its key. */
function memberOf(change: RedoclyChange): Member | undefined {
  const segments = change.path.split('/');
  const keyword = segments.at(-2);
  return keyword !== undefined && Object.hasOwn(MEMBERS, keyword) ? { keyword, key: lastKey(change.path) } : undefined;
}

const lastKey = (pointer: string) => unescapeSegment(pointer.split('/').at(-1) ?? '');

/** The value before and after, for a property that changed (never a whole added or removed node). */
const valuesOf = (change: RedoclyChange): Pick<SpecChange, 'from' | 'to'> =>
  change.kind === 'modified' && change.property !== undefined ? { from: change.base?.value, to: change.revision?.value } : {};

/** Nodes that are not members of a list or map, said as a whole. */
const SUBJECTS: Record<string, string> = { Operation: 'The operation', RequestBody: 'The request body' };

const capitalize = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
const kebab = (typeName = 'node') => typeName.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
