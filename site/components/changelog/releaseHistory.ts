import { existsSync, readFileSync } from 'node:fs';
import type { OpenApiDocument } from '../../../generator/load/index.ts';
import { collectOperations } from '../../../generator/normalize/collectOperations.ts';
import type { Release } from '../../../generator/releases/model.ts';
import { releaseFiles } from '../../../generator/releases/paths.ts';
import { readHistory } from '../../../generator/releases/readHistory.ts';
import { operationVersions, type OperationVersions } from './operationVersions.ts';

/** The spec the site is built from (vite.config.ts gives the generator the same): its releases are beside it. */
const SPEC = 'spec/openapi.yaml';

export interface History {
  /** Newest first; empty when the spec has no release recorded (a site built from another team's spec). */
  releases: readonly Release[];
  /** The operations of the latest release (`method path`), from its snapshot; undefined without one. */
  released?: ReadonlySet<string>;
}

/** The files the history is read from (part of every page's key in the build's cache, scripts/build/pageCache.ts). */
export const releaseHistoryFiles = () => Object.values(releaseFiles(SPEC));

let history: History | undefined;

/**
 * Environment: server, at build time (node:fs). The release history of `npm run release`,
 * read once per build; a malformed one fails the build with its file and line (readHistory).
 */
export function releaseHistory(): History {
  if (!history) {
    const files = releaseFiles(SPEC);
    const releases = readHistory(files.history)?.releases ?? [];
    const snapshot = releases.length > 0 && existsSync(files.snapshot) ? (JSON.parse(readFileSync(files.snapshot, 'utf8')) as OpenApiDocument) : undefined;
    history = { releases, ...(snapshot ? { released: new Set(collectOperations(snapshot).map((op) => `${op.method} ${op.path}`)) } : {}) };
  }
  return history;
}

/** An operation's versions in `history`: since when it exists, which releases changed it. */
export const versionsIn = ({ releases, released }: History, operation: { method: string; path: string }): OperationVersions | undefined =>
  operationVersions(releases, operation, released?.has(`${operation.method} ${operation.path}`));

/** An operation's versions in the recorded history ({@link releaseHistory}). */
export const versionsOf = (operation: { method: string; path: string }): OperationVersions | undefined => versionsIn(releaseHistory(), operation);
