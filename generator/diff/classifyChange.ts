import type { RedoclyChange, SpecChange } from './model.ts';

export type Classified = Pick<SpecChange, 'severity' | 'rule' | 'kind' | 'node' | 'message' | 'values' | 'from' | 'to'>;

/**
 * What one of Redocly's changes means for a client: breaking (its rules rate it `major`),
 * a deprecation, or non-breaking; one entry per rule that fired. Patch-level edits without a
 * rule (descriptions, examples, extensions) change no contract and give none.
 */
export function classifyChange(change: RedoclyChange): Classified[] {
  const values = valuesOf(change);
  if (change.property === 'deprecated') {
    const now = change.revision?.value === true;
    return [{ severity: now ? 'deprecation' : 'non-breaking', rule: `${kebab(change.typeName)}-${now ? 'deprecated' : 'undeprecated'}`, ...what(change), message: `${subject(change)} is ${now ? 'now' : 'no longer'} deprecated.`, ...values }];
  }
  if (change.verdicts.length > 0) {
    return change.verdicts.map((verdict) => ({
      severity: verdict.impact === 'major' ? 'breaking' : 'non-breaking',
      rule: verdict.ruleId,
      ...what(change),
      ...gainedOrLost(change, verdict.ruleId),
      message: verdict.ruleId === 'enum-values-added' && change.path.includes('/responses/') ? `${verdict.message} Clients that reject unknown values break.` : verdict.message,
      ...values,
    }));
  }
  if (change.impact === 'patch') return [];
  // A new path item is new operations: the changelog lists each (see attributeChanges).
  const typeName = change.typeName === 'PathItem' ? 'Operation' : change.typeName;
  const rule = `${kebab(typeName)}-${change.kind}`;
  return [{ severity: change.impact === 'major' ? 'breaking' : 'non-breaking', rule, ...what({ ...change, typeName }), ...gainedOrLost(change, rule), message: describe({ ...change, typeName }), ...values }];
}

/** What happened, to what kind of node (the changelog's sentences are chosen by these and the rule). */
const what = (change: RedoclyChange): Pick<SpecChange, 'kind' | 'node'> => ({ kind: change.kind, ...(change.typeName ? { node: change.typeName } : {}) });

/**
 * The values a rule about values gained or lost (an enum's, a schema's required properties), and
 * the parameters of a whole parameter list added or removed, by name.
 */
function gainedOrLost(change: RedoclyChange, rule: string): Pick<SpecChange, 'values'> {
  const [base, revision] = [change.base?.value, change.revision?.value];
  if (change.typeName === 'ParameterList') {
    const list = change.kind === 'removed' ? base : revision;
    const names = Array.isArray(list) ? list.flatMap((p: unknown) => (isNamed(p) ? [p.name] : [])) : [];
    return nonEmpty(names);
  }
  if (change.typeName === 'SecurityRequirement' || change.typeName === 'SecurityRequirementList') {
    // Added or removed: the schemes of the requirements; modified: the scopes a scheme now needs.
    if (change.kind === 'modified') return Array.isArray(base) && Array.isArray(revision) ? nonEmpty(revision.filter((scope) => !base.includes(scope))) : {};
    const value = change.kind === 'removed' ? base : revision;
    return nonEmpty([...new Set((Array.isArray(value) ? value : [value]).flatMap((requirement: unknown) => (requirement && typeof requirement === 'object' ? Object.keys(requirement) : [])))]);
  }
  const direction = /-(added|removed)$/.exec(rule)?.[1];
  if (change.kind !== 'modified' || !direction || !Array.isArray(base) || !Array.isArray(revision)) return {};
  const [from, to] = direction === 'added' ? [base, revision] : [revision, base];
  const had = new Set(from.map((v) => JSON.stringify(v)));
  return nonEmpty(to.filter((v) => !had.has(JSON.stringify(v))));
}

const nonEmpty = (values: unknown[]): Pick<SpecChange, 'values'> => (values.length > 0 ? { values } : {});

const describe = (change: RedoclyChange): string => {
  if (change.kind === 'modified') return `${subject(change)}: \`${change.property ?? 'value'}\` changed.`;
  const parameter = change.kind === 'added' ? change.revision?.value : change.base?.value;
  if (change.typeName === 'Parameter' && isNamed(parameter)) {
    const optional = change.kind === 'added' && parameter.required !== true ? 'Optional ' : '';
    return `${optional}\`${parameter.name}\` ${parameter.in} parameter was ${change.kind}.`.replace(/^./, (c) => c.toUpperCase());
  }
  return `${subject(change)} was ${change.kind}.`;
};

const isNamed = (value: unknown): value is { name: string; in: string; required?: unknown } =>
  typeof value === 'object' && value !== null && typeof (value as { name?: unknown }).name === 'string';

/** The value before and after, for a property that changed (never a whole added or removed node). */
const valuesOf = (change: RedoclyChange): Pick<SpecChange, 'from' | 'to'> =>
  change.kind === 'modified' && change.property !== undefined ? { from: change.base?.value, to: change.revision?.value } : {};

const SUBJECTS: Record<string, string> = {
  Operation: 'The operation',
  PathItem: 'The path',
  Parameter: 'A parameter',
  Schema: 'A schema',
  Response: 'A response',
  RequestBody: 'The request body',
  MediaType: 'A media type',
  Header: 'A header',
  Server: 'A server',
  SecurityScheme: 'A security scheme',
};
const subject = (change: RedoclyChange) => SUBJECTS[change.typeName ?? ''] ?? `A ${change.typeName ?? 'node'}`;

const kebab = (typeName = 'node') => typeName.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase();
