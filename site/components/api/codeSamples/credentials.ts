import type { ApiInfo, Operation, SecurityScheme } from '../../../../generator/normalize/model.ts';
import type { Part } from './parts.ts';
import { encodeUriComponent } from './serializeParameter.ts';

/**
 * Environment variables are named with the product's prefix, as its own credentials are
 * (`bob_live_…` keys, the `bob_session` cookie), so a reader's shell can hold several APIs' keys.
 */
const PREFIX = 'BOB_';

export interface Credentials {
  headers: { name: string; value: Part[] }[];
  /** `name=value` pieces for the Cookie header. */
  cookies: Part[][];
  /** `name=value` pieces for the query string (`value` unencoded: it comes from a variable). */
  query: Part[][];
}

/**
 * What the sample sends to authenticate: the first alternative of the operation's security
 * requirements, each of its schemes (they are all needed together) read from an environment
 * variable. An operation with no requirement, or with an empty alternative (authentication
 * optional), is public and sends nothing, as the page's "Authentication: public" says.
 */
export function credentials(operation: Operation, info: ApiInfo): Credentials {
  const found: Credentials = { headers: [], cookies: [], query: [] };
  const first = operation.security[0];
  if (!first || operation.security.some((alternative) => alternative.length === 0)) return found;
  for (const { scheme: name } of first) {
    const scheme = info.securitySchemes.find((s) => s.name === name);
    if (scheme) add(found, scheme);
  }
  return found;
}

function add(found: Credentials, scheme: SecurityScheme): void {
  switch (scheme.type) {
    case 'http': {
      const kind = scheme.scheme?.toLowerCase();
      if (kind === 'bearer') found.headers.push({ name: 'Authorization', value: ['Bearer ', { env: `${PREFIX}API_KEY` }] });
      // Basic wants base64("user:password"): the reader puts the encoded pair in the variable.
      else if (kind === 'basic') found.headers.push({ name: 'Authorization', value: ['Basic ', { env: `${PREFIX}BASIC_CREDENTIALS` }] });
      break;
    }
    case 'apiKey': {
      const key = scheme.parameterName ?? scheme.name;
      const value: Part = { env: envName(key) };
      if (scheme.in === 'cookie') found.cookies.push([`${key}=`, value]);
      else if (scheme.in === 'query') found.query.push([`${encodeUriComponent(key)}=`, value]);
      else found.headers.push({ name: key, value: [value] });
      break;
    }
    case 'oauth2':
    case 'openIdConnect':
      found.headers.push({ name: 'Authorization', value: ['Bearer ', { env: `${PREFIX}ACCESS_TOKEN` }] });
      break;
    // mutualTLS is a client certificate, set up outside the request.
  }
}

/** `bob_session` → BOB_SESSION, `X-Api-Key` → BOB_X_API_KEY: an upper-case identifier with the prefix once. */
export function envName(key: string): string {
  const name = key.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '').toUpperCase();
  return name.startsWith(PREFIX) ? name : `${PREFIX}${name}`;
}
