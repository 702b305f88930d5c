/**
 * Where the named schemas' pages are: `/api/schemas/<slug>`, under the page listing them all,
 * `/api/schemas`. A module of its own: the sidebar every page loads needs this path, and not
 * ./schemaPath.ts's table of every schema's page (issue 34).
 */
export const SCHEMAS_PATH = '/api/schemas';
