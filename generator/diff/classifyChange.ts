import type { RedoclyChange, SpecChange } from './model.ts';

export type Classified = Pick<SpecChange, 'severity' | 'rule' | 'message' | 'from' | 'to'>;

/**
 * What one of Redocly's changes means for a client: breaking (its rules rate it `major`),
 * a deprecation, or non-breaking; one entry per rule that fired. Patch-level edits without a
 * rule (descriptions, examples, extensions) change no contract and give none.
 */
export function classifyChange(change: RedoclyChange): Classified[] {
  const values = valuesOf(change);
  if (change.property === 'deprecated') {
    const now = change.revision?.value === true;
    return [{ severity: now ? 'deprecation' : 'non-breaking', rule: `${kebab(change.typeName)}-${now ? 'deprecated' : 'undeprecated'}`, message: `${subject(change)} is ${now ? 'now' : 'no longer'} deprecated.`, ...values }];
  }
  if (change.verdicts.length > 0) {
    return change.verdicts.map((verdict) => ({
      severity: verdict.impact === 'major' ? 'breaking' : 'non-breaking',
      rule: verdict.ruleId,
      message: verdict.ruleId === 'enum-values-added' && change.path.includes('/responses/') ? `${verdict.message} Clients that reject unknown values break.` : verdict.message,
      ...values,
    }));
  }
  if (change.impact === 'patch') return [];
  // A new path item is new operations: the changelog lists each (see attributeChanges).
  const typeName = change.typeName === 'PathItem' ? 'Operation' : change.typeName;
  return [{ severity: change.impact === 'major' ? 'breaking' : 'non-breaking', rule: `${kebab(typeName)}-${change.kind}`, message: describe({ ...change, typeName }), ...values }];
}

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
