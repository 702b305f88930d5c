import type { Severity } from '../../../generator/diff/model.ts';
import type { ReleasedChange } from '../../../generator/releases/model.ts';

/** The order a release's changes are read in: what breaks clients first. */
export const SEVERITIES: readonly Severity[] = ['breaking', 'deprecation', 'non-breaking'];

export interface OperationChanges {
  /** Absent for changes to the whole API (servers, security schemes). */
  operation?: ReleasedChange['operation'];
  changes: ReleasedChange[];
}

export interface SeverityGroup {
  severity: Severity;
  operations: OperationChanges[];
}

/**
 * A release's changes as the changelog shows them: by severity (breaking, then deprecations, then
 * the rest; empty ones left out), and in each, by operation (method and path) in the order the
 * release lists them, changes to the whole API last.
 */
export function groupChanges(changes: readonly ReleasedChange[]): SeverityGroup[] {
  return SEVERITIES.map((severity) => {
    const byOperation = new Map<string, OperationChanges>();
    for (const change of changes.filter((c) => c.severity === severity)) {
      const key = change.operation ? `${change.operation.method} ${change.operation.path}` : '';
      let entry = byOperation.get(key);
      if (!entry) byOperation.set(key, (entry = { ...(change.operation ? { operation: change.operation } : {}), changes: [] }));
      entry.changes.push(change);
    }
    const operations = [...byOperation.values()].sort((a, b) => Number(!a.operation) - Number(!b.operation));
    return { severity, operations };
  }).filter((group) => group.operations.length > 0);
}
