import { fileURLToPath } from 'node:url';

/** Where the site's API data is: what `npm run generate` writes by default (generator/emit). */
export const API_DATA_DIR = 'site/generated';

/**
 * For vite.config.ts and vitest.config.ts: the data's absolute path as
 * `import.meta.env.API_DATA_DIR`, where the server reads the operations as it renders them
 * (site/pages/api/@slug/operationPage.ts): a bundled server cannot find them from its own file.
 */
export const apiDataDefine = () => ({ 'import.meta.env.API_DATA_DIR': JSON.stringify(fileURLToPath(new URL('../generated', import.meta.url))) });
