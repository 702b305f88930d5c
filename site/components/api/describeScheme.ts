import type { SecurityScheme } from '../../../generator/normalize/model.ts';
import type { Translate } from '../../i18n/i18n.tsx';

/** A security scheme in a few words: "HTTP bearer token (API key)", "API key in the cookie "bob_session"", "OAuth 2.0". */
export function describeScheme(scheme: SecurityScheme, t: Translate): string {
  const http = scheme.type === 'http' ? scheme.scheme?.toLowerCase() : undefined;
  if (http === 'bearer') return t('api.schemeBearer', { format: scheme.bearerFormat ?? 'token' });
  if (http === 'basic') return t('api.schemeBasic');
  if (scheme.type === 'apiKey') return t('api.schemeApiKey', { location: scheme.in, name: scheme.parameterName });
  if (scheme.type === 'oauth2') return t('api.schemeOAuth2');
  if (scheme.type === 'openIdConnect') return t('api.schemeOpenIdConnect');
  if (scheme.type === 'mutualTLS') return t('api.schemeMutualTls');
  return t('api.schemeOther', { type: [scheme.type, scheme.scheme].filter(Boolean).join(' ') });
}

/** OAuth 2.0's flows in the order a reader meets them, each with the key of its name. */
export const OAUTH_FLOWS = [
  ['authorizationCode', 'api.oauthFlow.authorizationCode'],
  ['clientCredentials', 'api.oauthFlow.clientCredentials'],
  ['implicit', 'api.oauthFlow.implicit'],
  ['password', 'api.oauthFlow.password'],
] as const;

/** Where a flow's URLs are, with the key of each label. */
export const FLOW_URLS = [
  ['authorizationUrl', 'api.authorizationUrl'],
  ['tokenUrl', 'api.tokenUrl'],
  ['refreshUrl', 'api.refreshUrl'],
] as const;
