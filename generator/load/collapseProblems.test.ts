import { describe, expect, it } from 'vitest';
import type { Problem } from '../problems.ts';
import { collapseProblems } from './collapseProblems.ts';

const error = (file: string, line: number, message: string, pointer?: string): Problem => ({ file, line, col: 1, message, severity: 'error', rule: 'no-unresolved-refs', ...(pointer ? { pointer } : {}) });
const parse = (file: string, what: string) => error(file, 4, `Failed to parse: ${what}`);
const ref = (line: number, what: string) => error('spec/openapi.yaml', line, `Can't resolve $ref: ${what}`, `#/paths/${line}`);

describe('collapseProblems', () => {
  it('reports an unparsable file once, and the $refs into it as one problem at the first, which counts them', () => {
    const what = 'deficient indentation in "/x/spec/paths/a.yaml" (4:1)';
    const problems = [parse('spec/paths/a.yaml', what), ref(5, what), parse('spec/paths/a.yaml', what), ref(7, what), parse('spec/paths/a.yaml', what), ref(9, what)];
    expect(collapseProblems(problems)).toEqual([
      parse('spec/paths/a.yaml', 'deficient indentation'),
      { ...ref(5, what), message: "Can't resolve $ref: a.yaml does not parse (the error above): the first of 3 $refs into it" },
    ]);
  });

  it('says so of a single $ref, and keeps each unparsable file with its own', () => {
    const a = 'bad indentation in "/x/a.yaml" (2:3)';
    const b = 'unexpected end in "/x/b.yaml" (9:1)';
    const problems = [parse('a.yaml', a), ref(5, a), parse('b.yaml', b), ref(7, b), ref(8, b)];
    expect(collapseProblems(problems).map((problem) => [problem.file, problem.line, problem.message])).toEqual([
      ['a.yaml', 4, 'Failed to parse: bad indentation'],
      ['spec/openapi.yaml', 5, "Can't resolve $ref: a.yaml does not parse (the error above): the only $ref into it"],
      ['b.yaml', 4, 'Failed to parse: unexpected end'],
      ['spec/openapi.yaml', 7, "Can't resolve $ref: b.yaml does not parse (the error above): the first of 2 $refs into it"],
    ]);
  });

  it('reports the $refs that fail for one cause as one problem at the first, which counts them', () => {
    const missing = "ENOENT: no such file or directory '/x/spec/paths/general.yaml'";
    const token = 'Invalid reference token: Missing';
    const warning: Problem = { file: 'spec/openapi.yaml', line: 3, col: 1, message: 'Operation must have a 4XX response.', severity: 'warning', rule: 'operation-4xx-response' };
    expect(collapseProblems([ref(5, missing), warning, ref(7, missing), ref(9, token), ref(11, missing)])).toEqual([
      { ...ref(5, missing), message: `Can't resolve $ref: ${missing} (the first of 3 $refs that fail so)` },
      warning,
      ref(9, token),
    ]);
  });

  it('leaves other problems as they are, once each', () => {
    const warning: Problem = { file: 'spec/openapi.yaml', line: 3, col: 1, message: 'Operation must have a 4XX response.', severity: 'warning', rule: 'operation-4xx-response' };
    const other = { ...warning, line: 9 };
    expect(collapseProblems([warning, other, warning])).toEqual([warning, other]);
  });
});
