import type { Severity, SpecChange, SpecDiff } from './model.ts';

export const FORMATS = ['text', 'markdown', 'json', 'github'] as const;
export type Format = (typeof FORMATS)[number];

/** The comparison as `npm run diff` prints it, in one of {@link FORMATS}. */
export function formatDiff(diff: SpecDiff, format: Format): string {
  switch (format) {
    case 'json':
      return JSON.stringify({ ...diff, summary: countBySeverity(diff.changes) }, null, 2);
    case 'github':
      return diff.changes.map(annotation).join('\n');
    case 'markdown':
      return markdown(diff);
    case 'text':
      return text(diff);
  }
}

const ORDER: Severity[] = ['breaking', 'deprecation', 'non-breaking'];

export const countBySeverity = (changes: SpecChange[]): Record<Severity, number> =>
  Object.fromEntries(ORDER.map((severity) => [severity, changes.filter((c) => c.severity === severity).length])) as Record<Severity, number>;

export function summarize(changes: SpecChange[]): string {
  if (changes.length === 0) return 'No changes to the API contract.';
  const counts = countBySeverity(changes);
  return `${ORDER.map((severity) => `${counts[severity]} ${severity}`).join(', ')} change${changes.length === 1 ? '' : 's'}.`;
}

/** Changes grouped by operation (method and path), in the order given; API-wide ones last. */
function groups(changes: SpecChange[]): [string, SpecChange[]][] {
  const byTitle = new Map<string, SpecChange[]>();
  for (const change of changes) {
    const title = change.operation ? `${change.operation.method.toUpperCase()} ${change.operation.path}` : 'Whole API';
    byTitle.set(title, [...(byTitle.get(title) ?? []), change]);
  }
  return [...byTitle];
}

const where = ({ location }: SpecChange) => [location.file, location.line, location.col].filter((part) => part !== undefined && part !== '').join(':');
const page = (change: SpecChange) => (change.operation ? `  (${change.operation.slug})` : '');
const MARK: Record<Severity, string> = { breaking: '✖', deprecation: '!', 'non-breaking': '·' };

function text(diff: SpecDiff): string {
  const lines = [`Comparing ${diff.revision} with ${diff.base}`, ''];
  for (const [title, changes] of groups(diff.changes)) {
    lines.push(`${title}${page(changes[0]!)}`);
    for (const change of changes) lines.push(`  ${MARK[change.severity]} ${change.severity.padEnd(12)} ${change.message}`, `    at ${where(change)}`);
    lines.push('');
  }
  lines.push(summarize(diff.changes));
  return lines.join('\n');
}

function markdown(diff: SpecDiff): string {
  const lines = [`### API changes: ${summarize(diff.changes)}`, '', `\`${diff.revision}\` compared with \`${diff.base}\`.`];
  for (const [title, changes] of groups(diff.changes)) {
    lines.push('', `#### \`${title}\`${changes[0]!.operation ? ` (${changes[0]!.operation.slug})` : ''}`, '');
    for (const change of changes) lines.push(`- **${change.severity}**: ${change.message.replace(/\n/g, ' ')} <sub>${where(change)}</sub>`);
  }
  return lines.join('\n');
}

const LEVEL: Record<Severity, string> = { breaking: 'error', deprecation: 'warning', 'non-breaking': 'notice' };

/**
 * A GitHub workflow command, so the change shows on the pull request's diff. What was removed
 * has no line in the revision: it is annotated without a file (on the run's summary).
 */
function annotation(change: SpecChange): string {
  const operation = change.operation ? `${change.operation.method.toUpperCase()} ${change.operation.path}: ` : '';
  const inRevision = change.location.side === 'revision';
  const properties = Object.entries({
    file: inRevision ? change.location.file : undefined,
    line: inRevision ? change.location.line : undefined,
    col: inRevision ? change.location.col : undefined,
    title: `${TITLE[change.severity]} (${change.rule})`,
  }).filter(([, value]) => value !== undefined && value !== '');
  return `::${LEVEL[change.severity]} ${properties.map(([key, value]) => `${key}=${escapeProperty(String(value))}`).join(',')}::${escapeData(operation + change.message)}`;
}

const TITLE: Record<Severity, string> = { breaking: 'Breaking API change', deprecation: 'API deprecation', 'non-breaking': 'API change' };

// https://docs.github.com/actions/reference/workflow-commands-for-github-actions: data escapes
// %, CR and LF; property values also `:` and `,`.
const escapeData = (value: string) => value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (value: string) => escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');
