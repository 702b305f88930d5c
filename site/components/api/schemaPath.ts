import { schemaSidebar } from '../../generated/schemaSidebar.ts';
import { SCHEMAS_PATH } from './schemaIndexPath.ts';

const paths = new Map(schemaSidebar.map(({ name, slug }) => [name, `${SCHEMAS_PATH}/${slug}`]));

/** The site path of a named schema's page, by its schema table key; undefined for a key that has none (an inline schema's pointer). */
export const schemaPath = (key: string): string | undefined => paths.get(key);
