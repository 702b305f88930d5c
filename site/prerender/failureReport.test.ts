import { describe, expect, it } from 'vitest';
import { UserError } from '../../generator/problems.ts';
import { ContentError } from '../content-pipeline/frontMatter.ts';
import { failureReport } from './failureReport.ts';

describe('failureReport', () => {
  it('is a problem of the sources as the message that locates it, wrapped in a page’s error or not', () => {
    const link = new ContentError('site/content/en/docs/intro.md', 146, 'broken link to "/docs/no-such-page": no page has that path');
    expect(failureReport(link)).toBe('site/content/en/docs/intro.md:146: broken link to "/docs/no-such-page": no page has that path');
    expect(failureReport(new Error('Pre-rendering /docs/intro failed', { cause: link }))).toBe(link.message);
  });

  it('lists a user error’s located problems', () => {
    const history = new UserError('The release history spec/changelog.yaml is not valid.', [{ message: 'releases.0.date: Invalid input', severity: 'error', file: 'spec/changelog.yaml', line: 3, col: 5 }]);
    expect(failureReport(new Error('Pre-rendering /api/changelog failed', { cause: history }))).toBe('The release history spec/changelog.yaml is not valid.\nspec/changelog.yaml:3:5: error: releases.0.date: Invalid input');
  });

  it('is any other error whole, with its stack: a bug of ours', () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'slug')");
    expect(failureReport(bug)).toBe(bug);
    expect(failureReport('thrown text')).toBe('thrown text');
  });
});
