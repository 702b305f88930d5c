import { existsSync, readFileSync } from 'node:fs';
import { LineCounter, parseDocument } from 'yaml';
import { UserError } from '../problems.ts';
import { ReleaseHistory } from './model.ts';

/** The release history in `file`, or undefined when the spec has none yet. Throws a located {@link UserError} when it is malformed. */
export function readHistory(file: string): ReleaseHistory | undefined {
  if (!existsSync(file)) return undefined;
  const lineCounter = new LineCounter();
  const doc = parseDocument(readFileSync(file, 'utf8'), { lineCounter });
  const fail = (message: string, offset = 0): never => {
    const { line, col } = lineCounter.linePos(offset);
    throw new UserError(`The release history ${file} is not valid.`, [{ message, severity: 'error', file, line, col }]);
  };
  if (doc.errors.length > 0) fail(doc.errors[0]!.message.split('\n')[0]!, doc.errors[0]!.pos[0]);
  const result = ReleaseHistory.safeParse(doc.toJS());
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const node = doc.getIn(issue.path as (string | number)[], true) as { range?: [number, number] } | undefined;
    fail(`${issue.path.join('.') || 'the file'}: ${issue.message}`, node?.range?.[0]);
  }
  return result.data;
}
