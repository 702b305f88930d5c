import type { Release } from '../../../generator/releases/model.ts';

/** Where an operation stands in the release history. */
export interface OperationVersions {
  /** The release it first appears in (the first release recorded, for what it already had); absent while it is in no release. */
  since?: string;
  /** The later releases that changed it, oldest first. */
  changedIn: string[];
}

interface OperationKey {
  method: string;
  path: string;
}

/**
 * The versions of one operation, from the history (newest release first, as recorded). An
 * operation is known by method and path, as the diff names it; a path renamed in a release
 * (`path-removed`, from → to) is followed back to the old path for the releases before. It exists
 * since the release that added it, or, when none did, since the first release recorded, if the
 * latest release had it (`inLatestRelease`: false for an operation added since, which no release
 * has yet; undefined when unknown). Undefined when there is no history.
 */
export function operationVersions(releases: readonly Release[], operation: OperationKey, inLatestRelease?: boolean): OperationVersions | undefined {
  if (releases.length === 0) return undefined;
  let { path } = operation;
  const changedIn: string[] = [];
  let since: string | undefined;
  for (const release of releases) {
    const changes = release.changes.filter((c) => c.operation?.method === operation.method && c.operation.path === path);
    if (changes.some((c) => c.rule === 'operation-added')) {
      since = release.version;
      break; // An older entry is of an operation that was removed before this one was added.
    }
    if (changes.length > 0) changedIn.push(release.version);
    const renamed = changes.find((c) => c.rule === 'path-removed' && typeof c.from === 'string' && c.to === path);
    if (renamed) path = renamed.from as string;
  }
  if (since === undefined && (changedIn.length > 0 || inLatestRelease !== false)) since = releases.at(-1)!.version;
  return { ...(since !== undefined ? { since } : {}), changedIn: changedIn.filter((version) => version !== since).reverse() };
}
