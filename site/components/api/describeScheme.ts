import type { SecurityScheme } from '../../../generator/normalize/model.ts';
import type { Translate } from '../../i18n/i18n.tsx';

/** A security scheme in a few words: "HTTP bearer token (API key)", "API key in the cookie "bob_session"". */
export function describeScheme(scheme: SecurityScheme, t: Translate): string {
  if (scheme.type === 'http' && scheme.scheme?.toLowerCase() === 'bearer') return t('api.schemeBearer', { format: scheme.bearerFormat ?? 'token' });
  if (scheme.type === 'apiKey') return t('api.schemeApiKey', { location: scheme.in, name: scheme.parameterName });
  return t('api.schemeOther', { type: [scheme.type, scheme.scheme].filter(Boolean).join(' ') });
}
