import type { OpenApiDocument } from '../load/index.ts';
import type { ApiInfo, SecurityScheme } from './model.ts';
import { readExternalDocs } from './externalDocs.ts';
import { dereference } from './dereference.ts';
import { normalizeServers } from './normalizeOperation.ts';
import { text } from './text.ts';

type Loose = Record<string, unknown>;

/** The API root page's data: info, servers and security schemes. */
export function normalizeInfo(doc: OpenApiDocument): ApiInfo {
  const info = (doc.info ?? {}) as Loose;
  const result: ApiInfo = {
    openapi: String(doc.openapi),
    title: text(info.title) ?? 'API',
    version: text(info.version) ?? '',
    servers: normalizeServers(doc.servers),
    securitySchemes: Object.entries((doc.components?.securitySchemes ?? {}) as Loose).map(([name, raw]) =>
      normalizeSecurityScheme(name, dereference<Loose>(doc, raw)),
    ),
  };
  for (const key of ['summary', 'description', 'termsOfService'] as const) {
    const value = text(info[key]);
    if (value !== undefined) result[key] = value;
  }
  const externalDocs = readExternalDocs((doc as Loose).externalDocs);
  if (externalDocs) result.externalDocs = externalDocs;
  if (info.contact && typeof info.contact === 'object') result.contact = pickStrings(info.contact as Loose, ['name', 'url', 'email']);
  if (info.license && typeof info.license === 'object') {
    const license = info.license as Loose;
    result.license = { name: String(license.name ?? ''), ...pickStrings(license, ['url', 'identifier']) };
  }
  return result;
}

function normalizeSecurityScheme(name: string, s: Loose): SecurityScheme {
  const scheme: SecurityScheme = { name, type: s.type as SecurityScheme['type'] };
  Object.assign(scheme, pickStrings(s, ['description', 'scheme', 'bearerFormat', 'openIdConnectUrl']));
  if (s.type === 'apiKey') {
    scheme.in = s.in as SecurityScheme['in'];
    scheme.parameterName = String(s.name);
  }
  if (s.flows && typeof s.flows === 'object') {
    scheme.flows = Object.fromEntries(
      Object.entries(s.flows as Record<string, Loose>).map(([flow, f]) => [
        flow,
        { ...pickStrings(f, ['authorizationUrl', 'tokenUrl', 'refreshUrl']), scopes: (f.scopes ?? {}) as Record<string, string> },
      ]),
    );
  }
  return scheme;
}

function pickStrings<K extends string>(from: Loose, keys: K[]): Partial<Record<K, string>> {
  return Object.fromEntries(keys.flatMap((k) => (text(from[k]) === undefined ? [] : [[k, text(from[k])]]))) as Partial<Record<K, string>>;
}
