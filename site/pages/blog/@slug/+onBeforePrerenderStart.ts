import { siteRoutes } from '../../../content-pipeline/loadContent.ts';

const NOT_POSTS = new Set(['/blog/archive', '/blog/tags']);

export const onBeforePrerenderStart = () => [...siteRoutes()].filter((p) => /^\/blog\/[^/]+$/.test(p) && !NOT_POSTS.has(p));
