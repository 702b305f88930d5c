import { getLineColLocation, normalizeTypes, Oas3_1Types, Source } from '@redocly/openapi-core';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeSegment } from '../normalize/dereference.ts';
import type { RedoclyChange } from './model.ts';

/** Redocly's node types, by name: which are lists or maps, and of what (the same names in OpenAPI 3.0, 3.1 and 3.2). */
const TYPES = normalizeTypes(Oas3_1Types);

/**
 * Lists whose meaning is the whole, not each member: `allOf`, `oneOf` and `anyOf` change the
 * schema's shape (Redocly's rule `schema-combinator-changed` says so as one change). (Security
 * requirements never come here: ./securityChanges.ts compares them as operations answer to them.)
 */
const WHOLE = new Set(['AllOf', 'AnyOf', 'OneOf']);

/** Where a member's node is written: its file, line and column, from its file and pointer. */
export type LocateMember = (file: string, pointer: string) => { line: number; col: number } | undefined;

/**
 * A list or map that appears or disappears as a whole (the first parameter of an operation, the
 * first header of a response, the first property of a schema) as one change per member, each
 * the change Redocly reports when a member is added to or removed from a list or map that was
 * already there: of the member's type, at its pointer, with the verdicts about it. Redocly
 * reports it as one change of the list's own type (`ParameterList`, `HeadersMap`), which named
 * neither the members nor how each breaks a client (issue 34). A verdict placed inside a member
 * (a required parameter's `required`) is that member's; one placed at the list (`All parameters
 * were removed.`) is every member's, since its rule is the one of a member removed. A member with
 * no verdict is rated as Redocly rates a node it has no rule for (added: minor; removed: patch).
 */
export function splitMembers(change: RedoclyChange, locate: LocateMember): RedoclyChange[] {
  if (change.kind === 'modified' || WHOLE.has(change.typeName ?? '')) return [change];
  const side = change.kind === 'added' ? change.revision : change.base;
  const value = side?.value;
  const type = TYPES[change.typeName ?? ''];
  // Only lists and maps: an object (a header, a response) added is one change, of that object.
  if (!side || !type || (!type.items && !type.additionalProperties) || typeof value !== 'object' || value === null) return [change];
  const members = Object.entries(value).map(([key, member]) => ({ key, member, type: memberType(type, key, member) }));
  if (members.length === 0 || members.some((m) => m.type === undefined)) return [change];
  const places = members.map(({ key, member }) => memberPlace(side, key, member));
  const owner = (verdict: RedoclyChange['verdicts'][number]) =>
    verdict.location ? places.findIndex((place) => verdict.location!.file === place.file && within(verdict.location!.pointer ?? '#', place.pointer)) : -1;
  const everyMember = change.verdicts.filter((verdict) => owner(verdict) === -1);
  return members.map(({ key, type: typeName }, i) => {
    const verdicts = [...change.verdicts.filter((verdict) => owner(verdict) === i), ...everyMember];
    const pointer = `${side.pointer ?? '#'}/${escapeSegment(key)}`;
    const where = { ...side, pointer, value: members[i]!.member, ...locate(side.file, pointer) };
    return { ...change, path: `${change.path}/${escapeSegment(key)}`, typeName: typeName!, impact: impactOf(change, verdicts), verdicts,
      ...(change.kind === 'added' ? { revision: where } : { base: where }),
    };
  });
}

/** The verdicts' highest impact; with none, the list's own, which Redocly rated by its kind alone unless a verdict rated it. */
function impactOf(list: RedoclyChange, verdicts: RedoclyChange['verdicts']): RedoclyChange['impact'] {
  if (verdicts.length > 0) return verdicts.some((v) => v.impact === 'major') ? 'major' : verdicts.some((v) => v.impact === 'minor') ? 'minor' : 'patch';
  if (list.verdicts.length === 0) return list.impact;
  return list.kind === 'added' ? 'minor' : 'patch';
}

/** The type of a list's items or a map's values, by name, when it is one of Redocly's node types. */
function memberType(type: (typeof TYPES)[string], key: string, value: unknown): string | undefined {
  const named = (candidate: unknown) => (candidate && typeof candidate === 'object' && 'name' in candidate && typeof candidate.name === 'string' ? candidate.name : undefined);
  if (type.items) return named(type.items);
  const property = type.properties[key];
  if (property) return named(typeof property === 'function' ? property(value, key) : property);
  const additional = type.additionalProperties;
  return named(typeof additional === 'function' ? additional(value, key) : additional);
}

/**
 * Where a member's own node is: inside the list, or, for a `$ref`, the node it refers to (a
 * verdict about a referenced parameter is placed in that parameter's file).
 */
function memberPlace(side: { file: string; pointer?: string | undefined }, key: string, member: unknown): { file: string; pointer: string } {
  const ref = member && typeof member === 'object' && '$ref' in member && typeof member.$ref === 'string' ? member.$ref : undefined;
  if (ref === undefined) return { file: side.file, pointer: `${side.pointer ?? '#'}/${escapeSegment(key)}` };
  const [file = '', fragment = ''] = ref.split('#');
  return { file: file ? path.relative(process.cwd(), path.resolve(path.dirname(side.file), file)) : side.file, pointer: `#${fragment}` };
}

const within = (pointer: string, place: string) => place === '#' || pointer === place || pointer.startsWith(`${place}/`);

/** Line and column of a node by pointer, each file read once (Redocly names files relative to the working directory). */
export function locateInFiles(): LocateMember {
  const sources = new Map<string, Source | undefined>();
  return (file, pointer) => {
    if (!sources.has(file)) sources.set(file, read(file));
    const source = sources.get(file);
    if (!source) return undefined;
    try {
      return getLineColLocation({ source, pointer, reportOnKey: false }).start;
    } catch {
      return undefined;
    }
  };
}

function read(file: string): Source | undefined {
  try {
    return new Source(path.resolve(file), readFileSync(path.resolve(file), 'utf8'));
  } catch {
    return undefined;
  }
}
