import { siteConfig } from './siteConfig.ts';

/** Where the built site is published: its origin and the path it is served under. */
export interface Deployment {
  /** `https://docs.example.com`: no path, no trailing slash. */
  url: string;
  /** `/` or `/docs/`: both slashes. */
  baseUrl: string;
}

/**
 * The site configuration's `url` and `baseUrl`, overridden by `SITE_URL` and `BASE_PATH` when they
 * are set (issue 19: the same checkout published under any path of any host). Read where Node
 * runs the build's configuration (vite.config.ts gives Vite `base` from it, and the pages the
 * URL) and by `npm run serve`; the pages read it through ./base.ts.
 */
export function resolveDeployment(env: Record<string, string | undefined> = process.env, config = siteConfig): Deployment {
  const url = (env.SITE_URL || config.url).replace(/\/+$/, '');
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol) || new URL(url).pathname !== '/') {
    throw new Error(`SITE_URL must be an http(s) origin without a path, such as https://docs.example.com (it is ${JSON.stringify(url)}); the path goes in BASE_PATH.`);
  }
  if (env.BASE_PATH && !isPath(env.BASE_PATH)) {
    throw new Error(`BASE_PATH must be the path the site is served under, such as /docs/ (it is ${JSON.stringify(env.BASE_PATH)}); the origin goes in SITE_URL.`);
  }
  return { url, baseUrl: normalizeBasePath(env.BASE_PATH || config.baseUrl) };
}

/**
 * {@link resolveDeployment} as vite.config.ts loads it (`npm run build`, `npm run dev`) and `npm run serve` starts: a malformed
 * SITE_URL or BASE_PATH is the user's mistake, so its message alone and exit 1 (STYLE.md §4), rather than Vite's
 * stack trace of the configuration's load. Only at the start: the environment does not change
 * while the development server restarts, and a bad `url` in siteConfig.ts fails its validation first.
 */
export function resolveDeploymentOrExit(env: Record<string, string | undefined> = process.env): Deployment {
  try {
    return resolveDeployment(env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/** Whether `base` is a URL's path alone: no scheme or host (`//host/…` too), query or fragment, no `.` or `..` segment. */
const isPath = (base: string) => !/^[a-z][a-z0-9+.-]*:|^\/\/[^/]|[?#\\\s]/i.test(base) && !base.split('/').some((segment) => segment === '.' || segment === '..');

/** `docs`, `/docs`, `/docs/` → `/docs/`; `` and `/` → `/`. */
export function normalizeBasePath(base: string): string {
  const segments = base.split('/').filter(Boolean);
  return segments.length ? `/${segments.join('/')}/` : '/';
}
