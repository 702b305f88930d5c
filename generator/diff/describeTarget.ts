import type { OpenApiDocument } from '../load/index.ts';
import { isRef, resolvePointer } from '../normalize/dereference.ts';
import { HttpMethod } from '../normalize/model.ts';
import type { ChangeTarget } from './model.ts';

/** Keywords followed by a name or an index, which the walk reads as one step. */
const NAMED = new Set(['properties', 'patternProperties', 'parameters', 'responses', 'headers', 'content', 'allOf', 'oneOf', 'anyOf', 'prefixItems', 'servers']);

/**
 * What a change at `at` (a pointer below the document's root, as attributeChanges gives it: in
 * an operation, or in the component it is in) is about, named as the spec names it: the
 * parameter, request body, response, header, media type, schema, property path and keyword. The
 * changelog writes its sentences from these in each language (a message string could only be
 * shown in English). `document` is the side that has the node: the base for what was removed.
 */
export function describeTarget(at: string, document: OpenApiDocument, keyword?: string): ChangeTarget {
  const segments = at === '' ? [] : at.split('/').map(unescape);
  const target: ChangeTarget = {};
  const properties: string[] = [];
  let node: unknown = document;
  const enter = (segment: string) => {
    node = follow(document, typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[segment] : undefined);
  };
  let i = 0;
  if (segments[0] === 'components' && segments.length >= 3) {
    const [, type, name] = segments as [string, string, string];
    enter('components');
    enter(type);
    enter(name);
    if (type === 'schemas') target.schema = name;
    else if (type === 'parameters') setParameter(target, node);
    else if (type === 'responses') target.response = name;
    else if (type === 'requestBodies') target.requestBody = true;
    else if (type === 'headers') target.header = name;
    else if (type === 'securitySchemes') target.securityScheme = name;
    i = 3;
  } else if ((segments[0] === 'paths' || segments[0] === 'webhooks') && segments.length >= 2) {
    for (const segment of segments.slice(0, 2)) enter(segment);
    i = 2;
    if (HttpMethod.safeParse(segments[2]).success) enter(segments[i++]!);
  }
  while (i < segments.length) {
    const segment = segments[i]!;
    const name = segments[i + 1];
    enter(segment);
    if (!NAMED.has(segment) || name === undefined) {
      if (segment === 'requestBody') target.requestBody = true;
      else if (segment === 'items' || segment === 'additionalProperties') properties.push(`${properties.pop() ?? ''}${segment === 'items' ? '[]' : '.*'}`);
      i += 1;
      continue;
    }
    enter(name);
    if (segment === 'properties' || segment === 'patternProperties') properties.push(name);
    else if (segment === 'parameters') setParameter(target, node);
    else if (segment === 'responses') target.response = name;
    else if (segment === 'headers') target.header = name;
    else if (segment === 'content') target.mediaType = name;
    else if (segment === 'servers') setServer(target, node);
    i += 2;
  }
  if (properties.length > 0) target.property = properties.join('.').replace(/^\./, '');
  if (keyword !== undefined) target.keyword = keyword;
  return target;
}

function setParameter(target: ChangeTarget, node: unknown) {
  const { name, in: location } = (typeof node === 'object' && node !== null ? node : {}) as { name?: unknown; in?: unknown };
  if (typeof name === 'string' && typeof location === 'string') target.parameter = { name, in: location };
}

function setServer(target: ChangeTarget, node: unknown) {
  const { url } = (typeof node === 'object' && node !== null ? node : {}) as { url?: unknown };
  if (typeof url === 'string') target.server = url;
}

/** A node with its `$ref`s followed: a pointer walks through them, as Redocly's report does. */
function follow(document: OpenApiDocument, node: unknown): unknown {
  for (let hops = 0; isRef(node) && hops < 32; hops++) {
    try {
      node = resolvePointer(document, node.$ref);
    } catch {
      return undefined;
    }
  }
  return node;
}

const unescape = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');
