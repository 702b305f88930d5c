import type { ChangeTarget } from '../../../generator/diff/model.ts';
import type { ReleasedChange } from '../../../generator/releases/model.ts';
import type { Translate } from '../../i18n/i18n.tsx';
import { codePlaceholders, type TextPart } from '../../i18n/textParts.ts';

export type { TextPart };

/**
 * What a recorded change means, in the reader's language, made from its data (rule, kind, target,
 * values, before and after): the chrome's strings (locales/<locale>/common.json, `changelog.*`)
 * give the words, the spec's names stay as they are. `locale` joins lists of values.
 */
export function changeText(change: ReleasedChange, t: Translate, locale: string): TextPart[] {
  const { code, parts } = codePlaceholders();
  const list = (values: readonly unknown[]) => new Intl.ListFormat(locale, { type: 'conjunction' }).format(values.map(code));
  return parts(sentence(change, { t, code, list }));
}

interface Words {
  t: Translate;
  code: (value: unknown) => string;
  list: (values: readonly unknown[]) => string;
}

/** Redocly's rules about values an enum or a schema's `required` gained or lost: said with the values (one a change since issue 34). */
const VALUE_RULES = {
  'required-properties-added': 'changelog.change.requiredAdded',
  'required-properties-removed': 'changelog.change.requiredRemoved',
  'enum-values-added': 'changelog.change.enumAdded',
  'enum-values-removed': 'changelog.change.enumRemoved',
} as const;

function sentence(change: ReleasedChange, words: Words): string {
  const { t, code, list } = words;
  const { rule, kind, target = {}, values = [], from, to } = change;
  const subject = subjectOf(target, words);
  const keyword = target.keyword !== undefined ? code(target.keyword) : undefined;
  const aboutValues = Object.hasOwn(VALUE_RULES, rule) ? VALUE_RULES[rule as keyof typeof VALUE_RULES] : undefined;
  if (aboutValues && values.length > 0) return t(aboutValues, { subject, values: list(values), count: values.length });
  switch (rule) {
    case 'operation-added':
      return t('changelog.change.operationAdded');
    case 'operation-removed':
      return t('changelog.change.operationRemoved');
    case 'operation-deprecated':
      return t('changelog.change.operationDeprecated');
    case 'operation-undeprecated':
      return t('changelog.change.operationUndeprecated');
    case 'path-removed':
      // Redocly's rule for a path renamed: the path item's key changed.
      if (typeof from === 'string' && typeof to === 'string') return t('changelog.change.pathRenamed', { from: code(from), to: code(to) });
      break;
    case 'parameter-added':
      return t('changelog.change.addedOptional', { subject });
    case 'parameter-became-required':
    case 'request-body-became-required':
      return t(kind === 'added' ? 'changelog.change.addedRequired' : 'changelog.change.nowRequired', { subject });
    case 'schema-type-changed':
      if (from !== undefined && to !== undefined) return t('changelog.change.typeChanged', { subject, from: code(from), to: code(to) });
      break;
    case 'security-requirement-changed':
      if (kind === 'added') return values.length > 0 ? t('changelog.change.authRequired', { values: list(values) }) : t('changelog.change.authRequiredAny');
      if (kind === 'removed' && values.length > 0) return t('changelog.change.authNoLongerAccepted', { values: list(values) });
      if (keyword && values.length > 0) return t('changelog.change.authScopes', { keyword, values: list(values), count: values.length });
      return t('changelog.change.authChanged');
    // Security compared as each operation answers to it (generator/diff/securityChanges.ts).
    case 'security-requirement-added':
      if (values.length > 0) return t('changelog.change.authAccepted', { values: list(values) });
      break;
    case 'security-requirement-removed':
      return t('changelog.change.authNotRequired');
    case 'security-scope-removed':
      if (keyword && values.length > 0) return t('changelog.change.authScopesDropped', { keyword, values: list(values), count: values.length });
      break;
  }
  if (rule.endsWith('-undeprecated')) return t('changelog.change.undeprecated', { subject });
  if (rule.endsWith('-deprecated')) return t('changelog.change.deprecated', { subject });
  if (kind === 'added') return t('changelog.change.added', { subject });
  if (kind === 'removed') return t('changelog.change.removed', { subject });
  if (keyword === undefined) return t('changelog.change.modifiedAny', { subject });
  if (from !== undefined && to !== undefined) return t('changelog.change.keywordChanged', { keyword, subject, from: code(from), to: code(to) });
  if (to !== undefined) return t('changelog.change.keywordSet', { keyword, subject, to: code(to) });
  if (from !== undefined) return t('changelog.change.keywordRemoved', { keyword, subject, from: code(from) });
  return t('changelog.change.modified', { keyword, subject });
}

/**
 * What a change is about, as a phrase: the most specific thing it names (a property, a
 * parameter…), in the outermost other one (`property name in schema Owner`, `media type
 * application/xml in the request body`); the operation itself when it names none.
 */
function subjectOf(target: ChangeTarget, { t, code }: Words): string {
  const phrases = [
    target.property !== undefined && t('changelog.subject.property', { name: code(target.property) }),
    target.schema !== undefined && t('changelog.subject.schema', { name: code(target.schema) }),
    target.parameter && parameterPhrase(target.parameter, { t, code }),
    target.header !== undefined && t('changelog.subject.header', { name: code(target.header) }),
    target.mediaType !== undefined && t('changelog.subject.mediaType', { name: code(target.mediaType) }),
    target.response !== undefined && t('changelog.subject.response', { status: code(target.response) }),
    target.requestBody && t('changelog.subject.requestBody'),
    target.securityScheme !== undefined && t('changelog.subject.securityScheme', { name: code(target.securityScheme) }),
    target.server !== undefined && t('changelog.subject.server', { url: code(target.server) }),
  ].filter((phrase): phrase is string => typeof phrase === 'string');
  if (phrases.length === 0) return t('changelog.subject.operation');
  if (phrases.length === 1) return phrases[0]!;
  return t('changelog.subject.in', { subject: phrases[0], context: phrases.at(-1) });
}

function parameterPhrase({ name, in: location }: NonNullable<ChangeTarget['parameter']>, { t, code }: Pick<Words, 't' | 'code'>): string {
  const options = { name: code(name) };
  switch (location) {
    case 'path':
      return t('changelog.subject.pathParameter', options);
    case 'query':
      return t('changelog.subject.queryParameter', options);
    case 'header':
      return t('changelog.subject.headerParameter', options);
    case 'cookie':
      return t('changelog.subject.cookieParameter', options);
    default:
      return t('changelog.subject.parameter', { ...options, in: code(location) });
  }
}
