import type { ChangeTarget, SpecChange } from './model.ts';

/**
 * The members of lists and maps, by the keyword that holds them: the rule a member added or
 * removed gets when Redocly has none for it (Redocly's own names where it has one for the other
 * direction: `property-removed`, `response-header-removed`), and the member in English.
 */
export const MEMBERS: Record<string, { rule: string; noun: string }> = {
  parameters: { rule: 'parameter', noun: 'parameter' },
  headers: { rule: 'response-header', noun: 'response header' },
  properties: { rule: 'property', noun: 'property' },
  patternProperties: { rule: 'property', noun: 'property pattern' },
  content: { rule: 'media-type', noun: 'media type' },
  responses: { rule: 'response', noun: 'response' },
  servers: { rule: 'server', noun: 'server' },
  variables: { rule: 'server-variable', noun: 'server variable' },
  callbacks: { rule: 'callback', noun: 'callback' },
  links: { rule: 'link', noun: 'link' },
  encoding: { rule: 'encoding', noun: 'encoding of property' },
};

/** A member added or removed: its keyword (`properties`), its key (`nickname`), and whether a parameter added is required. */
export interface Member {
  keyword: string;
  key: string;
  required?: boolean;
}

/**
 * A member of a list or map added or removed, in English, named as the spec names it (the
 * parameter by its location and name, the header by its response's status, the property in its
 * schema): `Query parameter `sort` added (optional).`, `Response header `X-Trace` added to 200.`
 */
export function describeMember(kind: 'added' | 'removed', { keyword, key, required }: Member, target: ChangeTarget): string {
  const { noun } = MEMBERS[keyword]!;
  const verb = kind === 'added' ? 'added to' : 'removed from';
  switch (keyword) {
    case 'parameters':
      return sentence(`${target.parameter ? `${target.parameter.in} parameter ${code(target.parameter.name)}` : 'a parameter'} ${kind}${kind === 'added' ? ` (${required ? 'required' : 'optional'})` : ''}`);
    case 'headers':
      return sentence(`${noun} ${code(key)} ${target.response !== undefined ? `${verb} ${target.response}` : kind}`);
    case 'responses':
      return sentence(`${noun} ${key} ${kind}`);
    case 'servers':
      return sentence(`${noun} ${code(target.server ?? key)} ${kind}`);
    case 'properties':
    case 'patternProperties':
      return sentence(`${noun} ${code(key)} ${verb} ${placeOf({ ...target, property: parentProperty(target.property, key) })}`);
    case 'content':
      return sentence(`${noun} ${code(key)} ${verb} ${placeOf({ ...target, mediaType: undefined })}`);
    default:
      return sentence(`${noun} ${code(key)} ${verb} ${placeOf(target)}`);
  }
}

/** Redocly's rules about values a list gained or lost, one value at a time: `Enum value `archived` added to `Room.state`.` */
export function describeValue(rule: string, value: unknown, target: ChangeTarget, severity: SpecChange['severity']): string {
  const place = placeOf(target);
  switch (rule) {
    case 'enum-values-added':
      return `${sentence(`enum value ${code(value)} added to ${place}`)}${severity === 'breaking' ? ' Clients that reject unknown values break.' : ''}`;
    case 'enum-values-removed':
      return sentence(`enum value ${code(value)} removed from ${place}`);
    case 'required-properties-added':
      return sentence(`property ${code(value)} of ${place} became required`);
    default:
      return sentence(`property ${code(value)} of ${place} is no longer required`);
  }
}

/** Any other node added, removed or changed, by what the target names, or by its key in the spec. */
export function describeNode(kind: SpecChange['kind'], key: string, target: ChangeTarget, property?: string): string {
  if (kind === 'modified') return sentence(`${code(property ?? key)} of ${placeOf(target)} changed`);
  return sentence(`${code(key)} ${kind === 'added' ? 'added to' : 'removed from'} ${placeOf(target)}`);
}

/**
 * Where a change is, as the spec names it: a schema's property as `Room.state`, or the
 * parameter, header, response or request body it is in (`query parameter `status``), or the
 * operation.
 */
export function placeOf(target: ChangeTarget): string {
  if (target.schema !== undefined) return code(target.property === undefined ? target.schema : `${target.schema}${target.property.startsWith('[') ? '' : '.'}${target.property}`);
  const where = context(target);
  return target.property !== undefined ? `${code(target.property)} of ${where}` : where;
}

function context(target: ChangeTarget): string {
  const status = target.response !== undefined ? `response ${target.response}` : undefined;
  if (target.parameter) return `${target.parameter.in} parameter ${code(target.parameter.name)}`;
  if (target.header !== undefined) return `response header ${code(target.header)}${status ? ` of ${status}` : ''}`;
  const media = target.mediaType !== undefined ? ` (${target.mediaType})` : '';
  if (target.requestBody) return `the request body${media}`;
  if (status) return `${status}${media}`;
  if (target.server !== undefined) return `server ${code(target.server)}`;
  if (target.securityScheme !== undefined) return `security scheme ${code(target.securityScheme)}`;
  return 'the operation';
}

/** The path of the property a member is in: `owner` for `owner.name`, none for a top-level one. */
function parentProperty(property: string | undefined, key: string): string | undefined {
  if (property === undefined || property === key) return undefined;
  return property.endsWith(`.${key}`) ? property.slice(0, -key.length - 1) : property;
}

const code = (value: unknown) => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
