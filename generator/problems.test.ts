import { describe, expect, it } from 'vitest';
import { GeneratorBug, onPart, UserError } from './problems.ts';

describe('onPart', () => {
  it('turns an error of ours into a located problem naming the part of the spec, without a stack trace', () => {
    const failing = () =>
      onPart('GET /rooms', { file: 'spec/openapi.yaml', pointer: '#/paths/~1rooms/get' }, () => {
        throw new RangeError('Invalid string length');
      });
    expect(failing).toThrow(GeneratorBug);
    try {
      failing();
    } catch (error) {
      const bug = error as GeneratorBug;
      expect(bug).toBeInstanceOf(UserError); // Printed as the spec's own problems are.
      expect(bug.message).toMatch(/^Generating GET \/rooms failed: Invalid string length\. This is a bug of the generator/);
      expect(bug.message).not.toContain('    at ');
      expect(bug.problems).toEqual([{ severity: 'error', file: 'spec/openapi.yaml', pointer: '#/paths/~1rooms/get', message: 'Invalid string length' }]);
      expect(bug.cause).toBeInstanceOf(RangeError);
    }
  });

  it('lets the spec\'s own problems through as they are, and returns what the step returns', () => {
    const problem = new UserError('The spec has 1 error.');
    expect(() => onPart('GET /rooms', { file: 'x.yaml' }, () => { throw problem; })).toThrow(problem);
    expect(onPart('GET /rooms', { file: 'x.yaml' }, () => 42)).toBe(42);
  });
});
