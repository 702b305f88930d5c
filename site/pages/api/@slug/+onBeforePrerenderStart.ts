import { routes } from '../../../generated/routes.ts';

export const onBeforePrerenderStart = () => Object.keys(routes).map((slug) => `/api/${slug}`);
