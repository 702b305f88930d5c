/** The changelog's page, without locale (Link and localizePath add the reader's). */
export const CHANGELOG_PATH = '/api/changelog';

/** A release's anchor on the changelog: `1.4.0` → `v1-4-0` (ids without dots read well in URLs and CSS). */
export const versionAnchor = (version: string) => `v${version.replace(/[^0-9A-Za-z-]/g, '-')}`;

/** The link to a release's entry: `/api/changelog#v1-4-0`. */
export const releaseHref = (version: string) => `${CHANGELOG_PATH}#${versionAnchor(version)}`;
