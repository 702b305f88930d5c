import { siteRoutes } from '../../content-pipeline/loadContent.ts';

export const onBeforePrerenderStart = () => [...siteRoutes()].filter((path) => path.startsWith('/docs/'));
