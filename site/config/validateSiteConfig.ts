import { SiteConfig } from './schema.ts';
import { siteConfig } from './siteConfig.ts';

/**
 * Checks site/config/siteConfig.ts against its zod schema at build time (an unknown navbar item
 * kind, a missing field…), so that zod is not shipped to the browser to do it there. Throws with
 * one line per problem: where in the configuration, and what is wrong (and no stack trace).
 */
export function validateSiteConfig(config: unknown = siteConfig): void {
  const result = SiteConfig.safeParse(config);
  if (result.success) return;
  const issues = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
  const error = new Error(`site/config/siteConfig.ts is not a valid site configuration:\n${issues}`);
  // Vite prints the stack of an error in its configuration: here a problem of the configuration,
  // not of our code, which a trace through Vite's loader would only bury. The message alone.
  error.stack = error.message;
  throw error;
}
