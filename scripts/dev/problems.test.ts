import { describe, expect, it } from 'vitest';
import { UserError } from '../../generator/problems.ts';
import { ContentError } from '../../site/content-pipeline/frontMatter.ts';
import { jsonProblem, overlayError, problemsOf } from './problems.ts';

describe('problemsOf', () => {
  it("keeps the generator's located problems", () => {
    const problem = { severity: 'error' as const, file: 'spec/paths/rooms.yaml', line: 12, col: 5, message: 'bad' };
    expect(problemsOf(new UserError('The spec has 1 error.', [problem]), 'spec/openapi.yaml')).toEqual([problem]);
    expect(problemsOf(new UserError('Cannot read the spec.'), 'spec/openapi.yaml')).toEqual([{ severity: 'error', file: 'spec/openapi.yaml', message: 'Cannot read the spec.' }]);
  });

  it("keeps the located problems of a UserError thrown by another copy of the generator's module (the one the live preview loads through tsx)", async () => {
    const { tsImport } = await import('tsx/esm/api');
    const copy = (await tsImport('../../generator/problems.ts', import.meta.url)) as typeof import('../../generator/problems.ts');
    const problem = { severity: 'error' as const, file: 'spec/openapi.yaml', line: 3, message: "Can't resolve $ref" };
    const error = new copy.UserError('The spec has 1 error.', [problem]);
    expect(error).not.toBeInstanceOf(UserError);
    expect(problemsOf(error, 'spec/openapi.yaml')).toEqual([problem]);
  });

  it("locates a content error at its file and line, without repeating them in the message", () => {
    const error = new ContentError('site/content/en/docs/intro.md', 7, 'broken link to "/docs/nope": no page has that path');
    expect(problemsOf(error, 'site/content')).toEqual([{ severity: 'error', file: 'site/content/en/docs/intro.md', line: 7, message: 'broken link to "/docs/nope": no page has that path' }]);
  });

  it('keeps the stack of anything else: a bug of ours', () => {
    const [problem] = problemsOf(new TypeError('x is undefined'), 'site/content');
    expect(problem).toMatchObject({ file: 'site/content' });
    expect(problem!.message).toContain('TypeError: x is undefined\n    at ');
  });
});

it('locates a JSON syntax error at its line and column', () => {
  expect(jsonProblem('locales/he/common.json', '{\n  "a": "x",\n  "b" "y"\n}')).toMatchObject({ file: 'locales/he/common.json', line: 3, col: 7 });
  expect(jsonProblem('locales/he/common.json', '{"a": 1}')).toBeUndefined();
});

describe('overlayError', () => {
  it('names the first problem’s file and line and shows what the terminal prints', () => {
    const err = overlayError([
      { severity: 'error', file: 'spec/paths/rooms.yaml', line: 12, col: 5, message: 'Failed to parse', codeframe: '12 | summary: [x' },
      { severity: 'error', file: 'spec/openapi.yaml', line: 3, message: "Can't resolve $ref" },
    ]);
    expect(err.loc).toEqual({ file: 'spec/paths/rooms.yaml', line: 12, column: 5 });
    expect(err.message).toBe("spec/paths/rooms.yaml:12:5: error: Failed to parse\n    12 | summary: [x\n\nspec/openapi.yaml:3: error: Can't resolve $ref");
  });

  it('says how many more there are past the first ten, and has no location for a problem without a line', () => {
    const err = overlayError(Array.from({ length: 12 }, (_, i) => ({ severity: 'error' as const, file: `f${i}`, message: 'm' })));
    expect(err.loc).toBeUndefined();
    expect(err.id).toBe('f0');
    expect(err.message.split('\n\n')).toHaveLength(11);
    expect(err.message).toContain('… and 2 more');
  });
});
