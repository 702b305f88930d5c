import { schemaSidebar } from '../../generated/sidebar.ts';

/** Where the named schemas' pages are: `/api/schemas/<slug>` (the index of them all is `/api/schemas`). */
export const SCHEMAS_PATH = '/api/schemas';

const paths = new Map(schemaSidebar.map(({ name, slug }) => [name, `${SCHEMAS_PATH}/${slug}`]));

/** The site path of a named schema's page, by its schema table key; undefined for a key that has none (an inline schema's pointer). */
export const schemaPath = (key: string): string | undefined => paths.get(key);
